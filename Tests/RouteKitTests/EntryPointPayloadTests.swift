import Foundation
import PropertyBased
import Testing
@_spi(RouteGen) import RouteKit

// EntryRoutes.generated.swift comes from Tests/RouteGenCoreTests/Fixtures/Render/RouteKitTests/Entry.routes.yml.

let someID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!

/// `userInfo` as iOS hands it over from a server's push: the JSON read by Foundation, numbers and booleans as
/// `NSNumber`s.
func serverUserInfo(_ json: String) throws -> [AnyHashable: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [AnyHashable: Any])
}

func conversation(in delivery: EntryPointDelivery<EntryRoutes.External>) -> EntryRoutes.Conversation? {
    if case .conversation(let route) = delivery.request?.route { return route }
    return nil
}

@Suite("Entry points: payloads read into typed routes")
struct EntryPointPayloadTests {
    let routes = EntryRoutes.entryPoints

    @Test func aServersJSONWithNumbersBooleansAndStringsOpensTheTypedRoute() throws {
        let userInfo = try serverUserInfo("""
            {"aps": {"alert": "New message"}, "route": {"name": "conversation", "extras": {
              "id": "\(someID.uuidString)", "message": 7, "highlight": true, "zoom": 2.5, "filter": "@me",
              "tags": ["a", 3], "code": "ABC"}}}
            """)
        let delivery = routes.notification(userInfo: userInfo, identifier: "n1")
        let expected = EntryRoutes.Conversation(id: someID, message: 7, highlight: true, zoom: 2.5, filter: .mentions,
                                                tags: ["a", "3"], code: "ABC")
        #expect(conversation(in: delivery) == expected, "\(String(describing: delivery.rejection))")
        #expect(delivery.request?.url == expected.url)
        #expect(delivery.identity == "notification:n1")
        #expect(delivery.entryPoint == .notification)
    }

    @Test func wholeDoublesAndFalseReadAsAServerMeansThem() throws {
        let userInfo = try serverUserInfo("""
            {"route": {"name": "conversation", "extras": {"id": "\(someID.uuidString)", "message": 3.0, "highlight": false, "zoom": 2}}}
            """)
        let route = try #require(conversation(in: routes.notification(userInfo: userInfo, identifier: "n")))
        #expect(route.message == 3 && route.highlight == false && route.zoom == 2)
    }

    @Test func aBooleanIsNotTheNumberOneNorTheOtherWayRound() throws {
        let asNumber = try serverUserInfo("""
            {"route": {"name": "conversation", "extras": {"id": "\(someID.uuidString)", "message": true}}}
            """)
        #expect(routes.notification(userInfo: asNumber, identifier: "n").rejection
                == .invalidExtras(route: "conversation", reason: "'true' is not an Int (extra 'message')"))
        let asBoolean = try serverUserInfo("""
            {"route": {"name": "conversation", "extras": {"id": "\(someID.uuidString)", "message": 1, "highlight": 1}}}
            """)
        #expect(routes.notification(userInfo: asBoolean, identifier: "n").rejection
                == .invalidExtras(route: "conversation", reason: "'1' is not a Bool (extra 'highlight')"))
    }

    @Test func theBuildersPayloadIsAPropertyListAndJSON() throws {
        let route = EntryRoutes.Conversation(id: someID, message: 2, tags: ["x"])
        let payload = route.notificationPayload
        #expect(String(decoding: payload.json, as: UTF8.self)
                == #"{"route":{"extras":{"filter":"all","id":"\#(someID.uuidString.lowercased())","message":"2","tags":"x","zoom":"1.0"},"name":"conversation"}}"#)
        #expect(PropertyListSerialization.propertyList(payload.userInfo, isValidFor: .binary))
        #expect(JSONSerialization.isValidJSONObject(payload.userInfo))
        #expect(conversation(in: routes.notification(userInfo: payload.userInfo, identifier: "a")) == route)
    }

    @Test func randomPayloadsRoundTripThroughBuilderJSONAndParser() async {
        await propertyCheck(count: 300, input: Gen<UInt64>.value(in: 0...UInt64.max), Gen.int(in: 1...Int.max),
                            Gen.int(in: 0...2), Gen.double(in: -1e300...1e300), trickyString.array(of: 0...3),
                            Gen.int(in: 0...3)) { bits, message, flag, zoom, tags, pick in
            let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            let code = String((0..<3).map { letters[Int((bits >> (8 * UInt64($0))) % 26)] })
            let id = UUID(uuid: withUnsafeBytes(of: (bits, ~bits)) { bytes in
                (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                 bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])
            })
            let route = EntryRoutes.Conversation(
                id: id, message: message, highlight: [nil, true, false][flag], zoom: zoom,
                filter: EntryRoutes.Filter.allCases[pick % 3], tags: tags, code: pick == 3 ? nil : code)
            let json = route.notificationPayload.json
            guard let userInfo = try? JSONSerialization.jsonObject(with: json) as? [AnyHashable: Any] else {
                Issue.record("the payload is not JSON: \(String(decoding: json, as: UTF8.self))")
                return
            }
            let delivery = EntryRoutes.entryPoints.notification(userInfo: userInfo, identifier: "p")
            #expect(conversation(in: delivery) == route, "\(String(describing: delivery.rejection))")
            #expect(delivery.request?.url == route.url)
        }
    }

    @Test func aLinkUnderAListedKeyOpensItsRoute() throws {
        let link = EntryRoutes.Conversation(id: someID, message: 4).url.absoluteString
        for userInfo in [["url": link], ["deeplink": link], ["ab_uri": link], ["custom": ["u": link]]] as [[AnyHashable: Any]] {
            let delivery = routes.notification(userInfo: userInfo, identifier: "l")
            #expect(conversation(in: delivery)?.message == 4, "\(userInfo)")
            #expect(delivery.request?.url.absoluteString == link)
        }
        // A link opens any external route, listed or not: it is a link.
        #expect(routes.notification(userInfo: ["url": "https://chat.example.com/inbox"], identifier: "i").request != nil)
        // The typed form wins over a link beside it.
        let both: [AnyHashable: Any] = ["url": "chat://inbox", "route": ["name": "account"]]
        if case .account = routes.notification(userInfo: both, identifier: "b").request?.route {} else {
            Issue.record("the typed form should win")
        }
    }

    @Test func badPayloadsAnswerWhy() {
        let cases: [([AnyHashable: Any], EntryPointRejection)] = [
            ([:], .noRoute(linkKeys: ["url", "deeplink", "ab_uri", "custom.u"])),
            (["aps": ["alert": "hi"]], .noRoute(linkKeys: ["url", "deeplink", "ab_uri", "custom.u"])),
            (["route": 5], .malformed(at: "route", expected: "a dictionary with 'name' and 'extras'", found: "a number")),
            (["route": ["name": ["x"]]], .malformed(at: "route.name", expected: "the route's name, a string", found: "a list")),
            (["route": ["extras": [:]]], .malformed(at: "route.name", expected: "the route's name, a string", found: "nothing")),
            (["route": ["name": "nope"]], .unknownRoute("nope")),
            (["route": ["name": "inbox"]], .unknownRoute("inbox")),
            (["route": ["name": "debugMenu"]], .unknownRoute("debugMenu")),
            (["route": ["name": "account", "extras": "x"]], .malformed(at: "route.extras", expected: "a dictionary", found: "a string")),
            (["route": ["name": "account", "extra": [:]]], .malformed(at: "route.extra", expected: "only 'name' and 'extras'", found: "an unknown key")),
            (["route": ["name": "conversation", "extras": ["id": ["deep": ["junk": 1]]]]],
             .malformed(at: "route.extras.id", expected: "a string, number or boolean", found: "a dictionary")),
            (["route": ["name": "conversation", "extras": ["tags": [["nested"]]]]],
             .malformed(at: "route.extras.tags[0]", expected: "a string, number or boolean", found: "a list")),
            (["route": ["name": "conversation", "extras": ["id": Date(timeIntervalSince1970: 0)]]],
             .malformed(at: "route.extras.id", expected: "a string, number or boolean", found: "a value of type Date")),
            (["route": ["name": "conversation", "extras": ["id": "nope", "message": 1]]],
             .invalidExtras(route: "conversation", reason: "'nope' is not an UUID (extra 'id')")),
            (["route": ["name": "conversation", "extras": ["id": someID.uuidString]]],
             .invalidExtras(route: "conversation", reason: "missing extra 'message'")),
            (["route": ["name": "conversation", "extras": ["id": someID.uuidString, "message": 0]]],
             .invalidExtras(route: "conversation", reason: "'0' is not an Int in 1... (extra 'message')")),
            (["route": ["name": "conversation", "extras": ["id": someID.uuidString, "message": 1, "code": "abc"]]],
             .invalidExtras(route: "conversation", reason: "'abc' is not a String matching `[A-Z]{3}` (extra 'code')")),
            (["route": ["name": "conversation", "extras": ["id": String(repeating: "x", count: 100_000)]]],
             .oversized(at: "route.extras.id", limit: "4096 bytes")),
            (["route": ["name": "conversation", "extras": ["tags": Array(repeating: "t", count: 10_000)]]],
             .oversized(at: "route.extras.tags", limit: "256 values")),
            (["route": ["name": String(repeating: "n", count: 5000)]], .oversized(at: "route.name", limit: "4096 bytes")),
            (["url": "chat://debug"], .linkOpensNothing("chat://debug")),
            (["url": "not a link"], .linkOpensNothing("not a link")),
            (["url": "https://evil.example.org/c/\(someID.uuidString)?message=1"],
             .linkOpensNothing("https://evil.example.org/c/\(someID.uuidString)?message=1")),
            (["deeplink": 42], .malformed(at: "deeplink", expected: "a link, a string", found: "a number")),
            (["url": String(repeating: "a", count: 10_000)], .oversized(at: "url", limit: "4096 bytes")),
        ]
        for (userInfo, expected) in cases {
            let rejection = routes.notification(userInfo: userInfo, identifier: "x").rejection
            #expect(rejection == expected, "\(userInfo)")
            #expect(rejection.map { !$0.description.isEmpty } == true)
        }
        // Listed for quick actions and notifications alike; `conversation` is not a quick action.
        #expect(routes.notification(userInfo: ["route": ["name": "compose"]], identifier: "c").request != nil)
        #expect(routes.quickAction(type: "com.example.chat.conversation", userInfo: nil).rejection
                == .notServed(route: "conversation", entryPoint: .quickAction))
    }

    @Test func hostileUserInfoNeverTrapsAndAlwaysAnswers() async {
        // Random trees of strings, numbers, booleans, lists and dictionaries under the keys a payload is read from.
        await propertyCheck(count: 300, input: Gen<UInt64>.value(in: 0...UInt64.max)) { seed in
            var random = SplitMix(seed: seed)
            let keys = ["route", "name", "extras", "id", "message", "tags", "url", "custom", "u", "zoom", "x"]
            func junk(_ depth: Int) -> Any {
                switch random.next() % (depth > 3 ? 5 : 8) {
                case 0: return String(repeating: "é", count: Int(random.next() % 3000))
                case 1: return Int(truncatingIfNeeded: random.next())
                case 2: return random.next() % 2 == 0
                case 3: return Double(bitPattern: random.next())
                case 4: return ["conversation", "compose", "account", someID.uuidString, "chat://inbox", ""][Int(random.next() % 6)]
                case 5: return (0..<Int(random.next() % 4)).map { _ in junk(depth + 1) }
                default:
                    var dictionary: [String: Any] = [:]
                    for _ in 0..<Int(random.next() % 5) { dictionary[keys[Int(random.next() % UInt64(keys.count))]] = junk(depth + 1) }
                    return dictionary
                }
            }
            var userInfo: [AnyHashable: Any] = [:]
            for _ in 0..<Int(random.next() % 4) { userInfo[keys[Int(random.next() % UInt64(keys.count))]] = junk(0) }
            let delivery = EntryRoutes.entryPoints.notification(userInfo: userInfo, identifier: "fuzz")
            #expect((delivery.request != nil) != (delivery.rejection != nil))
            let quick = EntryRoutes.entryPoints.quickAction(type: "com.example.chat.compose", userInfo: userInfo)
            #expect((quick.request != nil) != (quick.rejection != nil))
        }
    }

    @Test func quickActionsReadTheirTypeAndPayload() {
        // A static item from Info.plist carries no payload: the route's defaults.
        let bare = routes.quickAction(type: "com.example.chat.compose", userInfo: nil)
        if case .compose(let compose) = bare.request?.route { #expect(compose.draft == "") } else { Issue.record("\(bare)") }
        let action = EntryRoutes.Compose(draft: "hi").quickAction(title: "New message", systemImage: "square.and.pencil")
        #expect(action.type == "com.example.chat.compose")
        let read = routes.quickAction(type: action.type, userInfo: action.payload.userInfo)
        if case .compose(let compose) = read.request?.route { #expect(compose.draft == "hi") } else { Issue.record("\(read)") }
        #expect(routes.quickAction(type: "com.example.chat.account", userInfo: action.payload.userInfo).rejection
                == .typeMismatch(type: "com.example.chat.account", route: "compose"))
        #expect(routes.quickAction(type: "com.example.other", userInfo: nil).rejection == .unknownType("com.example.other"))
        #expect(routes.quickActionTypes == ["com.example.chat.compose", "com.example.chat.account"])
    }

    @Test func activitiesAndSpotlightItemsReadBack() {
        let route = EntryRoutes.Conversation(id: someID, message: 9, tags: ["a", "b"])
        let activity = route.activity(title: "Chat with Ana")
        #expect(activity.type == "com.example.chat.conversation")
        #expect(activity.isEligibleForSearch && activity.isEligibleForHandoff)
        #expect(conversation(in: routes.activity(type: activity.type, userInfo: activity.payload.userInfo)) == route)
        #expect(conversation(in: routes.spotlightItem(identifier: activity.url.absoluteString)) == route)
        #expect(routes.activityTypes == ["com.example.chat.conversation"])
        // The activity without its payload cannot say which conversation.
        #expect(routes.activity(type: activity.type, userInfo: nil).rejection
                == .invalidExtras(route: "conversation", reason: "missing extra 'id'"))
    }
}

/// A small seeded generator for the hostile trees.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
