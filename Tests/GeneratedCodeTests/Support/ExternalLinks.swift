import Foundation

extension Routes.External {
    /// Every link the fixture can build for this route: the generated `url` and `universalLink`, and the second
    /// scheme through RouteKit's `url(scheme:)`. Round-trip tests match each of them back.
    var links: [URL] {
        switch self {
        case .userProfile(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .article(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .files(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .search(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .alert(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .web(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .browse(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .userPhoto(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .shelf(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        // Hosts of its own, no scheme: its `url` is its universal link, on its site's subdomain when it has one.
        case .sitePost(let route): [route.url, route.universalLink]
        case .qrLogin(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .chat(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .appBanner(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .stickerPack(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        case .sharedFile(let route): [route.url, route.universalLink, route.url(scheme: "myapp-beta")]
        }
    }
}
