import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit  // registers and encodes the way generated code does

@MainActor
@Suite("NavigationModel: saving and restoring state")
struct NavigationRestorationTests {
    let app = NavigationHarness()
    static let photoID = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"

    /// A fresh app (new navigator, new model) restoring `data`.
    private func relaunch(_ data: Data, tabs: [String] = NavRoutes.Tab.allCases.map(\.rawValue)) -> (NavigationHarness, RestorationReport) {
        let next = NavigationHarness(tabs: tabs)
        let report = next.model.restore(from: data, navigator: next.navigator)
        return (next, report)
    }

    private func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aRoundTripRebuildsEveryScreenThroughTheRegistrations() throws {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "a b&c"))
        app.navigator.start(Intent(NavRoutes.Note(text: "sheet"), presentation: .custom("sheet")))
        app.start(NavRoutes.SearchHome())
        app.open("nav://profile/1/album/2/photo/\(Self.photoID)?zoom=2")
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Note(text: "in wizard"))
        let before = app.layout
        #expect(before == "home: home note:a b&c | search: search | *profile: profile1 album1.2 photo2 ^wizard note:in wizard")
        let data = app.model.savedState()
        let (next, report) = relaunch(data)
        #expect(report.dropped.isEmpty, "\(report)")
        #expect(report.restoredCount == 8)
        #expect(next.layout == before)
        #expect(next.changes.last?.cause == .restoration)
        // New screens, made by the registrations of the new navigator.
        #expect(next.top !== app.top)
        // Saved again, byte for byte the same: keys sorted, no ids, no Swift type names.
        #expect(next.model.savedState() == data)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("NavRoutes") && !text.contains("Note(") && text.contains("\"route\":\"note\""))
        // The sheet over home closed when the link left home (only the selected tab has modal layers).
        #expect(!text.contains("display:sheet"))
    }

    @Test func presentationOverridesAndCustomDisplaysAreSaved() throws {
        app.start(NavRoutes.Home())
        app.navigator.start(Intent(NavRoutes.Note(text: "n"), presentation: .custom("push")))
        let data = app.model.savedState()
        #expect(String(decoding: data, as: UTF8.self).contains("display:push"))
        let (next, report) = relaunch(data)
        #expect(report.dropped.isEmpty)
        #expect(next.model.state.visibleEntries.last?.presentation == .custom("push"))
        #expect(next.model.state.visibleEntries.last?.intent.presentation == .custom("push"))
    }

    @Test func restoredEntriesGoThroughTheInterceptorsAndARefusalDropsWhatStandsOnIt() throws {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "secret"))
        app.start(NavRoutes.Note(text: "above"))
        app.start(NavRoutes.SearchHome())
        let data = app.model.savedState()

        for (decision, reason) in [(NavigationDecision.cancel, RestorationReport.Reason.intercepted),
                                   (.redirect(Intent(NavRoutes.SearchHome())), .redirected(to: "searchHome"))] {
            let next = NavigationHarness()
            var seen: [String] = []
            next.navigator.addInterceptor(Decide { request in
                seen.append("\(request.intent.descriptor.name):\(request.origin)")
                return request.intent.route(as: NavRoutes.Note.self)?.text == "secret" ? decision : .proceed
            })
            let report = next.model.restore(from: data, navigator: next.navigator)
            #expect(next.layout == "home: home | *search: search | profile: -", "\(decision)")
            #expect(report.dropped.map(\.reason) == [reason, .standsOnDropped])
            #expect(report.dropped.map(\.position) == [1, 2])
            #expect(report.restoredCount == 2)
            // Every restored entry was asked about, with the restoration origin; nothing above a refusal was.
            #expect(seen == ["home:restoration", "note:restoration", "searchHome:restoration"])
        }
    }

    @Test func anEntryAwaitingAResultIsDroppedWithWhatStandsOnIt() {
        app.start(NavRoutes.Home())
        app.navigator.start(Intent(NavRoutes.Chooser())) { (_: RouteResult<Int>) in }
        app.start(NavRoutes.Note(text: "above"))
        app.start(NavRoutes.Profile(id: 4))
        let (next, report) = relaunch(app.model.savedState())
        #expect(next.layout == "home: home | search: - | *profile: profile4")
        #expect(report.dropped.map(\.reason) == [.awaitedResult, .standsOnDropped])
        #expect(report.dropped.map(\.route) == ["chooser", "note"])
        #expect(report.restoredCount == 2)
    }

    @Test func aResultRouteShownWithoutACallerIsRestoredAndStillCloses() throws {
        app.start(NavRoutes.Home())
        app.navigator.start(Intent(NavRoutes.Chooser()))
        let (next, report) = relaunch(app.model.savedState())
        #expect(report.dropped.isEmpty)
        let screen = try #require(next.top as? ResultScreen<Int>)
        screen.sink.finish(1)
        #expect(next.layout == "*home: home | search: - | profile: -")
    }

    @Test func aRouteWhoseExtrasAreNotRouteParametersIsNotRestorable() {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Wizard())
        app.start(NavRoutes.Composer(draft: Draft(text: "secret")))
        let data = app.model.savedState()
        #expect(!String(decoding: data, as: UTF8.self).contains("secret"))
        let (next, report) = relaunch(data)
        #expect(next.layout == "*home: home ^wizard | search: - | profile: -")
        #expect(report.dropped.map(\.reason) == [.notRestorable])
    }

    @Test func unknownRoutesRenamedExtrasAndUnknownTabsAreReportedNotFatal() throws {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "x"))
        app.start(NavRoutes.Profile(id: 3))
        app.start(NavRoutes.SearchHome())
        var object = try json(app.model.savedState())
        var tabs = try #require(object["tabs"] as? [[String: Any]])
        var home = try #require(tabs[0]["entries"] as? [[String: Any]])
        home[1]["parameters"] = ["body": ["x"]]            // `text` renamed `body`
        tabs[0]["entries"] = home
        var profile = try #require(tabs[2]["entries"] as? [[String: Any]])
        profile[0]["route"] = "person"                       // `profile` renamed `person`
        tabs[2]["entries"] = profile
        tabs[1]["name"] = "explore"                          // tab renamed
        object["tabs"] = tabs
        let (next, report) = relaunch(try JSONSerialization.data(withJSONObject: object))
        #expect(next.layout == "home: home | *search: - | profile: -")
        #expect(report.dropped.count == 3)
        guard report.dropped.count == 3 else { return }
        #expect(report.dropped[0].route == "note")
        if case .invalidParameters(let why) = report.dropped[0].reason {
            #expect(why.contains("text"))
        } else {
            Issue.record("renamed extra: \(report.dropped[0].reason)")
        }
        #expect(report.dropped[1].tab == "explore" && report.dropped[1].reason == .unknownTab)
        #expect(report.dropped[2].reason == .unknownRoute && report.dropped[2].route == "person")
        // The saved selection names a tab the model has: it is selected, though its entries were not restored.
        #expect(next.model.state.selectedTab == "search")
    }

    @Test("Garbage, truncated data, another version, wrong shapes: nothing restored, nothing changed, no trap",
          arguments: [
            "", "null", "[]", "{}", "\u{0}\u{1}garbage", "{\"version\":2,\"selectedTab\":\"home\",\"tabs\":[]}",
            "{\"version\":1,\"selectedTab\":\"home\",\"tabs\":[{\"name\":\"home\",\"entries\":[{\"route\":7}]}]}",
            "{\"version\":1,\"selectedTab\":\"home\",\"tabs\":\"home\"}",
            "{\"version\":1e400,\"selectedTab\":\"home\",\"tabs\":[]}",
            String(repeating: "[", count: 100_000), String(repeating: "{\"a\":", count: 50_000),
          ])
    func unreadableData(text: String) {
        app.start(NavRoutes.Home())
        let report = app.model.restore(from: Data(text.utf8), navigator: app.navigator)
        #expect(report.restoredCount == 0)
        #expect(report.dropped.count == 1)
        if case .unreadable = report.dropped.first?.reason {} else { Issue.record("\(report)") }
        #expect(app.layout == "*home: home | search: - | profile: -")
    }

    @Test func everyTruncationOfSavedDataIsUnreadableOrAPrefix() {
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "a"))
        app.open("nav://profile/1/album/2")
        let data = app.model.savedState()
        for length in stride(from: 0, to: data.count, by: 3) {
            let (_, report) = relaunch(data.prefix(length))
            #expect(report.restoredCount == 0, "a prefix of JSON is not JSON (\(length))")
        }
    }

    @Test func hostileEntriesAreDroppedOneByOne() throws {
        let entries: [[String: Any]] = [
            ["route": "home", "parameters": [String: Any](), "presentation": "push", "awaitsResult": false],
            ["route": "note", "parameters": ["text": ["a", "b"]], "presentation": "push", "awaitsResult": false],
        ]
        let odd: [[String: Any]] = [
            ["route": "profile", "parameters": ["id": ["1"]], "presentation": "teleport", "awaitsResult": false],
        ]
        let ping: [[String: Any]] = [
            ["route": "ping", "parameters": [String: Any](), "presentation": "push", "awaitsResult": false],
        ]
        let object: [String: Any] = [
            "version": 1, "selectedTab": "home",
            "tabs": [["name": "home", "entries": entries], ["name": "profile", "entries": odd],
                     ["name": "search", "entries": ping], ["name": "home", "entries": entries]],
        ]
        let (next, report) = relaunch(try JSONSerialization.data(withJSONObject: object))
        #expect(next.layout == "*home: home | search: - | profile: -")
        #expect(report.dropped.map(\.reason).count == 5)
        #expect(report.dropped.first?.route == "note")
        #expect(report.dropped.contains { $0.route == "profile" && $0.reason == .cannotPlace })
        #expect(report.dropped.contains { $0.route == "ping" && $0.reason == .notRestorable })
        #expect(report.dropped.filter { $0.reason == .unknownTab }.count == 2, "a tab saved twice is read once")
    }

    @Test func aHugeTabIsCut() throws {
        let entry: [String: Any] = ["route": "note", "parameters": ["text": ["x"]], "presentation": "push", "awaitsResult": false]
        let object: [String: Any] = [
            "version": 1, "selectedTab": "home",
            "tabs": [["name": "home", "entries": Array(repeating: entry, count: NavigationModel.maxRestoredEntriesPerTab + 5)]],
        ]
        let (next, report) = relaunch(try JSONSerialization.data(withJSONObject: object))
        #expect(next.model.state.entryCount == NavigationModel.maxRestoredEntriesPerTab)
        #expect(report.dropped.first?.reason == .tooManyEntries)
        #expect(report.dropped.count == 5)
    }

    @Test func modalLayersOutsideTheSelectedTabAreDropped() throws {
        let entries: [[String: Any]] = [
            ["route": "home", "parameters": [String: Any](), "presentation": "push", "awaitsResult": false],
            ["route": "wizard", "parameters": [String: Any](), "presentation": "wrapped", "awaitsResult": false],
            ["route": "note", "parameters": ["text": ["x"]], "presentation": "push", "awaitsResult": false],
        ]
        let object: [String: Any] = [
            "version": 1, "selectedTab": "search", "tabs": [["name": "home", "entries": entries]],
        ]
        let (next, report) = relaunch(try JSONSerialization.data(withJSONObject: object))
        #expect(next.layout == "home: home | *search: - | profile: -")
        #expect(report.dropped.map(\.reason) == [.cannotPlace, .standsOnDropped])
        #expect(report.restoredCount == 1)
    }

    @Test func twoRegisteredTypesWithOneNameCannotBeRestored() {
        struct OtherNote: Route, RestorableRoute, Hashable {
            static let descriptor = RouteDescriptor(name: "note", exposure: .internal)
            init(parameters: RouteParameters) throws {}
            var parameters: RouteParameters { RouteParameters() }
        }
        app.start(NavRoutes.Home())
        app.start(NavRoutes.Note(text: "n"))
        let next = NavigationHarness()
        next.navigator.registerScreen(OtherNote.self) { _ in PlainScreen("other") }
        let report = next.model.restore(from: app.model.savedState(), navigator: next.navigator)
        #expect(report.dropped.map(\.reason) == [.ambiguousRoute])
        #expect(next.layout == "*home: home | search: - | profile: -")
    }

    @Test func restoringReplacesTheStateAndReleasesItsScreens() {
        weak var old: Screen?
        do {
            app.start(NavRoutes.Home())
            app.start(NavRoutes.Note(text: "old"))
            old = app.top
        }
        let log = ResultLog<String>()
        app.navigator.start(Intent(NavRoutes.Picker())) { log.add($0) }
        let other = NavigationHarness()
        other.start(NavRoutes.Profile(id: 1))
        app.model.restore(from: other.model.savedState(), navigator: app.navigator)
        #expect(app.layout == "home: - | search: - | *profile: profile1")
        #expect(old == nil)
        #expect(log.results == [.canceled])
    }
}
