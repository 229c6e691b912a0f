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
        parameter(type: type)
    }

    /// The extra as a parameter of the builder, in the namespace: an alias is qualified by its struct.
    var builderParameter: SwiftCode {
        parameter(type: outerType)
    }

    private func parameter(type: String) -> SwiftCode {
        let declared: SwiftCode = localName == name ? "\(name)" : "\(name) \(localName)"
        guard let defaultLiteral else { return "\(declared): \(type)" }
        return "\(declared): \(type) = \(defaultLiteral)"
    }

    /// ` as PhotoType?` after a use of an aliased extra's value (see `alias`), so that a generic call or operator
    /// on it is typed by the alias, whose failure is already reported; empty otherwise.
    var cast: SwiftCode {
        alias == nil ? "" : " as \(type)"
    }

    /// The extra passed on by the builder to the memberwise init: `id: id`.
    var argument: SwiftCode {
        "\(SwiftIdentifier.argumentLabel(swiftName)): \(localName)"
    }
}
