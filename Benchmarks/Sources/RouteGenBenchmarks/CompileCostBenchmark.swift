import BenchmarkSupport
import Foundation
import RouteGenCore

/// `swiftc -typecheck` of generated code against the floor: the same number of plain structs with the same
/// stored properties (and the same enums), so the ratio is what the generated conformances cost the compiler.
///
/// A third file, for information, holds only the declarations SPEC §4 requires of every route whatever the
/// generator does (`Route, Hashable, Sendable` structs with their descriptors): it shows how much of the ratio
/// the required surface costs before any generated behaviour.
enum CompileCostBenchmark {
    static func run(sizes: [Int], directory: URL, modules: URL) throws {
        let report = Report(unit: .milliseconds)
        report.header("Compile cost (swiftc -typecheck)")
        var ratios: [(String, Sample, Sample)] = []
        for size in sizes {
            let (generated, floor, declarations) = try writeFiles(size: size, directory: directory)
            let runs = size >= 1_000 ? 3 : 5
            let generatedSample = try Measure.run("generated, \(size) routes", runs: runs) {
                try typecheck(generated, modules: modules)
            }
            let floorSample = try Measure.run("plain structs, \(size) routes", runs: runs) {
                try typecheck(floor, modules: modules)
            }
            let declarationsSample = try Measure.run("  required declarations only, \(size)", runs: runs) {
                try typecheck(declarations, modules: modules)
            }
            report.row(generatedSample)
            report.row(floorSample)
            report.row(declarationsSample)
            ratios.append(("generated / plain, \(size) routes", generatedSample, floorSample))
            ratios.append(("  required declarations / plain, \(size) routes", declarationsSample, floorSample))
            // What the generator adds beyond what any generator of SPEC §4's surface must declare.
            ratios.append(("generated / required declarations, \(size) routes", generatedSample, declarationsSample))
        }
        for (label, numerator, denominator) in ratios {
            report.ratio(label, numerator, denominator)
        }
    }

    /// The generated file, the floor and the required declarations for `size` synthetic routes, written to `directory`.
    static func writeFiles(size: Int, directory: URL) throws -> (generated: URL, floor: URL, declarations: URL) {
        let manifestURL = directory.appendingPathComponent("compile\(size).routes.yml")
        try SyntheticManifest.yaml(routeCount: size).write(to: manifestURL, atomically: true, encoding: .utf8)
        let result = ManifestPipeline.run(fileAt: manifestURL, displayPath: manifestURL.lastPathComponent)
        guard let manifest = result.manifest else { throw BenchmarkFailure("manifest errors") }
        let generated = directory.appendingPathComponent("Generated\(size).swift")
        try SwiftRenderer.render(manifest).write(to: generated, atomically: true, encoding: .utf8)
        let floor = directory.appendingPathComponent("Floor\(size).swift")
        try PlainStructs.render(manifest).write(to: floor, atomically: true, encoding: .utf8)
        let declarations = directory.appendingPathComponent("Declarations\(size).swift")
        try RequiredDeclarations.render(manifest).write(to: declarations, atomically: true, encoding: .utf8)
        return (generated, floor, declarations)
    }

    private static func typecheck(_ file: URL, modules: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure("swiftc failed on \(file.lastPathComponent): \(String(decoding: output.prefix(2_000), as: UTF8.self))")
        }
    }
}

/// The floor for compile cost: what a developer would write by hand with no routing at all.
enum PlainStructs {
    static func render(_ manifest: Manifest) -> String {
        var text = "import Foundation\n\n"
        for declaration in manifest.enums {
            text += "enum \(declaration.name): String { case \(declaration.cases.map(\.name).joined(separator: ", ")) }\n"
        }
        for route in manifest.routes {
            let name = route.name.prefix(1).uppercased() + route.name.dropFirst()
            text += "struct \(name) {\n"
            for extra in route.extras {
                text += "    var \(extra.name): \(extra.type)\n"
            }
            text += "}\n"
        }
        return text
    }
}

/// For information: the declarations SPEC §4 asks of every route before any behaviour — a `Route, Hashable,
/// Sendable` struct with its `descriptor` and stored properties, in the namespace — and the enums, as generated.
/// No builders, URL building, decoding, matcher or registration.
enum RequiredDeclarations {
    static func render(_ manifest: Manifest) -> String {
        var text = "import Foundation\nimport RouteKit\n\npublic enum \(manifest.namespace) {}\n\nextension \(manifest.namespace) {\n"
        for declaration in manifest.enums {
            text += "    public enum \(declaration.name): String, RouteParameterConvertible, CaseIterable, Hashable, Sendable {\n"
            text += "        case \(declaration.cases.map(\.name).joined(separator: ", "))\n    }\n"
        }
        let schemes = manifest.url.schemes.map { "\"\($0)\"" }.joined(separator: ", ")
        let hosts = manifest.url.hosts.map { "\"\($0)\"" }.joined(separator: ", ")
        for route in manifest.routes {
            let name = route.name.prefix(1).uppercased() + route.name.dropFirst()
            let external = route.exposure == .external
            text += "    public struct \(name): Route, Hashable, Sendable {\n"
            text += "        public static let descriptor: RouteDescriptor = RouteDescriptor(\n"
            text += "            name: \"\(route.name)\",\n"
            text += "            exposure: .\(external ? "external" : "internal"),\n"
            text += "            presentation: .\(presentation(route.presentation)),\n"
            text += "            path: \"\(route.path ?? "")\""
            text += external ? ",\n            urlConfiguration: URLConfiguration(schemes: [\(schemes)], hosts: [\(hosts)])\n" : "\n"
            text += "        )\n"
            for extra in route.extras {
                text += "        public var \(extra.name): \(extra.type)\n"
            }
            text += "    }\n"
        }
        return text + "}\n"
    }

    private static func presentation(_ presentation: RoutePresentation) -> String {
        switch presentation {
        case .push: "push"
        case .present: "present"
        case .wrapped: "wrapped"
        case .custom(let name): "custom(\"\(name)\")"
        }
    }
}
