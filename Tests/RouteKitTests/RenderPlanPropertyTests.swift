import PropertyBased
import Testing
@_spi(CustomContainer) @testable import RouteKit

/// The renderer's plan, applied to a model of UIKit's containers one transition at a time, always ends in the
/// layout the state asks for, and never asks UIKit for something it refuses.
@Suite("RenderPlan: from any shown layout to any state")
struct RenderPlanPropertyTests {
    static let tabs = ["home", "search", "profile"]
    static let pairs = 1_000

    /// UIKit's containers as the plan sees them: a navigation controller per tab, a tab bar, and the chain of presented
    /// view controllers. Each operation is checked as UIKit would (a screen in one container at a time, no tab
    /// switch under a presented sheet, a transition only once the last one ended).
    struct Containers {
        var layout: RenderLayout
        var transitionInFlight = false

        /// Applies one operation; whether it started a transition.
        mutating func apply(_ operation: RenderOperation) throws -> Bool {
            guard !transitionInFlight else { throw Refusal("\(operation) during a transition") }
            switch operation {
            case .setStack(let tab, let ids):
                guard let index = layout.tabs.firstIndex(of: tab) else { throw Refusal("unknown tab \(tab)") }
                layout.stacks[index] = ids
            case .setLayerStack(let layer, let ids):
                guard layout.presented.indices.contains(layer), layout.presented[layer].hasStack,
                      ids.first == layout.presented[layer].opener else { throw Refusal("\(operation) on \(layout.presented)") }
                layout.presented[layer].entries = ids
            case .selectTab(let tab):
                guard layout.presented.isEmpty else { throw Refusal("tab switch under a presented layer") }
                guard layout.tabs.contains(tab) else { throw Refusal("unknown tab \(tab)") }
                layout.selectedTab = tab
            case .dismiss(let layer):
                guard layout.presented.indices.contains(layer) else { throw Refusal("dismissing absent layer \(layer)") }
                layout.presented.removeSubrange(layer...)
                transitionInFlight = true
            case .present(let layer):
                guard layer.entries.first == layer.opener, layer.hasStack || layer.entries.count == 1 else {
                    throw Refusal("malformed layer \(layer)")
                }
                layout.presented.append(layer)
                transitionInFlight = true
            }
            let all = layout.stacks.joined() + layout.presented.flatMap(\.entries)
            guard Set(all).count == all.count else { throw Refusal("a screen in two containers after \(operation)") }
            return transitionInFlight
        }
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Carries the plan out as the UIKit renderer does: operations in order up to a transition, then, once it
    /// ended, a new plan from what is shown. Returns the rounds it took.
    static func render(from shown: RenderLayout, to target: RenderLayout) throws -> Int {
        var containers = Containers(layout: shown)
        for round in 0..<16 {
            let operations = RenderPlan.operations(from: containers.layout, to: target)
            if operations.isEmpty {
                guard containers.layout == target else { throw Refusal("no operation left, yet \(containers.layout)") }
                return round
            }
            for operation in operations where try containers.apply(operation) { break }
            containers.transitionInFlight = false
        }
        throw Refusal("not done after 16 rounds")
    }

    /// A well-formed state: every tab a stack of pushes; the selected one also modal layers, pushes only on
    /// `.wrapped` ones. Ids from `nextID` up, so entries of two states are the same entry only when derived.
    static func state(_ rng: inout some RandomNumberGenerator, from base: NavigationState? = nil, nextID: inout UInt64) -> NavigationState {
        var state = NavigationState(tabs: tabs, selectedTab: tabs.randomElement(using: &rng))
        func entry(_ presentation: Presentation) -> NavigationEntry {
            defer { nextID += 1 }
            return NavigationEntry(id: .init(value: nextID), intent: AnyIntent(route: NavRoutes.Note(text: "\(nextID)")),
                                   presentation: presentation, awaitsResult: false)
        }
        for (index, tab) in tabs.enumerated() {
            // Derived: the base's entries cut back at random, as the model's truncations do.
            if let base {
                var kept = Array(base.entries(in: tab).prefix(Int.random(in: 0...4, using: &rng)))
                if tab != state.selectedTab, let firstModal = kept.dropFirst().firstIndex(where: { $0.presentation != .push }) {
                    kept = Array(kept[..<firstModal])
                }
                for old in kept { state.stacks[index].append(old) }
            }
            for _ in 0..<Int.random(in: 0...3, using: &rng) where state.stacks[index].acceptsPush {
                state.stacks[index].append(entry(.push))
            }
            guard tab == state.selectedTab else { continue }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                if state.stacks[index].entries.isEmpty { state.stacks[index].append(entry(.push)) }
                let opener = [Presentation.present, .wrapped, .cover, .custom("card")].randomElement(using: &rng)!
                state.stacks[index].append(entry(opener))
                if opener == .wrapped {
                    for _ in 0..<Int.random(in: 0...2, using: &rng) { state.stacks[index].append(entry(.push)) }
                }
            }
        }
        return state
    }

    static var statePairs: Generator<(RenderLayout, RenderLayout), Shrink.None<(RenderLayout, RenderLayout)>> {
        Generator { rng in
            var nextID: UInt64 = 1
            let shown = state(&rng, nextID: &nextID)
            // Half the pairs share entries (a navigation from the shown state), half have none in common.
            let derived = Bool.random(using: &rng)
            let target = state(&rng, from: derived ? shown : nil, nextID: &nextID)
            return (RenderLayout(shown), RenderLayout(target))
        }
    }

    @Test("Any shown layout reaches any state's layout, one transition at a time (1,000 random pairs)")
    func reachesTheTarget() async {
        await propertyCheck(count: Self.pairs, input: Self.statePairs) { shown, target in
            do {
                let rounds = try Self.render(from: shown, to: target)
                // A round per transition (a dismissal, then one presentation per missing layer), and the last one,
                // which finds nothing left to do.
                #expect(rounds <= target.presented.count + 2, "from \(shown) to \(target)")
            } catch {
                Issue.record("\(error): from \(shown) to \(target)")
            }
        }
    }

    @Test("A layout that is already shown needs no operation")
    func shownLayoutIsStable() async {
        await propertyCheck(count: 200, input: Self.statePairs) { _, target in
            #expect(RenderPlan.operations(from: target, to: target).isEmpty)
        }
    }

    @Test("A sheet over another tab is dismissed before the tab switch, and the new sheet presented after it")
    func tabSwitchOrder() {
        let id = { NavigationEntry.ID(value: $0) }
        let sheet = RenderLayout.Layer(opener: id(3), presentation: .present, entries: [id(3)])
        let shown = RenderLayout(tabs: ["a", "b"], stacks: [[id(1)], [id(2)]], selectedTab: "a", presented: [sheet])
        let cover = RenderLayout.Layer(opener: id(4), presentation: .cover, entries: [id(4)])
        let target = RenderLayout(tabs: ["a", "b"], stacks: [[id(1)], [id(2)]], selectedTab: "b", presented: [cover])
        #expect(RenderPlan.operations(from: shown, to: target) == [.dismiss(fromLayer: 0), .selectTab("b"), .present(cover)])
    }
}
