import Foundation
@_spi(RouteGen) @testable import RouteKit

// libFuzzer entry for the runtime: untrusted link text -> URL(string:) -> the generated fixture's
// `Routes.match` (Tests/GeneratedCodeTests/Routes.generated.swift, compiled in), and the same text through
// the matcher's raw-text path (`URLMatcher.match(rawText:trace:)`, what `match`/`explain` run) without Foundation's parser.
// Built by scripts/fuzz.sh, never by `swift build`.
//
// Besides "no crash, no hang, no sanitizer report", it checks:
// - internal routes are never reachable: a matcher holding internal catch-alls on every scheme/host form
//   never answers with one;
// - a matched route's own link matches again, and canonicalises in one step (match(r.url) == match(match(r.url).url)).

/// Internal routes that would swallow every URL if exposure were ignored, beside the fixture's external ones.
private let guardedMatcher: URLMatcher<String> = {
    let urls = URLConfiguration(schemes: ["myapp", "myapp-beta"], hosts: ["myapp.example.com"])
    var entries: [URLMatcher<String>.Entry] = [
        .init(Routes.UserProfile.self) { _ in "userProfile" },
        .init(Routes.Article.self) { _ in "article" },
        .init(Routes.Files.self) { _ in "files" },
        .init(Routes.Search.self) { _ in "search" },
        .init(Routes.Alert.self) { _ in "alert" },
        .init(descriptor: Routes.Settings.descriptor) { _ in "INTERNAL settings" },
    ]
    for (index, path) in ["/<path:rest>", "/settings", "/<id>", "/user/<int:id>", "/<a>/<b>", "/"].enumerated() {
        let descriptor = RouteDescriptor(name: "internal\(index)", exposure: .internal, path: path, urlConfiguration: urls)
        entries.append(.init(descriptor: descriptor) { _ in "INTERNAL \(path)" })
    }
    return URLMatcher(entries)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func urlMatcherFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)

    // The raw-text path, fast (no trace) and explaining (trace).
    var noTrace: [URLMatchExplanation.Reason]?
    let raw = guardedMatcher.match(rawText: text, trace: &noTrace)
    var trace: [URLMatchExplanation.Reason]? = []
    let explained = guardedMatcher.match(rawText: text, trace: &trace)
    check(raw == explained, "trace changes the answer for \(text.debugDescription)")
    if let name = raw { check(!name.hasPrefix("INTERNAL"), "internal route \(name) reached by \(text.debugDescription)") }

    guard let url = URL(string: text) else { return 0 }
    if let name = guardedMatcher.match(url) {
        check(!name.hasPrefix("INTERNAL"), "internal route \(name) reached by \(url.absoluteString.debugDescription)")
    }
    _ = guardedMatcher.explain(url).description

    guard let first = Routes.match(url) else { return 0 }
    for link in links(of: first) {
        guard let again = Routes.match(link) else {
            check(false, "\(url.absoluteString.debugDescription) matched but its own link \(link.absoluteString.debugDescription) does not")
            return 0
        }
        for relink in links(of: again) {
            check(Routes.match(relink) == again, "link \(relink.absoluteString.debugDescription) is not stable (from \(url.absoluteString.debugDescription))")
        }
    }
    return 0
}

private func links(of route: Routes.External) -> [URL] {
    switch route {
    case .userProfile(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .article(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .files(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .search(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .alert(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .web(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .browse(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .userPhoto(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .shelf(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    // On hosts of its own (a wildcard among them) and no custom scheme: its links are universal links.
    case .sitePost(let r): [r.url, r.universalLink]
    case .qrLogin(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .appBanner(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .chat(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .stickerPack(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    case .sharedFile(let r): [r.url, r.universalLink, r.url(scheme: "myapp-beta")]
    }
}

/// A broken invariant is a crash, so libFuzzer keeps the input.
private func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data("invariant broken: \(message())\n".utf8))
        abort()
    }
}
