import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// The generated declarations apps write against: builders, memberwise defaults, descriptors, enums, conformances.
@Suite("Generated surface")
struct GeneratedSurfaceTests {
    @Test("Builders return intents for the route with the manifest's defaults")
    func builders() {
        let intent: Intent<Routes.UserProfile> = Routes.userProfile(id: 42)
        #expect(intent.route == Routes.UserProfile(id: 42, referrer: nil, tab: .posts, tags: [], source: nil))
        #expect(intent.presentation == nil)
        #expect(intent.effectivePresentation == .push)
        let search = Routes.search(query: "q", default: 1, tabs: [.media])
        #expect(search.route.default == 1)
        #expect(search.route.tabs == [.media])
        #expect(Routes.search(query: "q").route.default == 3)
        #expect(Routes.search(query: "q").route.hidden == [])
        #expect(Routes.logout().route == Routes.Logout())
        #expect(Routes.compose(draft: Draft(text: "hi")).route.draft.text == "hi")
    }

    @Test("Defaults of every kind, as written in the manifest")
    func defaults() {
        let article = Routes.Article(articleID: UUID(), slug: "s")
        #expect(article.page == 1 && article.ratio == 0.5 && article.flag == false && article.size == 7)
        #expect(article.greeting == "hi \"there\"")
        #expect(article.ids == nil && article.photo == nil && article.sort == nil)
    }

    @Test("Descriptors carry the manifest's name, exposure, presentation, sheet options, path and URL rules")
    func descriptors() {
        let profile = Routes.UserProfile.descriptor
        #expect(profile.name == "userProfile")
        #expect(profile.exposure == .external)
        #expect(profile.path == "/user/<int:id>")
        #expect(profile.urlConfiguration == URLConfiguration(schemes: ["myapp", "myapp-beta"], hosts: ["myapp.example.com"]))
        #expect(Routes.Article.descriptor.presentation == .wrapped)
        #expect(Routes.Search.descriptor.presentation == .custom("sheet"))
        #expect(Routes.PhotoPicker.descriptor.presentation == .present)
        // Sheet options: detents and the swipe, as written; the defaults where the manifest says nothing.
        #expect(Routes.PhotoPicker.descriptor.detents == [.medium, .large])
        #expect(Routes.PhotoPicker.descriptor.allowsInteractiveDismiss)
        #expect(!Routes.Compose.descriptor.allowsInteractiveDismiss)
        #expect(Routes.Compose.descriptor.detents.isEmpty)
        #expect(Routes.Settings.descriptor.exposure == .internal)
        #expect(Routes.Settings.descriptor.urlConfiguration == nil)
    }

    @Test("Manifest enums are string-backed, case-iterable and travel by case name (keywords included)")
    func enums() {
        #expect(Routes.ProfileTab.allCases == [.posts, .likes, .media, .default])
        #expect(Routes.ProfileTab.default.rawValue == "default")
        #expect(Routes.ProfileTab(routeParameter: "likes") == .likes)
        #expect(Routes.ProfileTab(routeParameter: "Likes") == nil)
        #expect(Routes.Sort.oldest.routeParameter == "oldest")
    }

    @Test("Every route and External are Hashable; result routes carry their Result type; restorable and parented routes")
    func conformances() {
        // Compile-time facts: these lines stop compiling if the conformance disappears.
        requireHashable(Routes.UserProfile.self)
        requireHashable(Routes.External.self)
        requireHashable(Routes.PhotoPicker.self)
        requireHashable(Routes.Settings.self)
        // `draft: Draft` is an app type on an internal route: Hashable all the same.
        requireHashable(Routes.Compose.self)
        requireHashable(Routes.PhotoComment.self)
        // Internal routes whose extras are route parameters are restorable; one with an app type is not.
        requireRestorable(Routes.Settings.self)
        requireRestorable(Routes.PhotoPicker.self)
        // An app type makes a route not restorable; a handler route is never in navigation state.
        let comment: Any.Type = Routes.PhotoComment.self, compose: Any.Type = Routes.Compose.self
        let logout: Any.Type = Routes.Logout.self
        #expect(!(comment is any RestorableRoute.Type))
        #expect(!(compose is any RestorableRoute.Type))
        #expect(!(logout is any RestorableRoute.Type))
        #expect(Routes.UserPhoto.ParentRoute.self == Routes.UserProfile.self)
        #expect(Routes.PhotoComment.ParentRoute.self == Routes.UserPhoto.self)
        #expect(Routes.Tab.allCases.map(\.rawValue) == ["home", "search", "profile"])
        #expect(Routes.UserPhoto.descriptor.tab == "profile")
        #expect(Routes.PhotoComment.descriptor.tab == nil)
        #expect(Routes.PhotoPicker.Result.self == Photo.ID.self)
        #expect(Routes.Compose.Result.self == String.self)
        #expect(!(Routes.Settings.self is any ExternalRoute.Type))
    }
}

private func requireHashable<T: Hashable>(_ type: T.Type) {}
private func requireRestorable<T: RestorableRoute>(_ type: T.Type) {}
