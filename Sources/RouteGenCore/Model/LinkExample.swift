/// One entry of `examples:` (in a manifest, or in a separate examples file): a link, what it must open, and the
/// extras it must carry. Checked against the manifests of the app (`ExampleCheck`), so a manifest change that breaks
/// a pinned link is an error at the example's line.
struct LinkExample: Hashable, Sendable {
    /// The link as written (`https://myapp.example.com/user/42?tab=likes`).
    var url: String
    /// Where `url:` is written: the example's line, where a broken example is reported.
    var urlLocation: SourceLocation
    /// What the link opens: a route by manifest name, or nothing.
    var opens: Target
    var opensLocation: SourceLocation
    /// The extras the opened route must carry, by Swift name, in the order written; empty for `opens: nothing`.
    var extras: [ExampleExtra]

    init(url: String, urlLocation: SourceLocation, opens: Target, opensLocation: SourceLocation,
                extras: [ExampleExtra] = []) {
        self.url = url
        self.urlLocation = urlLocation
        self.opens = opens
        self.opensLocation = opensLocation
        self.extras = extras
    }

    /// `opens:` — a route name, or the reserved word `nothing`.
    enum Target: Hashable, Sendable, CustomStringConvertible {
        case route(String)
        case nothing

        /// The word `opens:` takes for "no route": a reserved route name (`GeneratedNames.reservedRouteNames`).
        static let nothingWord = "nothing"

        init(manifest text: String) {
            self = text == Self.nothingWord ? .nothing : .route(text)
        }

        var description: String {
            switch self {
            case .route(let name): name
            case .nothing: Self.nothingWord
            }
        }
    }
}

/// One extra an example pins: its Swift name and the value as the manifest writes it, typed by the route's extra.
struct ExampleExtra: Hashable, Sendable {
    var name: String
    var value: Value
    /// Where the name is written.
    var location: SourceLocation
    /// Where the value is written (a type error points here).
    var valueLocation: SourceLocation

    init(name: String, value: Value, location: SourceLocation, valueLocation: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
        self.valueLocation = valueLocation
    }

    /// A scalar (`42`, `likes`, `"hi"`), a list of scalars (an array extra), or null (an optional extra that is absent).
    enum Value: Hashable, Sendable, CustomStringConvertible {
        case scalar(String)
        case list([String])
        case null

        /// As the catalog shows it: the scalar, `[a, b]`, `null`.
        var description: String {
            switch self {
            case .scalar(let text): text
            case .list(let items): "[" + items.joined(separator: ", ") + "]"
            case .null: "null"
            }
        }
    }
}

/// A file of examples apart from the manifests (`routegen lint routes.yml --examples links.yml`): the links an app
/// keeps by the hundred (from analytics), checked exactly as a manifest's own `examples:`.
struct ExamplesFile: Hashable, Sendable {
    /// The path as the user gave it.
    var sourcePath: String
    var examples: [LinkExample]

    init(sourcePath: String, examples: [LinkExample]) {
        self.sourcePath = sourcePath
        self.examples = examples
    }
}
