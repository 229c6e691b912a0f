import BenchmarkSupport
import Foundation
import RouteGenCore
import RouteKit

/// `swiftc -typecheck` of generated code against the floor: the same number of plain structs with the same
/// stored properties (and the same enums), so the ratio is what the generated conformances cost the compiler.
///
/// A third file holds the yardstick (`RequiredDeclarations`): only what every route must declare whatever the
/// generator does (`Hashable, Sendable` structs with their descriptors, and the restoration members), so
/// generated / required declarations is what the generator adds beyond the required surface.
enum CompileCostBenchmark {
    /// `-wmo`: one compiler process type-checks all the files of a side, as one frontend of a build's batch does;
    /// without it `swiftc` starts a process per file, and the generated side (18 files) would pay 17 more module
    /// loads that a build spreads over its batches.
    ///
    /// The three files of a size are type-checked in turn, round after round (generated, plain, required, ...), and
    /// each run gives wall time and the compiler's CPU time (user + system of `swiftc` and the frontend it waits
    /// for): on a shared machine the CPU time does not count waiting for a core, and every ratio is also taken
    /// round by round.
    static func run(sizes: [Int], directory: URL, modules: URL) throws {
        let swiftc = try compiler()
        let report = Report(unit: .milliseconds)
        report.header("Compile cost (swiftc -typecheck; wall, and CPU of the compiler)")
        var ratios: [(String, Sample, Sample)] = []
        for size in sizes {
            let (generated, floor, declarations) = try writeFiles(size: size, directory: directory)
            let files = [("generated", generated), ("plain structs", [floor]), ("required declarations", [declarations])]
            let runs = size >= 1_000 ? 3 : 5, warmup = 1
            var wall = Array(repeating: [Double](), count: files.count), cpu = wall
            for round in 0..<(warmup + runs) {
                for (index, (_, inputs)) in files.enumerated() {
                    let measured = try Subprocess.runTimed(
                        swiftc, ["-typecheck", "-wmo", "-swift-version", "6", "-I", modules.path] + inputs.map(\.path))
                    guard round >= warmup else { continue }
                    wall[index].append(measured.wall)
                    cpu[index].append(measured.cpu)
                }
            }
            let wallSamples = files.indices.map { Sample(label: "\(files[$0].0), \(size) routes, wall", rounds: wall[$0]) }
            let cpuSamples = files.indices.map { Sample(label: "\(files[$0].0), \(size) routes, CPU", rounds: cpu[$0]) }
            for index in files.indices {
                report.row(wallSamples[index])
                report.row(cpuSamples[index])
            }
            for (kind, samples) in [("wall", wallSamples), ("CPU", cpuSamples)] {
                ratios.append(("generated / plain, \(size), \(kind)", samples[0], samples[1]))
                ratios.append(("required / plain, \(size), \(kind)", samples[2], samples[1]))
                // What the generator adds beyond what any generator of the required surface must declare.
                ratios.append(("generated / required, \(size), \(kind)", samples[0], samples[2]))
            }
        }
        for (label, numerator, denominator) in ratios {
            report.ratioByRound(label, numerator, denominator)
        }
    }

    /// `swiftc` beside the `swift` on PATH (what `compile` needs, as docs/benchmarks.md says).
    private static func compiler() throws -> URL {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw BenchmarkFailure("the compile group needs swiftc on PATH")
    }

    /// The generated files (as the plugins write them: the main file, the registration file and the shards,
    /// type-checked together), the floor and the required declarations for `size` synthetic routes, written to
    /// `directory`.
    static func writeFiles(size: Int, directory: URL) throws -> (generated: [URL], floor: URL, declarations: URL) {
        let manifestURL = directory.appendingPathComponent("compile\(size).routes.yml")
        try SyntheticManifest.yaml(routeCount: size).write(to: manifestURL, atomically: true, encoding: .utf8)
        let result = ManifestPipeline.run(fileAt: manifestURL, displayPath: manifestURL.lastPathComponent)
        guard let validated = result.manifest else { throw BenchmarkFailure("manifest errors") }
        let manifest = validated.manifest
        let folder = directory.appendingPathComponent("Generated\(size)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let generated = try ManifestPipeline.write(
            ManifestPipeline.render(validated), into: folder, manifest: manifestURL.lastPathComponent)
        let floor = directory.appendingPathComponent("Floor\(size).swift")
        try PlainStructs.render(manifest).write(to: floor, atomically: true, encoding: .utf8)
        let declarations = directory.appendingPathComponent("Declarations\(size).swift")
        try RequiredDeclarations.render(manifest).write(to: declarations, atomically: true, encoding: .utf8)
        return (generated, floor, declarations)
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

/// The yardstick: the declarations every route needs before any behaviour, whatever the generator — a `Hashable,
/// Sendable` struct with its `descriptor` and stored properties, in the namespace, and the enums — plus the two
/// restoration members navigation state needs of every restorable route (`init(parameters:)` and `parameters`:
/// `ExternalRoute` for external routes, `RestorableRoute` for internal ones whose extras are all route parameters),
/// written the cheapest way to type-check, as the generated code writes them (one-candidate readers, and the
/// `@_spi(RouteGen)` chained setters), so that the ratio measures what the generator adds, not a costlier
/// spelling. No builders, URL building, matcher, parents or registration.
enum RequiredDeclarations {
    static func render(_ manifest: Manifest) -> String {
        var text = "import Foundation\n@_spi(RouteGen) import RouteKit\n\npublic enum \(manifest.namespace) {}\n\nextension \(manifest.namespace) {\n"
        for declaration in manifest.enums {
            text += "    public enum \(declaration.name): String, RouteParameterConvertible, CaseIterable, Hashable, Sendable {\n"
            text += "        case \(declaration.cases.map(\.name).joined(separator: ", "))\n    }\n"
        }
        let schemes = manifest.url.schemes.map { "\"\($0)\"" }.joined(separator: ", ")
        let hosts = manifest.url.hosts.map { "\"\($0)\"" }.joined(separator: ", ")
        let enums = Set(manifest.enums.map(\.name))
        for route in manifest.routes {
            let name = route.name.prefix(1).uppercased() + route.name.dropFirst()
            let external = route.exposure == .external
            let restorable = !route.isHandler && route.extras.allSatisfy { isRouteParameter($0.type, enums: enums) }
            let conformance = external ? "ExternalRoute" : restorable ? "RestorableRoute" : "Route"
            text += "    public struct \(name): \(conformance), Hashable, Sendable {\n"
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
            if external || restorable {
                // Written by external routes without their `internal: true` extras, which take their defaults back.
                let carried = route.extras.filter { !(external && $0.isInternal) }
                text += "        public init(parameters: RouteParameters) throws {\n"
                for extra in route.extras {
                    let read = carried.contains(extra) ? decoded(extra, enums: enums) : fallback(extra, enums: enums)
                    text += "            self.\(extra.name) = \(read)\n"
                }
                text += "        }\n"
                text += "        public var parameters: RouteParameters {\n            RouteParameters()"
                for extra in carried {
                    text += "\n                .\(setter(extra.type))(\"\(extra.urlName)\", self.\(extra.name))"
                }
                text += "\n        }\n"
            }
            text += "    }\n"
        }
        return text + "}\n"
    }

    /// Built-ins and manifest enums, and arrays and optionals of them: what `RouteParameters` can hold.
    private static func isRouteParameter(_ type: TypeExpression, enums: Set<String>) -> Bool {
        switch type {
        case .optional(let wrapped), .array(let wrapped): isRouteParameter(wrapped, enums: enums)
        case .named(let parts):
            parts.count == 1 && (enums.contains(parts[0]) || [
                "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                "Double", "Float", "Bool", "UUID", "URL", "Date",
            ].contains(parts[0]))
        }
    }

    /// The one-candidate `RouteParameters` setter for a type's shape (`settingValue`, `settingOptional`, ...).
    private static func setter(_ type: TypeExpression) -> String {
        switch type {
        case .optional(.array): "settingOptionalArray"
        case .optional: "settingOptional"
        case .array: "settingArray"
        case .named: "settingValue"
        }
    }

    /// `try parameters.required("id", as: Int.self)`, with `?? default` for a defaulted extra.
    private static func decoded(_ extra: Extra, enums: Set<String>) -> String {
        let key = "\"\(extra.urlName)\""
        switch extra.type {
        case .optional(.array(let element)): return "try parameters.optionalArray(\(key), as: \(element).self)"
        case .optional(let wrapped): return "try parameters.optional(\(key), as: \(wrapped).self)"
        case .array(let element): return "try parameters.array(\(key), as: \(element).self)"
        case .named:
            if extra.defaultValue != nil {
                return "try parameters.optional(\(key), as: \(extra.type).self) ?? \(fallback(extra, enums: enums))"
            }
            return "try parameters.required(\(key), as: \(extra.type).self)"
        }
    }

    /// The default of an extra that is not read: its default literal, `nil` or `[]`.
    private static func fallback(_ extra: Extra, enums: Set<String>) -> String {
        switch extra.defaultValue {
        case .scalar(let value, _):
            if let name = extra.type.simpleName, enums.contains(name) { return ".\(value)" }
            return extra.type.simpleName == "String" ? "\"\(value)\"" : value
        case .emptyList: return "[]"
        case .null, nil: return extra.type.isArray ? "[]" : "nil"
        }
    }

    private static func presentation(_ presentation: Presentation) -> String {
        switch presentation {
        case .push: "push"
        case .present: "present"
        case .wrapped: "wrapped"
        case .cover: "cover"
        case .custom(let name): "custom(\"\(name)\")"
        }
    }
}
