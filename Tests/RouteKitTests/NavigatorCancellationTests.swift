import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// A handler route whose service waits until it is cancelled (or told to answer).
struct SlowQuote: ResultRoute, Hashable {
    typealias Result = Int
    static let descriptor = RouteDescriptor(name: "slowQuote", exposure: .internal, presentation: .push)
}

/// Records whether the handler's task saw its cancellation.
@MainActor
final class SlowQuoteService {
    private(set) var started = 0
    private(set) var sawCancellation = 0
    private(set) var finished = 0

    func quote(_ route: SlowQuote) async -> Int? {
        started += 1
        // Until cancelled: the sleep ends early, throwing, when the task is.
        try? await Task.sleep(nanoseconds: 600_000_000_000)
        guard Task.isCancelled else { return nil }
        sawCancellation += 1
        return 7  // ignored: an abandoned caller already got `.canceled`
    }
}

@MainActor
@Suite("Navigator cancellation: async callers and async handlers")
struct NavigatorCancellationTests {
    let presenter = RecordingPresenter()
    let navigator: Navigator
    let service = SlowQuoteService()

    init() {
        navigator = Navigator(presenter: presenter)
        navigator.register(SlowQuote.self, handler: service.quote)
        navigator.register(PhotoPicker.self) { PhotoPickerScreen(sink: $1) }
        navigator.register(Login.self) { _ in LoginScreen() }
    }

    @Test func cancellingTheWaitingTaskClosesTheScreenItShowedAndReturnsCanceled() async {
        let navigator = navigator
        let waiting = Task { await navigator.result(for: Intent(PhotoPicker())) }
        await eventually { presenter.topScreen is PhotoPickerScreen }
        #expect(presenter.events.map(\.description) == ["present PhotoPickerScreen"])
        waiting.cancel()
        #expect(await waiting.value == .canceled)
        #expect(presenter.events.map(\.description) == ["present PhotoPickerScreen", "dismiss PhotoPickerScreen"])
        #expect(presenter.shownScreens.isEmpty)
    }

    @Test func aTaskCancelledBeforeItAsksShowsNothing() async {
        let navigator = navigator
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await navigator.result(for: Intent(PhotoPicker()))
        }
        #expect(await waiting.value == .canceled)
        #expect(presenter.events.isEmpty)
    }

    @Test func aFinishedResultIsNotUndoneByALateCancellation() async throws {
        let navigator = navigator
        let waiting = Task { await navigator.result(for: Intent(PhotoPicker())) }
        await eventually { presenter.topScreen is PhotoPickerScreen }
        try #require(presenter.topScreen as? PhotoPickerScreen).sink.finish("p")
        waiting.cancel()
        #expect(await waiting.value == .ok("p"))
        #expect(presenter.events.map(\.description) == ["present PhotoPickerScreen", "dismiss PhotoPickerScreen"])
    }

    @Test func cancellingTheWaitingTaskCancelsTheHandlersTask() async {
        let navigator = navigator
        let waiting = Task { await navigator.result(for: Intent(SlowQuote())) }
        await eventually { service.started == 1 }
        waiting.cancel()
        #expect(await waiting.value == .canceled)
        await eventually { service.sawCancellation == 1 }
        #expect(service.sawCancellation == 1)
    }

    @Test func closingTheCallersScreenCancelsTheHandlerAndTheCallerGetsCanceled() async {
        let caller = LoginScreen()
        #expect(presenter.show(ShowRequest(intent: AnyIntent(Intent(Login())), screen: caller, presentation: .present,
                                           source: nil, origin: .start)))
        var results: [RouteResult<Int>] = []
        #expect(navigator.start(Intent(SlowQuote()), from: caller) { results.append($0) }.succeeded)
        await eventually { service.started == 1 }
        navigator.close(caller)
        #expect(results == [.canceled])
        await eventually { service.sawCancellation == 1 }
        #expect(service.sawCancellation == 1)
        #expect(results == [.canceled])
    }

    @Test func aHandlerWhoseCallerStaysOpenIsNotCancelled() async {
        let caller = LoginScreen()
        var results: [RouteResult<Int>] = []
        #expect(navigator.start(Intent(SlowQuote()), from: caller) { results.append($0) }.succeeded)
        await eventually { service.started == 1 }
        // Closing another screen would abandon the result at once (the caller's `.canceled` is delivered in `close`).
        let other = LoginScreen()
        navigator.close(other)
        #expect(results.isEmpty)
        withExtendedLifetime(caller) {}
        navigator.close(caller)
        await eventually { service.sawCancellation == 1 }
        #expect(results == [.canceled])
    }

    @Test func resettingTheModelCancelsRunningHandlersEvenWithoutACallerScreen() async {
        let model = NavigationModel()
        let navigator = Navigator(presenter: model)
        navigator.register(SlowQuote.self, handler: service.quote)
        var results: [RouteResult<Int>] = []
        #expect(navigator.start(Intent(SlowQuote())) { results.append($0) }.succeeded)
        await eventually { service.started == 1 }
        model.reset()
        #expect(results == [.canceled])
        await eventually { service.sawCancellation == 1 }
        #expect(service.sawCancellation == 1)
    }
}
