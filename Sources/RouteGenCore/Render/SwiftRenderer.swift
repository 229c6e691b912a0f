@_spi(RouteGen) import RouteKit

/// The render stage: a validated manifest -> its one generated Swift file (`ManifestPipeline.render`).
///
/// Deterministic: the output depends only on the manifest (no dates, no absolute paths beyond the manifest's
/// display path), so committed output and build-plugin output are byte-identical. It takes only a
/// `ValidatedManifest`: every name it pastes into code has passed validation's identifier rule.
enum SwiftRenderer {
    /// RouteKit's generated-code contract (`@_spi(RouteGen)` there): what a file is written for unless a test asks.
    static let currentContract = GeneratedCodeContract.version

    /// The generated Swift source for `validated` as one `String`, for tests.
    static func render(
        _ validated: ValidatedManifest, linked: [LinkedManifest] = [], contract: Int = currentContract
    ) throws(RenderError) -> String {
        try renderSource(validated, linked: linked, contract: contract).text
    }

    /// The generated source: what `routegen generate` writes to files.
    ///
    /// `linked` are the other manifests linked into the app (validated, with their modules): used only when
    /// `manifest` is the app's (`app: true`), whose `registerApp` registers them all. `contract` is the RouteKit
    /// generated-code contract the file is written for; only tests pass another.
    ///
    /// Throws when a default cannot be written as safe Swift, or a linked manifest is not visible to the app, with
    /// diagnostics at the manifest's lines.
    static func renderSource(
        _ validated: ValidatedManifest, linked: [LinkedManifest] = [], contract: Int = currentContract
    ) throws(RenderError) -> GeneratedSource {
        let manifest = validated.manifest
        let context = RenderContext(manifest: manifest)
        let appParts = manifest.isApp ? try AppRegistrationRenderer.parts(app: validated, linked: linked) : []
        let routes = try RouteModel.models(for: context)
        let spellings = FileSpellings(context: context)
        var writer = SwiftWriter(displayPath: manifest.sourcePath)

        let contractCheck = ContractCheckRenderer(contract: contract)
        HeaderRenderer(context: context, contractCheck: contractCheck, linkedModules: appParts.compactMap(\.linked.module))
            .render(into: &writer)
        writer.line("")
        writer.docComment("Routes generated from \(SwiftLiteral.commentText(manifest.sourcePath)).")
        writer.line("\(context.access)enum \(context.namespace) {}")

        let namespace = context.namespace
        if !manifest.enums.isEmpty {
            writer.section("Enums", extending: namespace) { body in
                for (index, declaration) in manifest.enums.enumerated() {
                    if index > 0 { body.line("") }
                    EnumRenderer(context: context).render(declaration, into: &body)
                }
            }
        }
        if !manifest.tabs.isEmpty {
            writer.section("Tabs", extending: namespace) { 
                let roots = manifest.isApp ? AppRegistrationRenderer.tabRoots(of: appParts)
                    : Dictionary(routes.compactMap { route in
                        route.declaration.isTabRoot ? route.declaration.tab.map { ($0, route.qualifiedName) } : nil
                    }) { first, _ in first }
                EnumRenderer(context: context).renderTabs(manifest.tabs, roots: roots, into: &$0)
             }
        }
        for route in routes {
            writer.section(SwiftLiteral.commentText(route.declaration.name), extending: namespace) { body in
                RouteStructRenderer(context: context, spellings: spellings, route: route).render(into: &body)
            }
        }
        writer.section("Intent builders", extending: namespace) { body in
            for (index, route) in routes.enumerated() {
                if index > 0 { body.line("") }
                BuilderRenderer(context: context, spellings: spellings).render(route, into: &body)
            }
        }
        writer.section("URL matching", extending: namespace) {
            MatcherRenderer(context: context, routes: routes).render(into: &$0)
        }
        writer.section("Registration", extending: namespace) {
            RegistrationRenderer(context: context, spellings: spellings, routes: routes).render(into: &$0)
        }
        if manifest.isApp {
            writer.section("App registration", extending: namespace) {
                AppRegistrationRenderer(context: context, parts: appParts).render(into: &$0)
            }
        }
        ScreenInitRenderer(context: context, routes: routes).render(into: &writer)
        contractCheck.renderClosing(into: &writer)
        return writer.source
    }
}

/// The file's first lines: where it comes from, that it is generated, the contract it needs, and its imports.
struct HeaderRenderer {
    let context: RenderContext
    let contractCheck: ContractCheckRenderer
    /// Modules whose manifests the app's `registerApp` registers; imported unless the manifest imports them.
    var linkedModules: [String] = []

    func render(into writer: inout SwiftWriter) {
        let source = SwiftLiteral.commentText(context.manifest.sourcePath)
        writer.line("// Generated by routegen from \(source).")
        writer.line("// Do not edit: edit the manifest and regenerate.")
        writer.line("// swift-format-ignore-file")
        writer.line("")
        contractCheck.renderOpening(into: &writer)
        writer.line("import Foundation")
        // RouteKit's API for generated code only (`registerScreen`, `settingValue`, `URLMatcher.Builder`, ...) is
        // `@_spi(RouteGen)`: public, but out of sight in the app's own files.
        writer.line("@_spi(RouteGen) import RouteKit")
        let imports = context.manifest.imports, locations = context.manifest.importLocations
        writer.mappedLines(imports.indices) { index in
            (index < locations.count ? locations[index].line : nil, "import \(imports[index])")
        }
        var imported = Set(imports)
        for module in linkedModules where imported.insert(module).inserted {
            writer.line("import \(module)")
        }
    }
}

extension SwiftWriter {
    /// One `// MARK: -` section: an extension of the namespace holding one part of the generated surface.
    fileprivate mutating func section(_ title: String, extending namespace: String, _ body: (inout SwiftWriter) -> Void) {
        line("")
        line("// MARK: - \(title)")
        line("")
        block("extension \(namespace)", body)
    }
}
