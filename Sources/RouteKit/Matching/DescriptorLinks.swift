#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RouteDescriptor {
    /// The link `ExternalRoute.url` builds, for tools that have a descriptor and parameters but no Swift type
    /// (`routegen export catalog`): the same code, so an example link reads back as the app reads it.
    /// First scheme of `urlConfiguration`, else https on the first host; `about:blank` when `urlConfiguration` declares neither.
    @_spi(RouteGen) public func link(parameters: RouteParameters) -> URL {
        if let scheme = urlConfiguration?.schemes.first { return URLBuilder.url(scheme: scheme, descriptor: self, parameters: parameters) }
        return universalLink(parameters: parameters)
    }

    /// Whether some URL accepted by `self` is also accepted by `other`, hosts compared as associated domains read
    /// them (`*.example.com` shares `blog.example.com`).
    @_spi(RouteGen) public static func hostsOverlap(_ left: String, _ right: String) -> Bool {
        HostPattern.overlaps(left, right)
    }

    /// The link `UniversalLinkRoute.universalLink` builds (https, first host of `urlConfiguration`); `about:blank` without a host.
    @_spi(RouteGen) public func universalLink(parameters: RouteParameters) -> URL {
        let hosts = urlConfiguration?.hosts ?? []
        guard let host = HostPattern.linkHost(in: hosts, subdomain: parameters[RouteParameters.subdomainKey].first) else {
            return URLBuilder.fallback
        }
        return URLBuilder.universalLink(host: host, path: path, fragment: fragment, parameters: parameters)
    }
}

extension RoutePattern {
    /// A path segment as URL building writes it into links (percent-encoded, `.` and `..` escaped), for tools that
    /// write patterns compared with the links as they arrive (the apple-app-site-association file).
    @_spi(RouteGen) public static func encodedSegment(_ text: String) -> String {
        URLBuilder.encodeSegment(text)
    }
}
