import ArgumentParser

/// `routegen`: the one tool behind both plugins and the command line, so every mode generates the same bytes.
@main
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Type-safe in-app routes and deep links from a routes manifest.",
        subcommands: [Generate.self, Lint.self, Match.self]
    )
}
