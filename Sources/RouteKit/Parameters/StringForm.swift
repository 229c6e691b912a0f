/// The form a string value of a link must have (`minLength`, `maxLength` and `pattern` of a manifest extra): a link
/// whose value is out of form does not open the route, so the app never sees a sticker pack id that is not 32 hex
/// digits, and another route may open the link instead.
///
/// Lengths count characters (`String.count`). The pattern is a Swift `Regex` (the standard library's engine, the same
/// on Linux and Apple platforms, without Foundation: its syntax is ICU's and Perl's, no options: write `(?i)` for
/// case-insensitive), matched against the whole percent-decoded value character by character (`wholeMatch`).
/// The generator lints the pattern and `routegen match` checks links with this same type, so the tools and the app
/// cannot disagree. The pattern is compiled once, when the form is made (the generated descriptor is a `static let`).
public struct StringForm: Sendable, Hashable, CustomStringConvertible {
    /// The fewest characters a value may have.
    public let minLength: Int?
    /// The most characters a value may have.
    public let maxLength: Int?
    /// The regular expression the whole value must match, as the manifest writes it.
    public let pattern: String?
    private let compiled: CompiledPattern?

    /// A form; a pattern that does not compile (which lint rejects) accepts no value.
    public init(minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        compiled = pattern.flatMap { try? CompiledPattern($0) }
    }

    /// Whether `value` has this form: its length within the limits (checked first, so a huge hostile value never
    /// reaches the regular expression when there is a `maxLength`), and the whole value matching the pattern.
    public func accepts(_ value: String) -> Bool {
        if minLength != nil || maxLength != nil {
            let count = value.count
            if let minLength, count < minLength { return false }
            if let maxLength, count > maxLength { return false }
        }
        guard pattern != nil else { return true }
        guard let compiled else { return false }
        return compiled.matchesWhole(value)
    }

    /// Why `pattern` does not compile, in the regular expression parser's words (`expected ']'`); nil when it does.
    /// For lint.
    @_spi(RouteGen) public static func compileError(of pattern: String) -> String? {
        do {
            _ = try CompiledPattern(pattern)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// `32 characters matching `[0-9a-f]{32}``, `1 to 64 characters`, `at least 3 characters`: how doc comments,
    /// the catalog and match messages state the form.
    public var description: String {
        var parts: [String] = []
        switch (minLength, maxLength) {
        case let (low?, high?) where low == high: parts.append("\(low) \(Self.characters(low))")
        case let (low?, high?): parts.append("\(low) to \(high) characters")
        case let (low?, nil): parts.append("at least \(low) \(Self.characters(low))")
        case let (nil, high?): parts.append("at most \(high) \(Self.characters(high))")
        case (nil, nil): break
        }
        if let pattern { parts.append("matching `\(pattern)`") }
        return parts.joined(separator: " ")
    }

    private static func characters(_ count: Int) -> String {
        count == 1 ? "character" : "characters"
    }

    public static func == (left: StringForm, right: StringForm) -> Bool {
        left.minLength == right.minLength && left.maxLength == right.maxLength && left.pattern == right.pattern
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(minLength)
        hasher.combine(maxLength)
        hasher.combine(pattern)
    }
}

/// A compiled pattern, shared by every copy of a form (and of the descriptor holding it).
///
/// `Regex` is not declared `Sendable`. The standard library builds its matching program lazily, on first use, and
/// publishes it with an atomic compare-and-swap; `init` matches once so that the program exists before the form is
/// shared, and later matches only read it and the immutable pattern. That is what makes this class `Sendable`.
private final class CompiledPattern: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>

    init(_ pattern: String) throws {
        regex = try Regex(pattern)
        _ = try? regex.wholeMatch(in: "")
    }

    func matchesWhole(_ value: String) -> Bool {
        // `wholeMatch` anchors at both ends: `a|ab` accepts `ab`, and no pattern text can escape the anchoring.
        (try? regex.wholeMatch(in: value)) != nil
    }
}

extension RouteDescriptor {
    /// Checks every value of every formed extra in `parameters` (each element of an array): the first value out of
    /// form throws `RouteDecodingError.invalid` naming the extra, its form and the value. The URL matcher runs it
    /// before decoding a candidate route, and saved state before restoring one, so neither opens a route with a
    /// value out of form.
    @_spi(RouteGen) public func checkForms(_ parameters: RouteParameters) throws(RouteDecodingError) {
        // The first failing name in name order, so the message does not depend on the dictionary's order.
        var failure: RouteDecodingError?
        for (name, form) in forms where failure.map({ name < $0.name }) ?? true {
            if let value = parameters[name].first(where: { !form.accepts($0) }) {
                failure = .invalid(name: name, value: value, type: (form.minLength ?? form.maxLength == nil ? "String " : "String of ") + form.description)
            }
        }
        if let failure { throw failure }
    }
}
