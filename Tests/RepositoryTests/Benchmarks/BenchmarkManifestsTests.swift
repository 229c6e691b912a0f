import Foundation
import Testing
@testable import RouteGenCore

/// The Benchmarks package is outside `swift test` (`.ci/run` compiles it), so this guards, in seconds, what once
/// broke its build unnoticed: its Package.swift must resolve, and the manifests each of its targets links together
/// must lint together (manifests linked into one app share one URL space, and the build-tool plugin rejects routes
/// of two manifests that tie).
@Suite("Benchmarks: the Benchmarks package resolves and its manifests lint together")
struct BenchmarkManifestsTests {
    static let package = RenderFixtures.url("Benchmarks")

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
        let process = Process()
        process.executableURL = swift
        process.arguments = ["package", "--package-path", BenchmarkManifestsTests.package.path,
                             "--scratch-path", RenderFixtures.url(".build-benchmarks").path, "describe", "--type", "json"]
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("SWIFTPM_") { environment[key] = nil }
        process.environment = environment
        // stderr to a file, so that neither pipe can fill up while the other is read.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-describe-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DescribeFailure(message: "swift package describe failed (exit \(process.terminationStatus)):\n"
                                  + ((try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""))
        }
        struct Description: Decodable { var targets: [Target] }
        return try JSONDecoder().decode(Description.self, from: data).targets
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

    /// `/opt/swift/usr/bin/swift` when present, else the first `swift` on PATH.
    static let swift: URL = {
        let fixed = URL(fileURLWithPath: "/opt/swift/usr/bin/swift")
        if FileManager.default.isExecutableFile(atPath: fixed.path) { return fixed }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return fixed
    }()

    struct DescribeFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
