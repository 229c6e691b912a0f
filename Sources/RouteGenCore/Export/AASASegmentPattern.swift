@_spi(RouteGen) import RouteKit

/// How one path segment is written in an AASA `/` pattern, after Apple's rules for `applinks` components
/// (developer.apple.com/documentation/bundleresources/applinks/details-swift.dictionary/components-swift.dictionary):
/// `*` matches zero or more characters (greedy), `?` exactly one, `?*` one or more; `$(name)` stands for any one
/// string of `applinks.substitutionVariables` (predefined: `$(digit)`, `$(xdigit)`, `$(alpha)`, ...). No wildcard
/// stops at `/`, and there is no escape for a literal `*`, `?` or `$(`.
///
/// Patterns are compared with the path as the link carries it (`percentEncoded: true`) and case-sensitively
/// (`caseSensitive: true`), so static text is written percent-encoded exactly as `RouteKit` builds links.
struct AASASegmentPattern: Equatable, Sendable {
    var text: String
    /// True when a `*` in it can run past a `/` (the pattern may then claim a deeper path).
    var spans: Bool
    /// Why it claims more than the app accepts there, for comments, docs and the agreement test; nil when exact.
    var looseness: AASALooseness?

    /// The tightest pattern AASA can express for a segment of an external route of `namespace`.
    init(_ segment: ExportSegment, namespace: String) {
        switch segment {
        case .literal(let literal):
            let encoded = RoutePattern.encodedSegment(literal)
            let escaped = Self.replacingWildcards(encoded)
            self.init(text: escaped, spans: false, looseness: escaped == encoded ? nil : .literalWildcard)
        case .catchAll:
            self.init(text: "?*", spans: true)
        case .value(let name, let kind):
            switch kind {
            case .string:
                self.init(text: "?*", spans: true)
            case .signedNumber:
                self.init(text: "$(\(AASAVariables.numberStart))*", spans: true, looseness: .value(name, kind))
            case .unsignedInteger:
                self.init(text: "$(digit)*", spans: true, looseness: .value(name, kind))
            case .bool:
                self.init(text: "$(\(AASAVariables.bool))", spans: false)
            case .uuid:
                self.init(text: Self.uuid, spans: false)
            case .date:
                self.init(text: Self.date, spans: true, looseness: .value(name, .date))
            case .url:
                self.init(text: "$(alpha)*", spans: true, looseness: .value(name, .url))
            case .enumeration(let declaration):
                self.init(text: "$(\(AASAVariables.name(ofEnum: declaration.name, namespace: namespace)))", spans: false)
            case .custom(let type):
                self.init(text: "?*", spans: true, looseness: .value(name, .custom(type)))
            }
        }
    }

    init(text: String, spans: Bool, looseness: AASALooseness? = nil) {
        self.text = text
        self.spans = spans
        self.looseness = looseness
    }

    /// 8-4-4-4-12 hex digits, either case: exactly what `UUID(routeParameter:)` accepts.
    static let uuid = [8, 4, 4, 4, 12].map { String(repeating: "$(xdigit)", count: $0) }.joined(separator: "-")

    /// `YYYY-MM-DD` then at least ten more characters (the shortest time and zone, `T12:30:00Z`).
    static let date = String(repeating: "$(digit)", count: 4) + "-" + String(repeating: "$(digit)", count: 2) + "-"
        + String(repeating: "$(digit)", count: 2) + String(repeating: "?", count: 10) + "*"

    /// `*` and the `$(` of a substitution variable cannot be written literally: each becomes `?` (any one character).
    /// (`?` itself never appears: links carry it percent-encoded.)
    static func replacingWildcards(_ text: String) -> String {
        guard text.contains("*") || text.contains("$(") else { return text }
        var result = ""
        var characters = text.makeIterator()
        var pending: Character?
        while let character = pending ?? characters.next() {
            pending = nil
            if character == "*" {
                result.append("?")
            } else if character == "$" {
                let next = characters.next()
                result.append(next == "(" ? "?" : "$")
                pending = next
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// How an AASA pattern claims more links than the app opens, by cause.
enum AASALooseness: Hashable, Sendable, CustomStringConvertible {
    /// A placeholder whose values AASA can only approximate (`int`: digits of any length cannot be written).
    case value(String, ExportValueKind)
    /// Static text with `*` or `$(`, written as `?`.
    case literalWildcard
    /// A placeholder before a catch-all may run over several segments (no exclude can cut it without cutting the
    /// catch-all's own links).
    case spansBeforeCatchAll
    /// A required query item whose value AASA only checks for presence (`?*`).
    case queryValue(String, ExportValueKind)
    /// Hosts the file serves that the route is not reached on: components have no host, and one file on
    /// `example.com` serves both `example.com` and `*.example.com`.
    case otherHosts([String])
    /// A `#` pattern wider than what the route reads of the fragment: its values and items are not checked, only
    /// that the fragment has something (after the route's fragment path).
    case fragment(FragmentLooseness)
    /// A string with a form (`pattern`, `minLength`, `maxLength`): Apple's patterns cannot state it, so the app checks
    /// it and opens nothing for a value out of form.
    case form(name: String, form: String)

    enum FragmentLooseness: Hashable, Sendable {
        /// The whole fragment as a typed value: only its presence is checked.
        case value(String, ExportValueKind)
        /// Required items of the fragment: only that something follows (the name and a character).
        case items([String])
        /// A fixed fragment path with no required item after it: any fragment that starts with it.
        case name(String)
        /// A fragment path with placeholders (`p/<phone>`): each is `?*`, which matches any text, `/` and `?` included.
        case path(String)
    }

    var description: String {
        switch self {
        case .value(let name, let kind):
            switch kind {
            case .signedNumber, .unsignedInteger: return "\(name): only the first character is checked (AASA cannot count digits)"
            case .date: return "\(name): only the date's digits are checked"
            case .url: return "\(name): only the first letter is checked"
            case .custom(let type): return "\(name): any text (only \(type) knows its values)"
            default: return "\(name): any text"
            }
        case .literalWildcard:
            return "'*' and '$(' in static text match any character"
        case .spansBeforeCatchAll:
            return "a placeholder before the catch-all may span segments"
        case .queryValue(let name, .uuid):
            return "query item \(name): its length and dashes are checked, not its hex digits"
        case .queryValue(let name, .custom(let type)):
            return "query item \(name): any text (only \(type) knows its values)"
        case .queryValue(let name, _):
            return "query item \(name): only its presence is checked"
        case .otherHosts(let hosts):
            return "also claimed on " + hosts.map { "'\($0)'" }.joined(separator: ", ") + ", which this file serves but the route is not on"
        case .fragment(.value(let name, _)):
            return "fragment \(name): only its presence is checked"
        case .fragment(.items(let names)):
            return "fragment items " + names.joined(separator: ", ") + ": only that the fragment has some is checked ('?' "
                + "matches any character)"
        case .fragment(.name(let name)):
            return "fragment '\(name)': any fragment that starts with it"
        case .fragment(.path(let path)):
            return "fragment path '\(path)': its placeholders match any text, '/' and '?' included"
        case .form(let name, let form):
            return "\(name): the app checks its form (\(form)), which Apple's patterns cannot state"
        }
    }
}

/// The `applinks.substitutionVariables` the patterns use.
enum AASAVariables {
    /// `true` or `false`: the only text `Bool(routeParameter:)` accepts.
    static let bool = "RouteGen.Bool"
    /// The first character of a signed number: `-` or a digit.
    static let numberStart = "RouteGen.NumberStart"

    static let boolValues = ["true", "false"]
    static let numberStartValues = ["-"] + (0...9).map(String.init)

    /// `Routes.ProfileTab`: qualified by the namespace so two manifests' enums of one name stay apart (and no
    /// name can clash with Apple's predefined `$(digit)`, `$(lang)`, ...).
    static func name(ofEnum enumName: String, namespace: String) -> String {
        namespace + "." + enumName
    }
}
