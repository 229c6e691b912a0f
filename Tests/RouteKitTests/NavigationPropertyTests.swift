import Foundation
import PropertyBased
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// Random sequences of starts, links, closes, user truncations, tab taps, finishes and restorations never break
/// the model's invariants: every result is delivered exactly once (and only once its screen left), the state is
/// well formed, and no screen outlives its entry.
@MainActor
@Suite("NavigationModel: invariants under random navigation")
struct NavigationPropertyTests {
    /// One step, with random numbers the step interprets against the current state.
    struct Step: Sendable, CustomStringConvertible {
        var kind: Int
        var a: Int
        var b: Int
        var description: String { "\(kind):\(a):\(b)" }
    }

    static var steps: Generator<[Step], Shrink.None<[Step]>> {
        Generator { rng in
            (0..<Int.random(in: 1...60, using: &rng)).map { _ in
                Step(kind: Int.random(in: 0..<14, using: &rng), a: Int.random(in: 0..<1_000, using: &rng),
                     b: Int.random(in: 0..<1_000, using: &rng))
            }
        }
    }

    /// A start-for-result the test waits on.
    final class Waiting {
        var entry: NavigationEntry.ID?
        /// The model the entry is in; an entry of a model replaced by a relaunch is gone.
        weak var model: NavigationModel?
        var deliveries = 0
    }

    static let links = [
        "nav://profile/1", "nav://profile/2/album/3", "nav://profile/1/album/3/photo/6ba7b810-9dad-11d1-80b4-00c04fd430c8",
        "nav://ping", "nav://nowhere",
    ]

    @Test("Random navigation keeps every invariant")
    func invariants() async {
        await propertyCheck(count: 300, input: Self.steps) { steps in
            var app = NavigationHarness()
            var waiting: [Waiting] = []
            var everShown: [WeakScreen] = []
            for (index, step) in steps.enumerated() {
                let context = "step \(index) of \(steps)"
                Self.perform(step, on: &app, waiting: &waiting)
                everShown += app.model.state.tabs.flatMap { app.model.state.entries(in: $0) }.compactMap { app.model.screen(of: $0.id).map(WeakScreen.init) }
                Self.check(app, waiting: waiting, everShown: everShown, context)
            }
            app.model.reset()
            #expect(waiting.allSatisfy { $0.deliveries == 1 }, "after reset every result arrived once: \(steps)")
            #expect(everShown.allSatisfy { $0.screen == nil }, "no screen outlives the state: \(steps)")
        }
    }

    static func perform(_ step: Step, on app: inout NavigationHarness, waiting: inout [Waiting]) {
        let entries = app.model.state.tabs.flatMap { app.model.state.entries(in: $0) }
        let some = entries.isEmpty ? nil : entries[step.a % entries.count]
        switch step.kind {
        case 0:
            let routes: [any Route] = [NavRoutes.Home(), NavRoutes.SearchHome(), NavRoutes.Profile(id: step.b % 3),
                                       NavRoutes.Note(text: "\(step.b)"), NavRoutes.Wizard(), NavRoutes.SignIn(),
                                       NavRoutes.Composer(draft: Draft(text: "d"))]
            start(routes[step.b % routes.count], from: step.a % 2 == 0 ? some.flatMap({ app.model.screen(of: $0.id) }) : nil, on: app)
        case 1, 2:
            let log = Waiting()
            waiting.append(log)
            let done: Bool
            if step.kind == 1 {
                done = app.navigator.start(Intent(NavRoutes.Picker()), from: some.flatMap({ app.model.screen(of: $0.id) })) { _ in log.deliveries += 1 }.succeeded
            } else {
                done = app.navigator.start(Intent(NavRoutes.Chooser()), from: some.flatMap({ app.model.screen(of: $0.id) })) { _ in log.deliveries += 1 }.succeeded
            }
            if done {
                log.entry = app.model.state.tabs.flatMap { app.model.state.entries(in: $0) }.map(\.id).max()
                log.model = app.model
            }
        case 3: app.open(links[step.b % links.count])
        case 4: if let screen = some.flatMap({ app.model.screen(of: $0.id) }) { app.navigator.close(screen) }
        case 5: app.model.userClosed(some?.id ?? NavigationEntry.ID(value: UInt64(step.b)))
        case 6: app.model.userReturned(to: some?.id ?? NavigationEntry.ID(value: UInt64(step.b)))
        case 7: app.model.userSelected(app.model.state.tabs[step.b % 3])
        case 8: app.model.dismissSheets()
        case 9: app.model.popToRoot(tab: app.model.state.tabs[step.b % 3])
        case 10:
            if let picker = some.flatMap({ app.model.screen(of: $0.id) }) as? ResultScreen<String> {
                step.b % 2 == 0 ? picker.sink.finish("x") : picker.sink.cancel()
            } else if let chooser = some.flatMap({ app.model.screen(of: $0.id) }) as? ResultScreen<Int> {
                step.b % 2 == 0 ? chooser.sink.finish(1) : chooser.sink.cancel()
            }
        case 11:
            // Relaunch: the waiting callers are gone with the old navigator; their results were owed by it.
            let data = app.model.savedState()
            app.model.reset()
            app = NavigationHarness()
            app.model.restore(from: data, navigator: app.navigator)
        case 12: app.model.backStackPolicy = step.b % 2 == 0 ? .reuseParent : .pushOnTop
        default:
            // A report with an id the model handed out long ago, or never, or one still shown.
            app.model.userClosed(NavigationEntry.ID(value: UInt64(step.b)))
        }
    }

    static func start(_ route: any Route, from source: Screen?, on app: NavigationHarness) {
        func open<R: Route>(_ route: R) { app.navigator.start(Intent(route), from: source, backStack: source == nil ? .parents : .none) }
        open(route)
    }

    static func check(_ app: NavigationHarness, waiting: [Waiting], everShown: [WeakScreen], _ context: String) {
        let state = app.model.state
        var seen = Set<ObjectIdentifier>()
        for tab in state.tabs {
            let entries = state.entries(in: tab)
            // Ids grow bottom to top: nothing was inserted under an entry, nothing stands over a removed one.
            #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.id < $1.id }, "\(context)")
            for entry in entries {
                let screen = app.model.screen(of: entry.id)
                #expect(screen.map { seen.insert(ObjectIdentifier($0)).inserted } == true, "a screen shown twice: \(context)")
                #expect(screen.flatMap { app.model.entry(showing: $0)?.id } == entry.id, "\(context)")
                #expect(app.model.tab(of: entry.id) == tab, "\(context)")
            }
            let layers = state.layers(in: tab)
            if tab != state.selectedTab { #expect(layers.count <= 1, "modal layers only over the selected tab: \(context)") }
            for layer in layers.dropFirst() where layer.first?.presentation != .wrapped {
                #expect(layer.count == 1, "a push only on a navigation stack: \(context)")
            }
        }
        for log in waiting {
            let shown = log.model === app.model && log.entry.flatMap { app.model.entry($0) } != nil
            #expect(log.deliveries == (shown ? 0 : 1), "result delivered once, when its screen left: \(context)")
        }
        for weak in everShown where weak.screen != nil {
            #expect(weak.screen.flatMap { app.model.entry(showing: $0) } != nil, "a screen outlived its entry: \(context)")
        }
    }
}

@MainActor
struct WeakScreen {
    weak var screen: Screen?
    init(_ screen: Screen) { self.screen = screen }
}
