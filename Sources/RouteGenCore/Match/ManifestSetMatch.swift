#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@_spi(RouteGen) import RouteKit

/// `routegen match` over the manifests of one app: which manifest's route a URL opens, as the app's navigator decides
/// it when every manifest's routes are registered in argument order (most specific pattern first, then the first
/// registered), or why none does.
struct ManifestSetMatch: Sendable, CustomStringConvertible {
    /// Each manifest's own answer, in argument order.
    var reports: [(manifest: String, report: URLMatchReport)]
    /// The index in `reports` of the winner, or `nil` when no manifest's route accepts the URL.
    var winner: Int?
    /// Other manifests whose route accepts the URL with the winner's specificity: a tie (`routegen lint` rejects it).
    var tied: [Int]

    var isMatch: Bool { winner != nil }

    /// Matches `url` against each manifest (validated, with the path shown for it).
    init(url: URL, manifests: [(path: String, manifest: Manifest)]) {
        self.init(url: url, matchers: manifests.map { ($0.path, ManifestURLMatcher(manifest: $0.manifest)) })
    }

    /// Matches `url` with matchers already built, one per manifest: for checking many links against one app.
    init(url: URL, matchers: [(path: String, matcher: ManifestURLMatcher)]) {
        reports = matchers.map { ($0.path, $0.matcher.match(url)) }
        var best: (index: Int, pattern: RoutePattern, required: [String], fragment: String?)?
        var tied: [Int] = []
        for (index, item) in reports.enumerated() where item.report.isMatch {
            guard let text = item.report.explanation.pattern, let pattern = try? RoutePattern(parsing: text) else { continue }
            let required = item.report.requiredQueryItems, fragment = item.report.fragmentName
            guard let current = best else {
                best = (index, pattern, required, fragment)
                continue
            }
            // Paths first, then required query items (a strict superset wins), as the app's matcher decides.
            var moreSpecific = pattern.isMoreSpecific(than: current.pattern)
            if moreSpecific == nil {
                let query = QuerySpecificity(required, fragment: fragment, current.required, fragment: current.fragment)
                // A strict superset wins, then the larger of two sets neither includes, as the app's matcher decides;
                // as many items on both sides is a tie `routegen lint` rejects across manifests (the first registered
                // opens it). Disjoint fragment paths cannot both have matched one link; a more specific one wins first.
                moreSpecific = query.prefersLeft
            }
            switch moreSpecific {
            case true?:
                best = (index, pattern, required, fragment)
                tied = []
            case false?:
                continue
            case nil:
                tied.append(index)
            }
        }
        winner = best?.index
        self.tied = tied
    }

    var description: String {
        if reports.count == 1 { return reports[0].report.description }
        guard let winner else {
            var lines = ["\(reports.first?.report.explanation.url ?? "") matches no route in any manifest"]
            for (manifest, report) in reports {
                lines.append("  \(manifest):")
                lines += report.description.split(separator: "\n").dropFirst().map { "  \($0)" }
            }
            return lines.joined(separator: "\n")
        }
        var lines = reports[winner].report.description.split(separator: "\n").map(String.init)
        lines[0] += " in \(reports[winner].manifest)"
        for index in tied {
            let other = reports[index]
            lines.append("  tie: \(other.manifest) has \(other.report.route ?? "") (\(other.report.explanation.pattern ?? "")), "
                + "as specific; the app opens the one registered first (`routegen lint` reports the pair)")
        }
        return lines.joined(separator: "\n")
    }
}
