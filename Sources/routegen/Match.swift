import ArgumentParser
import Foundation
import RouteGenCore

/// `routegen match`: which route a URL opens and with which extras, or why none does, without building the app.
struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here: deriving the name from the type (`String(describing:)` and the runtime's demangler) cost about
        // 3 M instructions on every run (7 % of a 100-route `generate`).
        commandName: "match",
        abstract: "Show which route a URL opens, with its decoded extras, or why no route accepts it.",
        discussion: "Exit status: 0 matched, 1 no match or manifest errors, 2 usage or I/O errors."
    )

    @Argument(help: "The manifest (routes.yml, *.routes.yml, routes.plist, *.routes.plist).")
    var manifest: String

    @Argument(help: "The URL to match, e.g. myapp://user/42?tab=likes")
    var url: String

    func run() throws {
        guard let parsed = URL(string: url), parsed.scheme != nil else {
            FileHandle.standardError.write(Data("routegen match: error: '\(url)' is not a URL with a scheme\n".utf8))
            throw RouteGenExit.usageOrIO
        }
        let result = ManifestPipeline.run(fileAt: URL(fileURLWithPath: manifest), displayPath: manifest)
        printDiagnostics(result.diagnostics)
        if result.ioError != nil { throw RouteGenExit.usageOrIO }
        guard let validated = result.manifest, !result.diagnostics.containsErrors else {
            throw RouteGenExit.manifestErrors
        }
        let report = ManifestURLMatcher(manifest: validated).match(parsed)
        print(report.description)
        if !report.matched { throw RouteGenExit.manifestErrors }
    }
}
