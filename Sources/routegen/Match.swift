import ArgumentParser
import RouteGenCore

/// `routegen match MANIFEST... URL`: which route of which manifest a URL opens and with which extras, or why none
/// does, without building the app.
struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Show which route a URL opens, with its decoded extras, or why no route accepts it.",
        discussion: """
            Several manifests are matched as one app's: the most specific route wins, then the first manifest \
            given (the app's registration order); the output names the manifest.
            The answer is printed on standard output, and nothing else is: standard error carries the manifests' \
            errors, and their warnings and notes only with --notes.
            Exit status: 0 matched, 1 no match or manifest errors, 2 usage or I/O errors.
            """
    )

    @Argument(help: ArgumentHelp(
        "The manifests (routes.yml, *.routes.yml, routes.plist, *.routes.plist), then the URL to match, e.g. myapp://user/42?tab=likes",
        valueName: "manifest... url"))
    var arguments: [String] = []

    @Flag(help: "Also print the manifests' warnings and notes on standard error, as lint does (errors always print).")
    var notes = false

    func run() throws {
        try ManifestMatch.run(arguments: arguments, notes: notes).finish()
    }
}
