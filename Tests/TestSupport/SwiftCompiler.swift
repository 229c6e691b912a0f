import Foundation
@_spi(RouteGen) import RouteKit

/// Plain `swiftc` runs, against RouteKit built once per test process as a module in a temporary folder.
public enum SwiftCompiler {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    /// `swiftc` from PATH (it is /opt/swift/usr/bin/swiftc on the CI machine).
    public static let swiftc: URL? = ChildProcess.onPath("swiftc")

    /// A folder holding RouteKit.swiftmodule, or the compiler's complaint.
    public static let routeKitModule: Result<URL, Failure> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-render-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = (FileManager.default.enumerator(at: Repository.url("Sources/RouteKit"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map(\.path) ?? []).sorted()
        let run = SwiftCompiler.run([
            "-emit-module", "-module-name", "RouteKit", "-parse-as-library", "-swift-version", "6",
            "-emit-module-path", folder.appendingPathComponent("RouteKit.swiftmodule").path,
        ] + sources)
        guard run.status == 0 else { return .failure(Failure(run.output)) }
        let contract = contractModule(GeneratedCodeContract.version, in: folder)
        return contract.status == 0 ? .success(folder) : .failure(Failure(contract.output))
    }()

    /// Emits the (empty) `RouteKitContract<version>` module into `folder`, as SwiftPM builds it beside RouteKit.
    @discardableResult
    public static func contractModule(_ version: Int, in folder: URL) -> ProcessOutput {
        run([
            "-emit-module", "-module-name", "RouteKitContract\(version)", "-parse-as-library", "-swift-version", "6",
            "-emit-module-path", folder.appendingPathComponent("RouteKitContract\(version).swiftmodule").path,
            Repository.url("Sources/RouteKitContract/RouteKitContract.swift").path,
        ])
    }

    /// Typechecks `files` (which `import RouteKit`) with warnings as errors. `namesScreens`: the target defines
    /// `ROUTEGEN_SCREENS`, so the generated registration names the `screen:` types here too (the tests declare
    /// stand-ins for them); without it, as in an app's test target on Linux, they need not exist.
    public static func typecheck(_ files: [URL], swiftVersion: String, namesScreens: Bool = true) throws -> ProcessOutput {
        let module = try routeKitModule.get()
        return run(["-typecheck", "-swift-version", swiftVersion, "-warnings-as-errors", "-I", module.path]
                   + (namesScreens ? ["-D", "ROUTEGEN_SCREENS"] : []) + files.map(\.path))
    }

    /// Writes `source` to a temporary file (named `fileName`) and typechecks it with `extra` files.
    public static func typecheck(source: String, fileName: String = "Routes.generated.swift", with extra: [URL] = [],
                                 swiftVersion: String = "6", namesScreens: Bool = true) throws -> ProcessOutput {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-src-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(fileName)
        try Data(source.utf8).write(to: file)
        return try typecheck([file] + extra, swiftVersion: swiftVersion, namesScreens: namesScreens)
    }

    /// The errors and notes of typechecking generated `source` beside an app file (`import RouteKit` and `app`),
    /// one per line, the app file named `app.swift`: what a user reads when the app does not fit the generated code.
    public static func diagnostics(typechecking source: String, app: String) throws -> (status: Int32, lines: [String]) {
        let appFile = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString).swift")
        try Data(("import RouteKit\n" + app).utf8).write(to: appFile)
        defer { try? FileManager.default.removeItem(at: appFile) }
        let run = try typecheck(source: source, with: [appFile])
        let lines = run.output.split(separator: "\n").map(String.init).filter { line in
            !line.hasPrefix(" ") && (line.contains(": error: ") || line.contains(": note: "))
        }.map { line in
            line.hasPrefix(appFile.path) ? "app.swift" + line.dropFirst(appFile.path.count) : line
        }
        return (run.status, lines)
    }

    /// `swiftc arguments...`, standard error interleaved; a missing or unstartable compiler is a failed run (-1).
    public static func run(_ arguments: [String]) -> ProcessOutput {
        guard let swiftc else { return ProcessOutput(status: -1, output: "swiftc not found on PATH") }
        do {
            return try ChildProcess.run(swiftc, arguments)
        } catch {
            return ProcessOutput(status: -1, output: "cannot run swiftc: \(error)")
        }
    }
}
