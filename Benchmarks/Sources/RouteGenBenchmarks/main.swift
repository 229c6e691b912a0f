import BenchmarkSupport
import Foundation

// Usage: swift run -c release --package-path Benchmarks RouteGenBenchmarks [generation] [compile] [match] [navigation]
//        ... RouteGenBenchmarks compare BASELINE_ROUTEGEN_TOOL
// With no argument, every group runs. Figures are medians of several runs after a warm-up; ratios are computed
// from medians measured in the same run.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "parse-only" {
    // The parse-only process the generation group compares `routegen generate` against.
    try ParseOnly.run(URL(fileURLWithPath: CommandLine.arguments[2]))
    exit(0)
}

if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "match-profile" {
    // One pass of a match row over its 10,000 URLs, for instruction counts under callgrind (noise-free, unlike
    // the timed group): `match-profile match|floor 10|100|1000`.
    guard let size = Int(CommandLine.arguments[3]) else { throw BenchmarkFailure("size must be 10, 100 or 1000") }
    print(try MatchBenchmark.profile(CommandLine.arguments[2], size: size))
    exit(0)
}

if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "compile-files" {
    // Writes the compile group's three files for one size into a folder, for profiling the type checker by hand
    // (`-debug-time-function-bodies`, `-stats-output-dir`): `compile-files 1000 DIR`.
    guard let size = Int(CommandLine.arguments[2]) else { throw BenchmarkFailure("size must be a number") }
    let folder = URL(fileURLWithPath: CommandLine.arguments[3])
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = try CompileCostBenchmark.writeFiles(size: size, directory: folder)
    for file in files.generated + [files.floor, files.declarations] { print(file.path) }
    exit(0)
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "compare" {
    // This build's `routegen generate` against another build's binary, interleaved (CompareBenchmark.swift).
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-compare-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let tools = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let result = Result {
        try CompareBenchmark.run(baseline: URL(fileURLWithPath: CommandLine.arguments[2]), sizes: [100, 1_000, 10_000],
                                 directory: scratch, tools: tools)
    }
    try? FileManager.default.removeItem(at: scratch)
    try result.get()
    exit(0)
}

let groups = Set(CommandLine.arguments.dropFirst())
func wants(_ group: String) -> Bool { groups.isEmpty || groups.contains(group) }

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-bench-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

if groups.contains("write-manifests") {
    // Re-creates the committed manifests of the MatchRoutes target from the synthetic generator, each on a scheme
    // and host of its own: they are linked into one executable, so they share one URL space.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("MatchRoutes")
    for size in [10, 100, 1_000] {
        let text = SyntheticManifest.yaml(routeCount: size, allExternal: true, namespace: "M\(size)Routes",
                                          scheme: SyntheticManifest.matchScheme(routeCount: size))
        try text.write(to: folder.appendingPathComponent("M\(size).routes.yml"), atomically: true, encoding: .utf8)
    }
    exit(0)
}

print("# RouteGen benchmarks (\(ProcessInfo.processInfo.activeProcessorCount) cores)")
// This release build's products (routegen-tool, Modules/RouteKit.swiftmodule) sit beside the executable.
let buildProducts = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
if wants("generation") {
    try GenerationBenchmark.run(sizes: [100, 1_000, 10_000], directory: scratch, tools: buildProducts)
}
if wants("compile") {
    let modules = buildProducts.appendingPathComponent("Modules")
    try CompileCostBenchmark.run(sizes: [100, 1_000], directory: scratch, modules: modules)
}
if wants("match") {
    try MatchBenchmark.run()
}
if wants("navigation") { try NavigationBenchmark.run() }
