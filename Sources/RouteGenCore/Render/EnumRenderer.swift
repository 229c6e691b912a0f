/// Renders the manifest's `enums:` as string-backed enums usable as extras and placeholder types.
struct EnumRenderer {
    let context: RenderContext

    func render(_ declaration: EnumDeclaration, into writer: inout SwiftWriter) {
        let conformances = [
            context.runtime("String", module: "Swift"), context.runtime("RouteParameterConvertible"),
            context.runtime("CaseIterable", module: "Swift"), context.runtime("Hashable", module: "Swift"),
            context.runtime("Sendable", module: "Swift"),
        ]
        let name = SwiftIdentifier.escaped(declaration.name)
        writer.block("\(context.access)enum \(name): \(conformances.joined(separator: ", "))") { body in
            for enumCase in declaration.cases {
                body.line(Self.caseLine(enumCase))
            }
        }
    }

    /// `case posts`, or `case priceAsc = "price-asc"` when links spell the case differently.
    static func caseLine(_ enumCase: EnumCase) -> SwiftCode {
        let name = SwiftIdentifier.escaped(enumCase.name)
        guard enumCase.hasOwnURLValue else { return "case \(name)" }
        return "case \(name) = \(literal: enumCase.urlValue)"
    }

    /// `tabs:` as `Routes.Tab`, in the manifest's order: what `NavigationModel(tabs: Routes.Tab.self)` takes, and the
    /// raw values that route descriptors' `tab:` name. `roots` (tab to qualified route struct, from `root: true`)
    /// become `NavigationTab.root`, what the navigator starts to fill every tab.
    func renderTabs(_ tabs: [String], roots: [String: String], into writer: inout SwiftWriter) {
        let conformances = [
            context.runtime("String", module: "Swift"), context.runtime("NavigationTab"),
            context.runtime("Hashable", module: "Swift"), context.runtime("Sendable", module: "Swift"),
        ]
        writer.line("/// The app's tabs, in the manifest's order, with the route at the bottom of each (`root: true`).")
        writer.block("\(context.access)enum Tab: \(conformances.joined(separator: ", "))") { body in
            for tab in tabs {
                body.line("case \(SwiftIdentifier.escaped(tab))")
            }
            body.line("")
            body.block("\(context.access)var root: \(context.runtime("AnyIntent"))?") { getter in
                getter.line("switch self {")
                for tab in tabs {
                    let root = roots[tab].map { "\(context.runtime("AnyIntent"))(\(context.runtime("Intent"))(\($0)()))" } ?? "nil"
                    getter.line("case .\(SwiftIdentifier.escaped(tab)): \(root)")
                }
                getter.line("}")
            }
        }
    }
}
