/// Hosts as manifests list them: a name (`example.com`) or a wildcard (`*.example.com`), read as Apple reads
/// associated domains: a wildcard accepts every subdomain of its domain, at any depth, but not the domain itself;
/// when several entries accept a host, the longest (most specific) one decides, and a listed name beats any
/// wildcard.
enum HostPattern {
    /// `*.` before a wildcard host's domain.
    static let wildcardPrefix = "*."

    /// Whether `host` is a wildcard entry.
    static func isWildcard(_ host: String) -> Bool {
        host.hasPrefix(wildcardPrefix)
    }

    /// Whether `hosts` (lowercased) accept `host` (lowercased), and the subdomain the deciding wildcard stands for
    /// (`nil` when a listed name accepts it): `blog` for `blog.example.com` on `*.example.com`, `a.b` for
    /// `a.b.example.com`.
    static func accepts(_ host: String, in hosts: [String]) -> (accepted: Bool, subdomain: String?) {
        var best: (suffixLength: Int, subdomain: String)?
        for entry in hosts {
            if entry == host { return (true, nil) }
            guard isWildcard(entry) else { continue }
            let domain = entry.utf8.dropFirst(1)  // `.example.com`
            guard host.utf8.count > domain.count, host.utf8.reversed().starts(with: domain.reversed()) else { continue }
            if let best, best.suffixLength >= domain.count { continue }
            let subdomain = String(decoding: host.utf8.dropLast(domain.count), as: UTF8.self)
            best = (domain.count, subdomain)
        }
        return best.map { (true, $0.subdomain) } ?? (false, nil)
    }

    /// Whether some host is accepted by both entries (case-insensitively): equal names, a name inside a wildcard, or
    /// two wildcards one of which lies inside the other.
    static func overlaps(_ left: String, _ right: String) -> Bool {
        let left = left.lowercased(), right = right.lowercased()
        if left == right { return true }
        switch (isWildcard(left), isWildcard(right)) {
        case (true, true):
            return left.dropFirst(1).hasSuffix(right.dropFirst(1)) || right.dropFirst(1).hasSuffix(left.dropFirst(1))
        case (true, false):
            return accepts(right, in: [left]).accepted
        case (false, true):
            return accepts(left, in: [right]).accepted
        case (false, false):
            return false
        }
    }

    /// The host a link is written on: the first wildcard filled in with `subdomain` when there is one, else the first
    /// listed name; `nil` when neither exists (links then fall back to `about:blank`).
    static func linkHost(in hosts: [String], subdomain: String?) -> String? {
        if let subdomain, !subdomain.isEmpty, let wildcard = hosts.first(where: isWildcard) {
            return URLBuilder.encodeHost(subdomain) + wildcard.dropFirst(1)
        }
        return hosts.first { !isWildcard($0) }
    }
}

extension RouteParameters {
    /// The name under which a link's subdomain reaches a route: the part of the host a wildcard (`*.example.com`)
    /// stood for. Set by the matcher only, never from a query item; a route reads it through an extra declared
    /// `in: subdomain`, and a link built with it is written on that subdomain.
    @_spi(RouteGen) public static let subdomainKey = "@subdomain"
}
