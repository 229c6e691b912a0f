#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An external route whose manifest declares a custom scheme or a host: it has a `url`, built from the URL settings
/// in its `descriptor`. Generated code conforms routes to it; apps read `url`.
///
/// Generated routes conform to this protocol (or to `UniversalLinkRoute`) instead of each declaring its own `url`
/// getter: one member here type-checks once, where a getter in every route cost the compiler a function body per
/// route. Internal routes never conform (they are not `ExternalRoute`s), so an internal link cannot be built.
public protocol URLRoute: ExternalRoute {}

extension URLRoute {
    /// The deep link for this route: with the first scheme of the descriptor's URL settings (`myapp://user/42`), or,
    /// when they declare no scheme, the https universal link on the first host.
    ///
    /// A conforming type whose descriptor declares neither gets `about:blank`, as URL building does for a scheme
    /// or host that is not valid URL syntax.
    public var url: URL {
        let settings = Self.descriptor.urlConfiguration
        if let scheme = settings?.schemes.first { return url(scheme: scheme) }
        if let host = settings.flatMap({ HostPattern.linkHost(in: $0.hosts, subdomain: parameters[RouteParameters.subdomainKey].first) }) {
            return universalLink(host: host)
        }
        return URLBuilder.fallback
    }
}

/// A `URLRoute` whose manifest declares a host: it also has a `universalLink` (https, first host).
public protocol UniversalLinkRoute: URLRoute {}

extension UniversalLinkRoute {
    /// The https universal link for this route, on the first host of the descriptor's URL settings
    /// (`https://myapp.example.com/user/42`), or on the route's subdomain of the first wildcard host when it has one
    /// (`https://blog.example.com/...`); `about:blank` when the descriptor declares no host it can write.
    public var universalLink: URL {
        let hosts = Self.descriptor.urlConfiguration?.hosts ?? []
        guard let host = HostPattern.linkHost(in: hosts, subdomain: parameters[RouteParameters.subdomainKey].first) else {
            return URLBuilder.fallback
        }
        return universalLink(host: host)
    }
}
