import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

// Hand-written routes, shaped like the generator's output (architecture.md).

let appURLs = URLConfiguration(schemes: ["myapp"], hosts: ["myapp.example.com"])

enum Tab: String, RouteParameterConvertible, CaseIterable {
    case posts, likes, media
}

enum Sort: String, RouteParameterConvertible, CaseIterable {
    case likes, newest
}

struct UserProfile: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "userProfile", exposure: .external, path: "/user/<int:id>", urlConfiguration: appURLs)
    var id: Int
    var referrer: String?
    var tags: [String]

    init(id: Int, referrer: String? = nil, tags: [String] = []) {
        self.id = id
        self.referrer = referrer
        self.tags = tags
    }

    init(parameters p: RouteParameters) throws {
        id = try p.required("id", as: Int.self)
        referrer = try p.optional("referrer", as: String.self)
        tags = try p.array("tags", as: String.self)
    }

    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(id, for: "id")
        p.set(referrer, for: "referrer")
        p.set(tags, for: "tags")
        return p
    }
}

struct NewUser: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "newUser", exposure: .external, path: "/user/new", urlConfiguration: appURLs)
    init() {}
    init(parameters: RouteParameters) throws {}
    var parameters: RouteParameters { RouteParameters() }
}

struct UserByName: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "userByName", exposure: .external, path: "/user/<name>", urlConfiguration: appURLs)
    var name: String
    init(name: String) { self.name = name }
    init(parameters p: RouteParameters) throws { name = try p.required("name", as: String.self) }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(name, for: "name")
        return p
    }
}

struct UserTab: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "userTab", exposure: .external, path: "/user/<int:id>/<Tab:tab>", urlConfiguration: appURLs)
    var id: Int
    var tab: Tab
    init(id: Int, tab: Tab) {
        self.id = id
        self.tab = tab
    }
    init(parameters p: RouteParameters) throws {
        id = try p.required("id", as: Int.self)
        tab = try p.required("tab", as: Tab.self)
    }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(id, for: "id")
        p.set(tab, for: "tab")
        return p
    }
}

struct Files: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "files", exposure: .external, path: "/files/<path:rest>", urlConfiguration: appURLs)
    var rest: String
    init(rest: String) { self.rest = rest }
    init(parameters p: RouteParameters) throws { rest = try p.required("rest", as: String.self) }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(rest, for: "rest")
        return p
    }
}

struct Story: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "story", exposure: .external, path: "/story/:storyId", urlConfiguration: appURLs)
    var storyId: String
    init(storyId: String) { self.storyId = storyId }
    init(parameters p: RouteParameters) throws { storyId = try p.required("storyId", as: String.self) }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(storyId, for: "storyId")
        return p
    }
}

/// A route that needs a query item: its URL fails to decode without `?q=`.
struct Search: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "search", exposure: .external, path: "/find/<term>", urlConfiguration: appURLs)
    var term: String
    var page: Int
    init(parameters p: RouteParameters) throws {
        term = try p.required("term", as: String.self)
        page = try p.required("page", as: Int.self)
    }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(term, for: "term")
        p.set(page, for: "page")
        return p
    }
}

/// Less specific than `Search` (a catch-all): the fallback when `Search` cannot decode.
struct FindAnything: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "findAnything", exposure: .external, path: "/find/<path:rest>", urlConfiguration: appURLs)
    var rest: String
    init(parameters p: RouteParameters) throws { rest = try p.required("rest", as: String.self) }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(rest, for: "rest")
        return p
    }
}

/// Carries every built-in type, in the path and the query, for round trips.
struct Everything: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(
        name: "everything", exposure: .external, path: "/all/<label>/<int:number>/<path:rest>", urlConfiguration: appURLs)
    var label: String
    var number: Int
    var rest: String
    var text: String?
    var double: Double?
    var flag: Bool?
    var uuid: UUID?
    var date: Date?
    var link: URL?
    var small: Int8?
    var big: UInt64?
    var tab: Tab?
    var words: [String]
    var numbers: [Int]?

    init(label: String, number: Int, rest: String, text: String? = nil, double: Double? = nil, flag: Bool? = nil,
         uuid: UUID? = nil, date: Date? = nil, link: URL? = nil, small: Int8? = nil, big: UInt64? = nil,
         tab: Tab? = nil, words: [String] = [], numbers: [Int]? = nil) {
        self.label = label
        self.number = number
        self.rest = rest
        self.text = text
        self.double = double
        self.flag = flag
        self.uuid = uuid
        self.date = date
        self.link = link
        self.small = small
        self.big = big
        self.tab = tab
        self.words = words
        self.numbers = numbers
    }

    init(parameters p: RouteParameters) throws {
        label = try p.required("label", as: String.self)
        number = try p.required("number", as: Int.self)
        rest = try p.required("rest", as: String.self)
        text = try p.optional("text", as: String.self)
        double = try p.optional("double", as: Double.self)
        flag = try p.optional("flag", as: Bool.self)
        uuid = try p.optional("uuid", as: UUID.self)
        date = try p.optional("date", as: Date.self)
        link = try p.optional("link", as: URL.self)
        small = try p.optional("small", as: Int8.self)
        big = try p.optional("big", as: UInt64.self)
        tab = try p.optional("tab", as: Tab.self)
        words = try p.array("words", as: String.self)
        numbers = try p.optionalArray("numbers", as: Int.self)
    }

    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(label, for: "label")
        p.set(number, for: "number")
        p.set(rest, for: "rest")
        p.set(text, for: "text")
        p.set(double, for: "double")
        p.set(flag, for: "flag")
        p.set(uuid, for: "uuid")
        p.set(date, for: "date")
        p.set(link, for: "link")
        p.set(small, for: "small")
        p.set(big, for: "big")
        p.set(tab, for: "tab")
        p.set(words, for: "words")
        p.set(numbers, for: "numbers")
        return p
    }
}

/// An internal route: never reachable from any URL, even though it has a path and URL settings.
struct Settings: Route, Hashable {
    static let descriptor = RouteDescriptor(name: "settings", exposure: .internal, path: "/settings", urlConfiguration: appURLs)
}

/// A type that can decode from URLs but whose manifest says internal: still unreachable.
struct SecretDebug: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "secretDebug", exposure: .internal, path: "/debug", urlConfiguration: appURLs)
    init() {}
    init(parameters: RouteParameters) throws {}
    var parameters: RouteParameters { RouteParameters() }
}

struct Login: Route, Hashable {
    static let descriptor = RouteDescriptor(name: "login", exposure: .internal, presentation: .present)
}

struct Account: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "account", exposure: .external, path: "/account", urlConfiguration: appURLs)
    init() {}
    init(parameters: RouteParameters) throws {}
    var parameters: RouteParameters { RouteParameters() }
}

struct PhotoPicker: ResultRoute, Hashable {
    typealias Result = String
    static let descriptor = RouteDescriptor(name: "photoPicker", exposure: .internal, presentation: .present)
}

struct Alert: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "alert", exposure: .external, path: "/alert", urlConfiguration: appURLs)
    var title: String
    init(title: String) { self.title = title }
    init(parameters p: RouteParameters) throws { title = try p.required("title", as: String.self) }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(title, for: "title")
        return p
    }
}

/// Routes of a second manifest with other URL settings, in the same matcher.
let shopURLs = URLConfiguration(schemes: ["shop"], hosts: ["shop.example.com"])

struct Product: ExternalRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "product", exposure: .external, path: "/product/<uuid:id>", urlConfiguration: shopURLs)
    var id: UUID
    init(id: UUID) { self.id = id }
    init(parameters p: RouteParameters) throws { id = try p.required("id", as: UUID.self) }
    var parameters: RouteParameters {
        var p = RouteParameters()
        p.set(id, for: "id")
        return p
    }
}

func url(_ text: String) -> URL {
    guard let url = URL(string: text) else { fatalError("test URL does not parse: \(text)") }
    return url
}
