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

    /// The link `UniversalLinkRoute.universalLink` builds (https, first host of `urlConfiguration`); `about:blank` without a host.
    @_spi(RouteGen) public func universalLink(parameters: RouteParameters) -> URL {
        guard let host = urlConfiguration?.hosts.first else { return URLBuilder.fallback }
        return URLBuilder.universalLink(host: host, path: path, parameters: parameters)
    }
}

extension RoutePattern {
    /// A path segment as URL building writes it into links (percent-encoded, `.` and `..` escaped), for tools that
    /// write patterns compared with the links as they arrive (the apple-app-site-association file).
    @_spi(RouteGen) public static func encodedSegment(_ text: String) -> String {
        URLBuilder.encodeSegment(text)
    }
}
