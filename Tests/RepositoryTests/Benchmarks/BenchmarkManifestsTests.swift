import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// The Benchmarks package is outside `swift test` (`.ci/run` compiles it), so this guards, in seconds, what once
/// broke its build unnoticed: its Package.swift must resolve, and the manifests each of its targets links together
/// must lint together (manifests linked into one app share one URL space, and the build-tool plugin rejects routes
/// of two manifests that tie).
@Suite("Benchmarks: the Benchmarks package resolves and its manifests lint together")
struct BenchmarkManifestsTests {
    static let package = Repository.url("Benchmarks")

    @Test("Each target's manifests, with those of the targets it depends on, pass routegen lint together")
    func manifestsLintTogether() throws {
        let targets = try BenchmarkPackage.describe()
        #expect(Set(targets.map(\.name)).isSuperset(of: ["RouteGenBenchmarks", "MatchRoutes", "BenchmarkSupport"]))
        var groups: [[String]] = []
        for target in targets {
            let group = try BenchmarkPackage.linked(from: target, in: targets).flatMap { try manifests(in: $0.path) }
            if !group.isEmpty, !groups.contains(group) { groups.append(group) }
        }
        // The match benchmark links three sizes into one executable; fewer means the walk went wrong.
        #expect(groups.contains { $0.count == 3 }, "\(groups)")
        for group in groups {
            let outcome = ManifestLint.run(paths: group.map { Self.package.appendingPathComponent($0).path },
                                           relativeTo: Self.package.path)
            #expect(outcome.status == .ok, "\(outcome.diagnostics.prefix(4).map(\.description).joined(separator: "\n"))")
        }
    }

    @Test("Each benchmark manifest has a scheme and a host no other one has (the match workload's URLs rely on it)")
    func eachManifestOwnsItsURLs() throws {
        var schemes: [String] = [], hosts: [String] = []
        for path in try manifests(in: "Sources") {
            let url = Self.package.appendingPathComponent(path)
            let result = ManifestPipeline.run(fileAt: url, displayPath: path)
            let manifest = try #require(result.manifest, "\(result.diagnostics)")
            #expect(manifest.manifest.routes.allSatisfy { $0.exposure == .external }, "the match workload expects all-external routes")
            schemes += manifest.manifest.url.schemes
            hosts += manifest.manifest.url.hosts
        }
        #expect(schemes.count == 3)
        #expect(Set(schemes).count == schemes.count, "\(schemes)")
        #expect(Set(hosts).count == hosts.count, "\(hosts)")
    }

    /// The manifests the build-tool plugin picks up under `folder` (package-relative), sorted.
    private func manifests(in folder: String) throws -> [String] {
        let root = Self.package.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if ["routes.yml", "routes.plist"].contains(name) || name.hasSuffix(".routes.yml") || name.hasSuffix(".routes.plist") {
                found.append(folder + "/" + String(url.path.dropFirst(root.path.count + 1)))
            }
        }
        return found.sorted()
    }
}

/// The Benchmarks package's targets as `swift package describe` sees them: resolving the package (its path
/// dependency on this repository included) is itself part of the check.
enum BenchmarkPackage {
    struct Target: Decodable, Equatable {
        var name: String
        var path: String
        var targetDependencies: [String]?

        enum CodingKeys: String, CodingKey {
            case name, path, targetDependencies = "target_dependencies"
        }
    }

    /// Runs `swift package describe` with a scratch folder of its own (`.build-benchmarks`, reused across runs,
    /// so only the first run resolves the dependencies).
    static func describe() throws -> [Target] {
        // Standard error apart: standard output is the JSON.
        let run = try ChildProcess.run(ChildProcess.swift, [
            "package", "--package-path", BenchmarkManifestsTests.package.path,
            "--scratch-path", Repository.url(".build-benchmarks").path, "describe", "--type", "json",
        ], environment: ChildProcess.environment(removing: ["SWIFTPM_"]), errors: .apart)
        guard run.status == 0 else {
            throw DescribeFailure(message: "swift package describe failed (exit \(run.status)):\n" + run.errors)
        }
        struct Description: Decodable { var targets: [Target] }
        return try JSONDecoder().decode(Description.self, from: Data(run.output.utf8)).targets
    }

    /// `target` and every target it depends on in the package, transitively.
    static func linked(from target: Target, in targets: [Target]) -> [Target] {
        var result: [Target] = [], pending = [target]
        while let next = pending.popLast() {
            guard !result.contains(next) else { continue }
            result.append(next)
            pending += (next.targetDependencies ?? []).compactMap { name in targets.first { $0.name == name } }
        }
        return result.sorted { $0.name < $1.name }
    }

    struct DescribeFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
