import BenchmarkSupport
import Foundation

// Usage: swift run -c release --package-path Benchmarks RouteGenBenchmarks [generation] [compile] [match]
// With no argument, every group runs. Figures are medians of several runs after a warm-up; ratios are computed
// from medians measured in the same run.
let groups = Set(CommandLine.arguments.dropFirst())
func wants(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-bench-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

if groups.contains("write-manifests") {
    // Re-creates the committed manifests of the MatchRoutes target from the synthetic generator.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("MatchRoutes")
    for size in [10, 100, 1_000] {
        let text = SyntheticManifest.yaml(routeCount: size, allExternal: true, namespace: "M\(size)Routes")
        try text.write(to: folder.appendingPathComponent("M\(size).routes.yml"), atomically: true, encoding: .utf8)
    }
    exit(0)
}

print("# RouteGen benchmarks (\(ProcessInfo.processInfo.activeProcessorCount) cores)")
if wants("generation") {
    try GenerationBenchmark.run(sizes: [100, 1_000, 10_000], directory: scratch)
}
if wants("compile") {
    // Modules of this release build (RouteKit.swiftmodule) sit beside the executable.
    let modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("Modules")
    try CompileCostBenchmark.run(sizes: [100, 1_000], directory: scratch, modules: modules)
}
if wants("match") {
    MatchBenchmark.run()
}
