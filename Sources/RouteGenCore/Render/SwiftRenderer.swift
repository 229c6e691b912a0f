@_spi(RouteGen) import RouteKit

/// The render stage: a validated manifest -> its generated Swift files (`ManifestPipeline.render`).
///
/// Deterministic: the output depends only on the manifest (no dates, no absolute paths beyond the manifest's
/// display path), so committed output and build-plugin output are byte-identical. It takes only a
/// `ValidatedManifest`: every name it pastes into code has passed validation's identifier rule.
enum SwiftRenderer {
    /// RouteKit's generated-code contract (`@_spi(RouteGen)` there): what a file is written for unless a test asks.
    static let currentContract = GeneratedCodeContract.version

    /// The generated Swift for `validated` in its one-file form, as one `String`, for tests.
    static func render(
        _ validated: ValidatedManifest, linked: [LinkedManifest] = [], contract: Int = currentContract
    ) throws(RenderError) -> String {
        try renderSource(validated, linked: linked, contract: contract).text
    }

    /// The generated files, one after another: what `routegen generate` writes. Which part goes
    /// into which file is what keeps an edit loop short: see `ManifestNaming.generatedFileNames(forManifest:)`.
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
        let namespace = context.namespace
        let contractCheck = ContractCheckRenderer(contract: contract)
        let header = HeaderRenderer(
            context: context, contractCheck: contractCheck, linkedModules: appParts.compactMap(\.linked.module))

        // The files one after another in one writer, in `ManifestNaming.generatedFileNames` order; `fileEnds`
        // marks where each ends.
        var writer = SwiftWriter(displayPath: manifest.sourcePath)
        var fileEnds: [Int] = []

        // The main file: what every file that names a route depends on. It changes only with the namespace, the
        // enums and the tabs, so an edited route leaves it, and the files that use `Routes`, alone.
        header.render(into: &writer, mainFile: true)
        writer.line("")
        writer.docComment("Routes generated from \(SwiftLiteral.commentText(manifest.sourcePath)).")
        writer.line("\(context.access)enum \(namespace) {}")
        renderIndex(of: routes, manifest: manifest, into: &writer)
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
        if !manifest.dependencies.isEmpty {
            writer.section("Dependencies", extending: namespace) {
                DependenciesRenderer(context: context).render(into: &$0)
            }
        }
        contractCheck.renderClosing(into: &writer)
        fileEnds.append(writer.byteCount)

        // The registration file: what changes with the set of routes and with their manifest lines (every
        // `#sourceLocation` of a screen, inside function bodies, which no other file depends on).
        header.render(into: &writer, mainFile: false)
        writer.section("URL matching", extending: namespace) {
            MatcherRenderer(context: context, routes: routes).render(into: &$0)
        }
        if EntryPointRenderer.renders(manifest, routes: routes) {
            EntryPointRenderer(context: context, routes: routes).render(into: &writer)
        }
        writer.section("Registration", extending: namespace) {
            RegistrationRenderer(context: context, spellings: spellings, routes: routes).render(into: &$0)
        }
        if manifest.isApp {
            writer.section("App registration", extending: namespace) {
                AppRegistrationRenderer(context: context, parts: appParts).render(into: &$0)
            }
        }
        writer.line("#endif")
        fileEnds.append(writer.byteCount)

        // The shards: each route's struct and builder, in one extension, in the file its name picks. An edited
        // route rewrites one shard; the compiler retype-checks that file and the files that use that route.
        // The screens' unavailable inits go with their routes (ScreenInitRenderer says why).
        for indices in RouteShards.indices(of: routes) {
            header.render(into: &writer, mainFile: false)
            for index in indices {
                let route = routes[index]
                writer.section(SwiftLiteral.commentText(route.declaration.name), extending: namespace) { body in
                    RouteStructRenderer(context: context, spellings: spellings, route: route).render(into: &body)
                    body.line("")
                    BuilderRenderer(context: context, spellings: spellings).render(route, into: &body)
                }
            }
            ScreenInitRenderer(context: context, routes: indices.map { routes[$0] }).render(into: &writer)
            writer.line("#endif")
            fileEnds.append(writer.byteCount)
        }
        return GeneratedSource(text: writer.text, fileEnds: fileEnds)
    }
}

extension SwiftRenderer {
    /// Comment lines that say which file holds each route's struct and builder (the shard its name picks), so a
    /// reader finds `UserProfile` without knowing the hash: `// Routes+Shard07.generated.swift: Feed, UserProfile`.
    /// Comments only: a route added or renamed rewrites this file, but nothing that depends on its declarations.
    static func renderIndex(of routes: [RouteModel], manifest: Manifest, into writer: inout SwiftWriter) {
        guard !routes.isEmpty else { return }
        let names = ManifestNaming.generatedFileNames(forManifest: manifest.sourcePath)
        writer.line("")
        writer.line("// The files beside this one: URL matching and registration in \(names[1]);")
        writer.line("// each route's type and intent builder in the file below that lists it.")
        for (shard, indices) in RouteShards.indices(of: routes).enumerated() where !indices.isEmpty {
            var line = "// \(names[2 + shard]):"
            for (position, index) in indices.enumerated() {
                let name = " " + routes[index].plainTypeName + (position == indices.count - 1 ? "" : ",")
                if line.utf8.count + name.utf8.count > Self.indexWidth {
                    writer.line("\(line)")
                    line = "//   "
                }
                line += name
            }
            writer.line("\(line)")
        }
    }

    /// The longest index line, in UTF-8 bytes.
    static let indexWidth = 116
}

/// The file's first lines: where it comes from, that it is generated, the contract it needs, and its imports.
struct HeaderRenderer {
    let context: RenderContext
    let contractCheck: ContractCheckRenderer
    /// Modules whose manifests the app's `registerApp` registers; imported unless the manifest imports them.
    var linkedModules: [String] = []

    /// The main file's header (`mainFile`), or that of the registration file and each shard: the same imports,
    /// inside the same contract condition, but without the `#else` branch, which only the main file has (one error,
    /// not one per file).
    func render(into writer: inout SwiftWriter, mainFile: Bool) {
        let source = SwiftLiteral.commentText(context.manifest.sourcePath)
        if mainFile {
            writer.line("// Generated by routegen from \(source).")
        } else {
            writer.line("// Generated by routegen from \(source), beside \(ManifestNaming.generatedFileName(forManifest: context.manifest.sourcePath)).")
        }
        writer.line("// Do not edit: edit the manifest and regenerate.")
        writer.line("// swift-format-ignore-file")
        writer.line("")
        if mainFile {
            contractCheck.renderOpening(into: &writer)
        } else {
            contractCheck.renderPartOpening(into: &writer)
        }
        renderImports(into: &writer)
    }

    /// Foundation, RouteKit, the manifest's `imports` (each mapped to its line) and the linked modules.
    private func renderImports(into writer: inout SwiftWriter) {
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
