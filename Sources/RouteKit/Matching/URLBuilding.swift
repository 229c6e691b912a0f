#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ExternalRoute {
    /// A custom-scheme link with a scheme of the app's choice (another of the manifest's schemes than the first, which
    /// `url` uses): `myapp://user/42?referrer=x`. The first path segment becomes the host, as
    /// the matcher reads it back. If that segment happens to equal one of the manifest's hosts, the URL is
    /// written with the first host instead (`myapp://myapp.example.com/...`) so that it still round-trips. A route
    /// that requires its host on custom schemes is written on its first one (`sgnl://linkdevice?uuid=...`).
    public func url(scheme: String) -> URL {
        URLBuilder.url(scheme: scheme, descriptor: Self.descriptor, parameters: parameters)
    }

    /// An https universal link on `host` (`https://myapp.example.com/user/42`). A wildcard host (`*.example.com`) is
    /// written on the route's subdomain (`RouteParameters.subdomainKey`); without one the link is `about:blank`, with a
    /// warning on standard error.
    public func universalLink(host: String) -> URL {
        URLBuilder.universalLink(host: host, path: Self.descriptor.path, fragment: Self.descriptor.fragment, parameters: parameters)
    }
}

/// The shared steps of URL building.
enum URLBuilder {
    /// `ExternalRoute.url(scheme:)` for a descriptor and parameters.
    static func url(scheme: String, descriptor: RouteDescriptor, parameters: RouteParameters) -> URL {
        let (pieces, query) = pieces(path: descriptor.path, fragment: descriptor.fragment, parameters: parameters)
        let listed = (descriptor.urlConfiguration?.hosts ?? []).map { $0.lowercased() }
        var text = scheme + "://"
        let subdomain = parameters[RouteParameters.subdomainKey].first
        if let host = descriptor.urlConfiguration?.schemeHosts.first {
            // The route requires its host on custom schemes (`sgnl://linkdevice`): the path follows it.
            text += host + path(pieces[...])
        } else if subdomain != nil, let host = HostPattern.linkHost(in: listed, subdomain: subdomain) {
            // A value read from a subdomain goes back onto it, so the link reads back with the same value.
            text += host + path(pieces[...])
        } else if let first = pieces.first, !HostPattern.accepts(first.lowercased(), in: listed).accepted {
            text += encodeHost(first) + path(pieces.dropFirst())
        } else if !pieces.isEmpty, let host = HostPattern.linkHost(in: descriptor.urlConfiguration?.hosts ?? [], subdomain: nil) {
            text += host + path(pieces[...])
        }
        return finish(text, query: query, fragment: LinkFragmentCoding.text(parameters, as: descriptor.fragment))
    }

    /// `ExternalRoute.universalLink(host:)` for a path pattern, the route's use of fragments, and parameters.
    static func universalLink(host: String, path pattern: String?, fragment: LinkFragment?, parameters: RouteParameters) -> URL {
        let (pieces, query) = pieces(path: pattern, fragment: fragment, parameters: parameters)
        guard let host = HostPattern.linkHost(in: [host], subdomain: parameters[RouteParameters.subdomainKey].first) else {
            return fallback
        }
        return finish("https://" + host + path(pieces[...]), query: query,
                      fragment: LinkFragmentCoding.text(parameters, as: fragment))
    }

    /// Decoded path pieces (placeholders filled, catch-all values split by `catchAllPieces`) and the remaining
    /// parameters as query text (those read from the subdomain or the fragment, its path's placeholders included, go
    /// there, not in the query).
    static func pieces(path: String?, fragment: LinkFragment? = nil, parameters: RouteParameters) -> (pieces: [String], query: String) {
        var pieces: [String] = []
        var used = Set(LinkFragmentCoding.placeholderNames(fragment))
        let pattern = path.flatMap { try? RoutePattern(parsing: $0) }
        for segment in pattern?.segments ?? [] {
            switch segment {
            case .literal(let text):
                pieces.append(text)
            case .placeholder(let placeholder):
                used.insert(placeholder.name)
                let value = parameters[placeholder.name].first ?? ""
                if placeholder.type == .path {
                    pieces += catchAllPieces(value)
                } else if !value.isEmpty {
                    pieces.append(value)
                }
            }
        }
        var items: [String] = []
        for name in parameters.names
        where !used.contains(name) && name != RouteParameters.subdomainKey && !RouteParameters.isFragmentName(name) {
            let encodedName = PercentCoding.encode(name, allowed: PercentCoding.queryAllowed)
            for value in parameters[name] {
                items.append(encodedName + "=" + PercentCoding.encode(value, allowed: PercentCoding.queryAllowed))
            }
        }
        return (pieces, items.joined(separator: "&"))
    }

    /// The segments a catch-all value is written as. The matcher reads a catch-all as its raw segments, each
    /// percent-decoded, joined with `/`, and drops empty segments (`a//b` is `a/b`); so `a/b` is written as two
    /// segments, and a value with an empty piece (`/`, `a//b`, `a/`, which a link can carry as `%2F`) as one
    /// segment whose slashes are then escaped (`a%2F%2Fb`): every non-empty value reads back as itself.
    static func catchAllPieces(_ value: String) -> [String] {
        let pieces = value.split(separator: "/", omittingEmptySubsequences: false)
        if value.isEmpty { return [] }
        if pieces.contains(where: \.isEmpty) { return [value] }
        return pieces.map(String.init)
    }

    static func path(_ pieces: ArraySlice<String>) -> String {
        pieces.map { "/" + encodeSegment($0) }.joined()
    }

    /// `.` and `..` are escaped so that no URL library treats them as dot segments.
    static func encodeSegment(_ piece: String) -> String {
        if piece == "." || piece == ".." { return String(repeating: "%2E", count: piece.count) }
        return PercentCoding.encode(piece, allowed: PercentCoding.segmentAllowed)
    }

    static func encodeHost(_ piece: String) -> String {
        if piece == "." || piece == ".." { return String(repeating: "%2E", count: piece.count) }
        return PercentCoding.encode(piece, allowed: PercentCoding.hostAllowed)
    }

    static func finish(_ text: String, query: String, fragment: String? = nil) -> URL {
        var full = query.isEmpty ? text : text + "?" + query
        if let fragment { full += "#" + fragment }
        return URL(string: full) ?? fallback
    }

    /// `about:blank`, with a warning on standard error naming what could not be built: only reached when the
    /// caller's scheme or host is not valid URL syntax, or a descriptor declares no scheme or host (which generated
    /// routes never do), so a link that goes nowhere is never silent.
    static var fallback: URL {
        debugLog("RouteKit: warning: a link could not be built (a scheme or host that is not valid URL syntax, or a "
                 + "route without URL settings): about:blank instead\n")
        return URL(string: "about:blank")!
    }
}
