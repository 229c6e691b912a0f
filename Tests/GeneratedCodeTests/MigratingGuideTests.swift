import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing
import TestSupport

/// docs/migrating.md's Swift snippets, compiled and run here against the generated code of the "every feature"
/// manifest (whose `userProfile`, `photoPicker` and `files` routes are the guide's manifest; RouteGenCoreTests
/// checks that they agree). The last test fails when a snippet in the guide is not, line for line, in this file.
@MainActor
@Suite("docs/migrating.md: its Swift snippets compile and run")
struct MigratingGuideTests {
    typealias AppScreens = NavigationTests.AppScreens

    @Test("Registration, open and start show the manifest's screens")
    func openAndStart() throws {
        let navigator = Navigator(presenter: RecordingPresenter())
        Routes.register(on: navigator, screens: AppScreens())
        let presenter = try #require(navigator.presenter as? RecordingPresenter)

        navigator.open(URL(string: "myapp://user/42")!)
        navigator.start(Routes.userProfile(id: 42, referrer: "feed"))

        #expect(presenter.events.map(\.description) == ["push UserProfileViewController", "push UserProfileViewController"])
        #expect((presenter.topScreen as? UserProfileViewController)?.route.referrer == "feed")
    }

    @Test("An internal extra is set in the app and never read from a link")
    func internalExtra() throws {
        let navigator = Navigator(presenter: RecordingPresenter())
        Routes.register(on: navigator, screens: AppScreens())
        let presenter = try #require(navigator.presenter as? RecordingPresenter)

        navigator.start(Routes.userProfile(id: 42, source: "push-notification"))

        #expect((presenter.topScreen as? UserProfileViewController)?.route.source == "push-notification")
        #expect(navigator.open(try #require(URL(string: "myapp://user/42?source=link"))) == .shown)
        #expect((presenter.topScreen as? UserProfileViewController)?.route.source == nil)
    }

    @Test("A result route hands its value back once, by callback or await")
    func results() async throws {
        let navigator = Navigator(presenter: RecordingPresenter())
        Routes.register(on: navigator, screens: AppScreens())
        let presenter = try #require(navigator.presenter as? RecordingPresenter)

        navigator.start(Routes.photoPicker()) { result in
            if case .ok(let photo) = result { print("picked", photo) }
        }
        let first = try #require(presenter.topScreen as? PhotoPickerViewController)
        first.result.finish(Photo.ID("p1"))
        #expect(presenter.topScreen == nil)

        // The user picks a photo once the picker is shown.
        let user = Task { @MainActor in
            await eventually { presenter.topScreen != nil }
            (presenter.topScreen as? PhotoPickerViewController)?.result.finish(Photo.ID("p2"))
        }
        let picked = await navigator.result(for: Routes.photoPicker())
        await user.value
        #expect(picked == .ok(Photo.ID("p2")))
    }

    @Test("An interceptor cancels what a routing observer would have: links with ?preview= open nothing")
    func interceptorCancels() throws {
        let navigator = Navigator(presenter: RecordingPresenter())
        Routes.register(on: navigator, screens: AppScreens())
        navigator.addInterceptor(RefusePreviewLinks())
        let presenter = try #require(navigator.presenter as? RecordingPresenter)

        #expect(navigator.open(try #require(URL(string: "myapp://user/42?preview=1"))) != .shown)
        #expect(presenter.topScreen == nil)
        #expect(navigator.open(try #require(URL(string: "myapp://user/42"))) == .shown)
    }

    @Test("close is popOrDismiss: a pushed and a presented screen close the way they were shown")
    func closeIsPopOrDismiss() throws {
        let navigator = Navigator(presenter: RecordingPresenter())
        Routes.register(on: navigator, screens: AppScreens())
        let presenter = try #require(navigator.presenter as? RecordingPresenter)

        navigator.start(Routes.userProfile(id: 42))
        navigator.start(Routes.photoPicker())
        for _ in 0..<2 {
            let screen = try #require(presenter.topScreen)
            navigator.close(screen)
        }
        #expect(presenter.topScreen == nil)
        #expect(presenter.events.map(\.description).suffix(2) == ["dismiss PhotoPickerViewController", "pop UserProfileViewController"])
    }

    @Test("Every Swift snippet of docs/migrating.md is in this file, line for line")
    func guideSnippetsAreHere() throws {
        let guide = try String(contentsOf: Repository.url("docs/migrating.md"), encoding: .utf8)
        let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = here.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let snippets = guide.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        #expect(snippets.count >= 5)
        for snippet in snippets {
            let wanted = snippet.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let found = lines.indices.contains { start in
                start + wanted.count <= lines.count && Array(lines[start..<(start + wanted.count)]) == wanted
            }
            #expect(found, "not compiled here:\n\(snippet)")
        }
    }
}

/// Links that carry `?preview=` are not opened from outside the app.
final class RefusePreviewLinks: NavigationInterceptor {
    func navigator(_ navigator: Navigator, decide request: NavigationRequest) -> NavigationDecision {
        guard case .url(let url) = request.origin,
              let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems,
              items.contains(where: { $0.name == "preview" }) else { return .proceed }
        return .cancel
    }
}
