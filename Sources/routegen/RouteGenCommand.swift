import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore

/// `routegen`: the one tool behind both plugins and the command line, so every mode generates the same bytes.
struct RouteGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen",
        abstract: "Type-safe in-app routes and deep links from a routes manifest.",
        discussion: "Exit status: 0 ok, 1 manifest errors (or no match), 2 usage or I/O errors.",
        // The release and the generated-code contract (the RouteKit this tool's output compiles against carries it).
        version: ToolVersion.text,
        subcommands: [Generate.self, Lint.self, Match.self, Export.self, CheckPayload.self, Import.self]
    )
}

/// Runs the command but maps swift-argument-parser's own usage failures (exit 64) to 2 and prints them in the one
/// form of usage errors (`routegen: error: ...`, then the usage), so that scripts and plugins see one status and one
/// prefix for every usage error, as docs/cli.md promises.
@main
enum RouteGenMain {
    static func main() {
        do {
            var command = try RouteGenCommand.parseAsRoot()
            try command.run()
        } catch {
            let code = RouteGenCommand.exitCode(for: error)
            guard code == .validationFailure else { RouteGenCommand.exit(withError: error) }
            var message = RouteGenCommand.fullMessage(for: error)
            if message.hasPrefix("Error: ") { message = CommandOutcome.usageLine(String(message.dropFirst(7))) }
            writeToStandardError(message + "\n")
            exitProcess(ExitStatus.usageOrIO.rawValue)
        }
    }
}
