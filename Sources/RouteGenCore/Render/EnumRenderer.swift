/// Renders the manifest's `enums:` as string-backed enums usable as extras and placeholder types.
struct EnumRenderer {
    let context: RenderContext

    func render(_ declaration: EnumDeclaration, into writer: inout SwiftWriter) {
        let conformances = [
            context.runtime("String", module: "Swift"), context.runtime("RouteParameterConvertible"),
            context.runtime("CaseIterable", module: "Swift"), context.runtime("Hashable", module: "Swift"),
            context.runtime("Sendable", module: "Swift"),
        ]
        let name = SwiftSyntax.identifier(declaration.name)
        writer.block("\(context.access)enum \(name): \(conformances.joined(separator: ", "))") { body in
            for enumCase in declaration.cases {
                body.line(Self.caseLine(enumCase))
            }
        }
    }

    /// `case posts`, or `case priceAsc = "price-asc"` when links spell the case differently.
    static func caseLine(_ enumCase: EnumCase) -> SwiftCode {
        let name = SwiftSyntax.identifier(enumCase.name)
        guard enumCase.hasOwnURLValue else { return "case \(name)" }
        return "case \(name) = \(literal: enumCase.urlValue)"
    }

    /// `tabs:` as `Routes.Tab`, in the manifest's order: what `NavigationModel(tabs: Routes.Tab.self)` takes, and the
    /// raw values that route descriptors' `tab:` name.
    func renderTabs(_ tabs: [String], into writer: inout SwiftWriter) {
        let conformances = [
            context.runtime("String", module: "Swift"), context.runtime("CaseIterable", module: "Swift"),
            context.runtime("Hashable", module: "Swift"), context.runtime("Sendable", module: "Swift"),
        ]
        writer.line("/// The app's tabs, in the manifest's order.")
        writer.block("\(context.access)enum Tab: \(conformances.joined(separator: ", "))") { body in
            for tab in tabs {
                body.line("case \(SwiftSyntax.identifier(tab))")
            }
        }
    }
}
