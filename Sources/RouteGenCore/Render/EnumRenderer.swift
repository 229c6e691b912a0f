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
                body.line("case \(SwiftSyntax.identifier(enumCase.name))")
            }
        }
    }
}
