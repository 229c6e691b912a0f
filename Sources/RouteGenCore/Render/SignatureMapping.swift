extension RouteModel {
    /// The manifest line that the memberwise init's and the builder's signatures are mapped to.
    ///
    /// Swift accepts no `#sourceLocation` inside a parameter list, so a whole signature maps to one line: that of
    /// the first extra whose type the app declares — the only kind that can fail to resolve. An unknown type is
    /// then reported in the manifest rather than in generated code. Nil when every type is built in or an enum.
    static func signatureLine(of extras: [ExtraModel]) -> Int? {
        extras.first(where: \.namesAppType)?.line
    }
}

extension ExtraModel {
    /// The extra as a parameter of the memberwise init and the builder: `id: Int`, `tab: ProfileTab = .posts`,
    /// `self selfValue: Int`.
    var parameter: SwiftCode {
        let declared: SwiftCode = localName == name ? "\(name)" : "\(name) \(localName)"
        guard let defaultLiteral else { return "\(declared): \(type)" }
        return "\(declared): \(type) = \(defaultLiteral)"
    }

    /// The extra passed on by the builder to the memberwise init: `id: id`.
    var argument: SwiftCode {
        "\(SwiftSyntax.argumentLabel(manifestName)): \(localName)"
    }
}
