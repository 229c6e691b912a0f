import Foundation
import RouteKit

// The app-side types the "every feature" manifest names. This file imports only Foundation and RouteKit so
// RouteGenCoreTests can typecheck it with the generated file in plain `swiftc` runs.

/// A photo whose id travels in URLs (a custom `RouteParameterConvertible` extra and a result type).
public struct Photo: Sendable {
    public struct ID: RouteParameterConvertible {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Ids are `p` followed by digits, so a malformed id in a URL is a non-match.
        public init?(routeParameter: String) {
            guard routeParameter.hasPrefix("p"), routeParameter.count > 1,
                  routeParameter.dropFirst().allSatisfy({ ("0"..."9").contains($0) })
            else { return nil }
            rawValue = routeParameter
        }
        public var routeParameter: String { rawValue }
    }
}

/// An in-app value that never travels in URLs (Hashable, like every extra: route values are always Hashable).
public struct Draft: Hashable, Sendable {
    public var text: String
    public init(text: String) { self.text = text }
}

/// The screens the manifest names with `screen:`; each keeps what it was opened with.
@MainActor
public final class UserProfileViewController {
    public let route: Routes.UserProfile
    public init(route: Routes.UserProfile) { self.route = route }
}

@MainActor
public final class ArticleViewController {
    public let route: Routes.Article
    public init(route: Routes.Article) { self.route = route }
}

@MainActor
public final class PhotoPickerViewController {
    public let route: Routes.PhotoPicker
    public let result: ResultSink<Photo.ID>
    public init(route: Routes.PhotoPicker, result: ResultSink<Photo.ID>) {
        self.route = route
        self.result = result
    }
}

/// Opens `Routes.Web` and `Routes.Browse`, whose URL names (`url`, `user-id`, `parameters`) differ from their Swift
/// names.
@MainActor
public final class WebViewController {
    public let target: URL?
    public init(route: Routes.Web) { target = route.target }
    public init(route: Routes.Browse) { target = nil }
}

/// Remembers its route, so restoration tests can compare enum values after a round trip through saved state.
public final class ShelfViewController {
    public let route: Routes.Shelf
    public init(route: Routes.Shelf) { self.route = route }
}

/// Shows a route whose values came in a link's fragment.
public final class FragmentLinkViewController {
    public init(route: Routes.QrLogin) {}
    public init(route: Routes.AppBanner) {}
    public init(route: Routes.Chat) {}
    public init(route: Routes.StickerPack) {}
    public init(route: Routes.SharedFile) {}
}

/// Remembers its route: which site (subdomain) a link came on.
public final class SitePostViewController {
    public let route: Routes.SitePost
    public init(route: Routes.SitePost) { self.route = route }
}

@MainActor
public final class UserPhotoViewController {
    public let route: Routes.UserPhoto
    public init(route: Routes.UserPhoto) { self.route = route }
}

@MainActor
public final class PhotoCommentViewController {
    public let route: Routes.PhotoComment
    public init(route: Routes.PhotoComment) { self.route = route }
}
