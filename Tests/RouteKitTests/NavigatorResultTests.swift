import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// A result route shown by push, to check closing by pop.
struct ColorPicker: ResultRoute, Hashable {
    typealias Result = Int
    static let descriptor = RouteDescriptor(name: "colorPicker", exposure: .internal, presentation: .push)
}

@MainActor
final class ColorPickerScreen: TestScreenBase {
    let sink: ResultSink<Int>
    init(sink: ResultSink<Int>) {
        self.sink = sink
        super.init()
    }
}

@MainActor
@Suite("Navigator start-for-result")
struct NavigatorResultTests {
    let presenter = RecordingPresenter()
    let navigator: Navigator

    init() {
        navigator = Navigator(presenter: presenter)
        navigator.register(PhotoPicker.self) { PhotoPickerScreen(sink: $1) }
        navigator.register(ColorPicker.self) { ColorPickerScreen(sink: $1) }
        navigator.register(Login.self) { _ in LoginScreen() }
    }

    private var log: [String] { presenter.events.map(\.description) }

    @Test func presentedResultScreenIsDismissedAndDeliversExactlyOnce() throws {
        var results: [RouteResult<String>] = []
        #expect(navigator.start(Intent(PhotoPicker())) { results.append($0) }.succeeded)
        let screen = try #require(presenter.topScreen as? PhotoPickerScreen)
        #expect(results.isEmpty)
        screen.sink.finish("photo-1")
        screen.sink.finish("photo-2")
        screen.sink.cancel()
        #expect(results == [.ok("photo-1")])
        #expect(screen.sink.isCompleted)
        #expect(log == ["present PhotoPickerScreen", "dismiss PhotoPickerScreen"])
        #expect(presenter.shownScreens.isEmpty)
    }

    @Test func pushedResultScreenIsPoppedOnCancel() throws {
        var results: [RouteResult<Int>] = []
        navigator.start(Intent(Login()))
        #expect(navigator.start(Intent(ColorPicker())) { results.append($0) }.succeeded)
        let screen = try #require(presenter.topScreen as? ColorPickerScreen)
        screen.sink.cancel()
        screen.sink.finish(3)
        #expect(results == [.canceled])
        #expect(log == ["present LoginScreen", "push ColorPickerScreen", "pop ColorPickerScreen"])
        #expect(presenter.shownScreens.count == 1)
    }

    @Test func intentPresentationOverrideIsHowItIsClosed() throws {
        var result: RouteResult<Int>?
        navigator.start(Intent(ColorPicker(), presentation: .present)) { result = $0 }
        try #require(presenter.topScreen as? ColorPickerScreen).sink.finish(9)
        #expect(result == .ok(9))
        #expect(log == ["present ColorPickerScreen", "dismiss ColorPickerScreen"])
    }

    @Test func asyncResultUnderPush() async throws {
        async let result = navigator.result(for: Intent(ColorPicker()))
        await eventually { presenter.topScreen != nil }
        let screen = try #require(presenter.topScreen as? ColorPickerScreen)
        screen.sink.finish(42)
        #expect(await result == .ok(42))
        #expect(log == ["push ColorPickerScreen", "pop ColorPickerScreen"])
    }

    @Test func asyncResultUnderPresent() async throws {
        let task = Task { await navigator.result(for: Intent(PhotoPicker())) }
        await eventually { presenter.topScreen != nil }
        try #require(presenter.topScreen as? PhotoPickerScreen).sink.finish("p")
        #expect(await task.value == .ok("p"))
        #expect(log == ["present PhotoPickerScreen", "dismiss PhotoPickerScreen"])
    }

    @Test func userClosingTheScreenDeliversCanceledOnce() throws {
        var results: [RouteResult<String>] = []
        navigator.start(Intent(PhotoPicker())) { results.append($0) }
        let screen = try #require(presenter.topScreen as? PhotoPickerScreen)
        presenter.closeByUser(screen)
        screen.sink.finish("too late")
        #expect(results == [.canceled])
        #expect(log == ["present PhotoPickerScreen", "user closed PhotoPickerScreen (present)"])
    }

    @Test func resultIsCanceledAtOnceWhenNothingIsShown() {
        var results: [RouteResult<String>] = []
        let bare = Navigator(presenter: RecordingPresenter())
        #expect(!bare.start(Intent(PhotoPicker())) { results.append($0) }.succeeded)
        presenter.canShow = false
        #expect(!navigator.start(Intent(PhotoPicker())) { results.append($0) }.succeeded)
        presenter.canShow = true
        navigator.addInterceptor(Decide { $0.intent.route is PhotoPicker ? .redirect(Intent(Login())) : .proceed })
        #expect(navigator.start(Intent(PhotoPicker())) { results.append($0) }.succeeded)  // Login shown instead
        #expect(results == [.canceled, .canceled, .canceled])
        #expect(log == ["present LoginScreen"])
    }

    @Test func resultScreenStartedWithoutCallbackStillClosesItself() throws {
        #expect(navigator.start(Intent(PhotoPicker())).succeeded)
        try #require(presenter.topScreen as? PhotoPickerScreen).sink.finish("ignored")
        #expect(log == ["present PhotoPickerScreen", "dismiss PhotoPickerScreen"])
    }

    @Test func plainScreenForAResultRouteCancelsWhenClosedByUser() throws {
        navigator.register(PhotoPicker.self) { (_: PhotoPicker) in PlainScreen("no sink") }
        var results: [RouteResult<String>] = []
        navigator.start(Intent(PhotoPicker())) { results.append($0) }
        #expect(results.isEmpty)
        presenter.closeByUser(try #require(presenter.topScreen))
        #expect(results == [.canceled])
    }

    @Test func closedResultScreenIsReleased() throws {
        weak var weakScreen: PhotoPickerScreen?
        weak var weakSink: ResultSink<String>?
        var result: RouteResult<String>?
        do {
            navigator.start(Intent(PhotoPicker())) { result = $0 }
            let screen = try #require(presenter.topScreen as? PhotoPickerScreen)
            weakScreen = screen
            weakSink = screen.sink
            screen.sink.finish("done")
        }
        #expect(result == .ok("done"))
        #expect(weakScreen == nil)
        #expect(weakSink == nil)
    }

    @Test func userClosedResultScreenIsReleased() throws {
        weak var weakScreen: PhotoPickerScreen?
        do {
            navigator.start(Intent(PhotoPicker())) { _ in }
            let screen = try #require(presenter.topScreen as? PhotoPickerScreen)
            weakScreen = screen
            presenter.closeByUser(screen)
        }
        #expect(weakScreen == nil)
    }
}
