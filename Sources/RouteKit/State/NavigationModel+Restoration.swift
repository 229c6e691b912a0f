#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension NavigationModel {
    /// At most this many entries of one tab are restored; more is not a real app's state.
    static let maxRestoredEntriesPerTab = 1_000

    /// The state as `Data` (JSON): per tab, each entry's manifest route name, route parameters and presentation.
    /// Routes that cannot be written as route parameters are saved by name only, and not restored. What an
    /// interceptor's redirect showed (a login wall) is not saved, nor what stands on it: the wall decides again.
    @_spi(CustomContainer) public func savedState() -> Data {
        let saved = SavedNavigationState(
            version: SavedNavigationState.currentVersion,
            selectedTab: state.selectedTab,
            tabs: state.tabs.map { tab in
                let entries = state.entries(in: tab).prefix { !$0.isRedirectTarget }
                return SavedNavigationState.Tab(name: tab, entries: entries.map(Self.saved))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Strings, numbers and arrays of them always encode.
        return (try? encoder.encode(saved)) ?? Data()
    }

    private static func saved(_ entry: NavigationEntry) -> SavedNavigationState.Entry {
        SavedNavigationState.Entry(
            route: entry.routeName,
            parameters: parameters(of: entry.intent.route).map { parameters in
                Dictionary(uniqueKeysWithValues: parameters.names.map { ($0, parameters[$0]) })
            },
            presentation: entry.presentation.savedName,
            awaitsResult: entry.awaitsResult)
    }

    private static func parameters(of route: any Route) -> RouteParameters? {
        (route as? any ParameterCodableRoute)?.parameters
    }

    /// Replaces the state with saved state, rebuilding each screen through the navigator's registrations (keyed by
    /// manifest route name). Each entry goes through the navigator's interceptors first (origin `.restoration`):
    /// one that cancels or redirects drops it, so a relaunch never brings back what the app would refuse now.
    /// Whatever cannot come back is dropped with what stands on it, and reported; unreadable
    /// data leaves the state as it was. Never traps, whatever the data.
    @discardableResult
    @_spi(CustomContainer) public func restore(from data: Data, navigator: Navigator) -> RestorationReport {
        var report = RestorationReport()
        let saved: SavedNavigationState
        do {
            saved = try JSONDecoder().decode(SavedNavigationState.self, from: data)
        } catch {
            report.dropped.append(.init(tab: "", position: 0, route: "", reason: .unreadable(String(describing: error))))
            return report
        }
        guard saved.version == SavedNavigationState.currentVersion else {
            report.dropped.append(.init(tab: "", position: 0, route: "", reason: .unreadable("version \(saved.version)")))
            return report
        }
        var edit = Edit()
        for index in state.stacks.indices { truncate(index, to: 0, &edit) }
        var restoredTabs = Set<String>()
        for tab in saved.tabs {
            guard let index = state.tabIndex[tab.name], restoredTabs.insert(tab.name).inserted else {
                for (position, entry) in tab.entries.enumerated() {
                    report.dropped.append(.init(tab: tab.name, position: position, route: entry.route, reason: .unknownTab))
                }
                continue
            }
            var dropping = false
            for (position, entry) in tab.entries.enumerated() {
                var reason: RestorationReport.Reason? = dropping ? .standsOnDropped : nil
                if reason == nil, position >= Self.maxRestoredEntriesPerTab { reason = .tooManyEntries }
                if reason == nil {
                    reason = restoreEntry(entry, into: index, navigator: navigator, &edit)
                }
                if let reason {
                    dropping = true
                    report.dropped.append(.init(tab: tab.name, position: position, route: entry.route, reason: reason))
                } else {
                    report.restoredCount += 1
                }
            }
        }
        if state.tabIndex[saved.selectedTab] != nil, saved.selectedTab != state.selectedTab {
            edit.previousSelectedTab = state.selectedTab
            state.selectedTab = saved.selectedTab
        }
        // Only the selected tab may have modal layers.
        for index in state.stacks.indices where state.tabs[index] != state.selectedTab {
            let base = state.stacks[index].baseCount
            for (offset, entry) in state.stacks[index].entries[base...].enumerated() {
                report.dropped.append(.init(tab: state.tabs[index], position: base + offset, route: entry.routeName,
                                            reason: offset == 0 ? .cannotPlace : .standsOnDropped))
                report.restoredCount -= 1
            }
            truncate(index, to: base, &edit)
        }
        commit(edit, .restored)
        return report
    }

    /// Rebuilds one entry on top of a tab; the reason when it cannot.
    private func restoreEntry(_ entry: SavedNavigationState.Entry, into tab: Int, navigator: Navigator,
                              _ edit: inout Edit) -> RestorationReport.Reason? {
        if entry.awaitsResult { return .awaitedResult }
        guard let known = navigator.typesByName[entry.route] else { return .unknownRoute }
        guard let routeType = known, let registration = navigator.registrations[routeType] else { return .ambiguousRoute }
        guard registration.showsScreen, let restorer = registration.restorer, let saved = entry.parameters else {
            return .notRestorable
        }
        guard let presentation = Presentation(savedName: entry.presentation),
              state.stacks[tab].accepts(presentation) else { return .cannotPlace }
        var parameters = RouteParameters()
        for (name, values) in saved { parameters[name] = values }
        let route: any Route
        do {
            route = try restorer.read(parameters)
        } catch {
            return .invalidParameters(String(describing: error))
        }
        let own = type(of: route).descriptor.presentation
        let intent = AnyIntent(route: route, presentation: presentation == own ? nil : presentation)
        let below = state.stacks[tab].entries.last.flatMap { screen(of: $0.id) }
        let request = NavigationRequest(intent: intent, origin: .restoration, source: below, redirectCount: 0,
                                        backStack: .none, placement: .asked)
        switch navigator.decide(request).0.kind {
        case .proceed: break
        case .cancel: return .intercepted
        case .redirect(let target): return .redirected(to: target.descriptor.name)
        }
        guard let screen = navigator.makeScreen(for: intent), self.entry(showing: screen) == nil else { return .notRestorable }
        append(intent, screen: screen, presentation: presentation, awaitsResult: false, to: tab, &edit)
        return nil
    }
}
