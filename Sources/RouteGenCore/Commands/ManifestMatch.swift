#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `routegen match MANIFEST... URL`: which route of which manifest a URL opens and with which extras, or why none
/// does (`ManifestSetMatch`), without building the app. Exit 1 when no route accepts the URL.
public enum ManifestMatch {
    /// The command's arguments as `routegen match` takes them: the manifests, then the URL.
    /// `notes`: also report the manifests' warnings and notes (`--notes`); without it standard error carries only
    /// errors, so the answer on standard output is all a script reads, whether or not it merges the two streams.
    public static func run(arguments: [String], notes: Bool = false) -> CommandOutcome {
        guard let url = arguments.last, arguments.count >= 2 else {
            return CommandOutcome.running { outcome throws(CommandStop) in
                throw outcome.stop(usage: "give at least one manifest and a URL")
            }
        }
        return run(manifests: Array(arguments.dropLast()), url: url, notes: notes)
    }

    /// `manifests` are shown as given.
    static func run(manifests: [String], url: String, notes: Bool = false) -> CommandOutcome {
        CommandOutcome.running { outcome throws(CommandStop) in
            guard let parsed = URL(string: url), parsed.scheme != nil else {
                throw outcome.stop(usage: "'\(url)' is not a URL with a scheme")
            }
            var validated: [(path: String, manifest: Manifest)] = []
            var failed = false
            for path in manifests {
                guard let manifest = try outcome.validatedManifest(at: path, displayPath: path, errorsOnly: !notes) else {
                    failed = true
                    continue
                }
                validated.append((path, manifest.manifest))
            }
            if failed { throw CommandStop(status: .manifestErrors) }
            let match = ManifestSetMatch(url: parsed, manifests: validated)
            outcome.standardOutput = match.description + "\n"
            if !match.isMatch { outcome.fail(.manifestErrors) }
        }
    }
}
