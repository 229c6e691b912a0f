import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// A handler route with a result: a service another module starts for a value, no screen.
struct CartTotal: ResultRoute, Hashable {
    typealias Result = Int
    var cartID = "c1"
    static let descriptor = RouteDescriptor(name: "cartTotal", exposure: .internal, presentation: .push)
}

/// The routes a result handler was asked for, and what it answers.
@MainActor
final class CartService {
    var answer: Int? = 42
    private(set) var asked: [String] = []
    func total(_ route: CartTotal) async -> Int? {
        asked.append(route.cartID)
        await Task.yield()
        return answer
    }
}

@MainActor
@Suite("Navigator result handlers")
struct NavigatorResultHandlerTests {
    let presenter = RecordingPresenter()
    let navigator: Navigator
    let service = CartService()
    let observer = Recorder()

    init() {
        navigator = Navigator(presenter: presenter)
        navigator.register(CartTotal.self, handler: service.total)
        navigator.register(PhotoPicker.self) { PhotoPickerScreen(sink: $1) }
        navigator.register(Login.self) { _ in LoginScreen() }
        navigator.addObserver(observer)
    }

    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func callbackGetsTheHandlersValueExactlyOnceAndNoScreenIsShown() async {
        var results: [RouteResult<Int>] = []
        #expect(navigator.start(Intent(CartTotal(cartID: "c7"))) { results.append($0) }.succeeded)
        #expect(results.isEmpty)  // the handler is async: the value comes later
        await eventually { !results.isEmpty }
        await settle()
        #expect(results == [.ok(42)])
        #expect(service.asked == ["c7"])
        #expect(presenter.events.isEmpty)
        #expect(observer.completed == ["cartTotal:handled"])
    }

    @Test func asyncResultGetsTheHandlersValue() async {
        #expect(await navigator.result(for: Intent(CartTotal())) == .ok(42))
        #expect(await navigator.result(for: Intent(CartTotal(cartID: "c2"))).value == 42)
        #expect(service.asked == ["c1", "c2"])
    }

    @Test func handlerReturningNilCancels() async {
        service.answer = nil
        #expect(await navigator.result(for: Intent(CartTotal())) == .canceled)
    }

    @Test func unregisteredResultHandlerRouteCancelsAtOnce() {
        var results: [RouteResult<Int>] = []
        let bare = Navigator(presenter: RecordingPresenter())
        #expect(!bare.start(Intent(CartTotal())) { results.append($0) }.succeeded)
        #expect(results == [.canceled])
    }

    @Test func interceptorCancelOrRedirectCancelsAtOnceWithoutRunningTheHandler() async throws {
        var results: [RouteResult<Int>] = []
        let decide = Decide { _ in .cancel }
        navigator.addInterceptor(decide)
        #expect(!navigator.start(Intent(CartTotal())) { results.append($0) }.succeeded)
        #expect(results == [.canceled])
        navigator.removeInterceptor(decide)
        navigator.addInterceptor(Decide { $0.intent.route is CartTotal ? .redirect(Intent(Login())) : .proceed })
        #expect(navigator.start(Intent(CartTotal())) { results.append($0) }.succeeded)  // Login shown instead
        #expect(results == [.canceled, .canceled])
        await settle()
        #expect(results == [.canceled, .canceled])
        #expect(service.asked.isEmpty)
        #expect(presenter.events.map(\.description) == ["present LoginScreen"])
        #expect(observer.completed == ["login:present"])
    }

    @Test func redirectedToAResultHandlerTheHandlerRunsButTheCallerIsCanceled() async {
        navigator.addInterceptor(Decide { $0.intent.route is PhotoPicker ? .redirect(Intent(CartTotal(cartID: "r"))) : .proceed })
        var results: [RouteResult<String>] = []
        #expect(navigator.start(Intent(PhotoPicker())) { results.append($0) }.succeeded)
        #expect(results == [.canceled])
        await eventually { !service.asked.isEmpty }
        await settle()
        #expect(results == [.canceled])
        #expect(service.asked == ["r"])
        #expect(presenter.events.isEmpty)
    }

    @Test func startedWithoutCallbackTheHandlerStillRuns() async {
        #expect(navigator.start(Intent(CartTotal(cartID: "fire"))).succeeded)
        await eventually { !service.asked.isEmpty }
        #expect(service.asked == ["fire"])
    }

    @Test func reRegisteringReplacesTheHandler() async {
        navigator.register(CartTotal.self) { (_: CartTotal) async -> Int? in 7 }
        #expect(await navigator.result(for: Intent(CartTotal())) == .ok(7))
        #expect(service.asked.isEmpty)
    }
}
