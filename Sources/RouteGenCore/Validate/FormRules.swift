@_spi(RouteGen) import RouteKit

/// `pattern:` / `minLength:` / `maxLength:` of an extra: on a string that links carry, a pattern that compiles, a
/// length range that is not empty and that the pattern can meet, and a default in form.
extension RouteRules {
    mutating func checkForm(of extra: Extra) {
        guard let form = extra.form else { return }
        let location = extra.patternLocation ?? extra.lengthLocation ?? extra.location
        if extra.isInternal {
            diagnostics.append(.error(
                "extra '\(extra.name)' is 'internal: true', never read from a link, so its form is never checked; "
                    + "remove 'pattern'/'minLength'/'maxLength'", at: location))
            return
        }
        var element = extra.type.unwrappedOptional
        if case .array(let inner) = element { element = inner }
        guard case .named(let parts) = element, case .builtin(.string) = NamedTypeKind(parts, enums: manifest.enums) else {
            diagnostics.append(.error(
                "'pattern', 'minLength' and 'maxLength' give a string its form; extra '\(extra.name)' is '\(extra.type)': "
                    + "make it 'String' (or 'String?', '[String]'), or use 'min'/'max' for a number's limits", at: location))
            return
        }
        if let pattern = form.pattern, let reason = StringForm.compileError(of: pattern) {
            diagnostics.append(.error(
                "the pattern of extra '\(extra.name)' is not a regular expression: \(reason)",
                at: extra.patternLocation ?? location))
            return
        }
        if let low = form.minLength, let high = form.maxLength, low > high {
            diagnostics.append(.error(
                "the lengths of extra '\(extra.name)' are empty: 'minLength' \(low) is above 'maxLength' \(high)",
                at: extra.lengthLocation ?? location))
            return
        }
        if let pattern = form.pattern, let fixed = Self.fixedLength(of: pattern),
           fixed < (form.minLength ?? 0) || fixed > (form.maxLength ?? .max) {
            diagnostics.append(.error(
                "extra '\(extra.name)' can never be in form: its pattern matches only \(fixed) characters, outside "
                    + "\(StringForm(minLength: form.minLength, maxLength: form.maxLength)); drop 'minLength'/'maxLength' "
                    + "or change the pattern", at: extra.lengthLocation ?? location))
            return
        }
        if case .scalar(let text, let at)? = extra.defaultValue, !form.accepts(text) {
            diagnostics.append(.error(
                "the default '\(text)' of extra '\(extra.name)' is not in its form: \(form)", at: at))
        }
    }

    /// The one length every value of `pattern` has, when that is cheap to see: a sequence of plain characters,
    /// escapes and character classes, each alone or with a fixed count (`[0-9a-f]{32}`, `pi_\d{4}`); nil otherwise.
    static func fixedLength(of pattern: String) -> Int? {
        var total = 0
        let characters = Array(pattern)
        var index = 0
        func unit() -> Bool {
            guard index < characters.count else { return false }
            switch characters[index] {
            case "\\":
                // `\d`, `\.`: one character; letters that are not single-character classes (`\b`, `\A`, `\Q`) end it.
                guard index + 1 < characters.count, !"bBAzZGQEkpPNxuU0123456789".contains(characters[index + 1]) else {
                    return false
                }
                index += 2
            case "[":
                var end = index + 1
                if end < characters.count, characters[end] == "^" { end += 1 }
                if end < characters.count, characters[end] == "]" { end += 1 }
                while end < characters.count, characters[end] != "]" {
                    if characters[end] == "[" { return false }
                    end += characters[end] == "\\" ? 2 : 1
                }
                guard end < characters.count else { return false }
                index = end + 1
            case "(", ")", "|", "*", "+", "?", "{", "}", "^", "$":
                return false
            default:
                index += 1
            }
            return true
        }
        while index < characters.count {
            guard unit() else { return nil }
            var count = 1
            if index < characters.count, characters[index] == "{" {
                guard let close = characters[index...].firstIndex(of: "}"),
                      let exact = Int(String(characters[(index + 1)..<close])) else { return nil }
                count = exact
                index = close + 1
            }
            if index < characters.count, "*+?{".contains(characters[index]) { return nil }
            total += count
        }
        return total
    }
}
