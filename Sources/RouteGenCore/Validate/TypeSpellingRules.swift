/// An extra's or a result's type that is not a built-in or a manifest enum but is spelled almost like one (`Strin`,
/// `string`, `Integr`, `ProfileTabb`) is that type misspelt: one error at its line, saying which name is meant, before
/// any Swift is written. Left to the compiler, the name would fail twice in generated code, with no suggestion.
///
/// "Almost" is kept narrow, because any other name may be one of the app's own types, which only the compiler knows:
/// the same letters in other case (`url`, `Uuid`), or, for names of five letters or more, one edit away (a letter
/// missing, extra, wrong or two swapped). Common spellings of other languages count as the built-in they mean
/// (`Integer`, `Boolean`, `Long`). Short names are compared by case only, so `Data` and `Unit` (one edit from `Date`
/// and `UInt`) stand; a module-qualified name (`Models.Sting`) is never reported: that is how a type of the app's own
/// with such a name is written.
struct TypeSpellingRules {
    /// The names a misspelling may mean, lowercased, with the name each means: the built-ins, the other languages'
    /// names for them and the manifest's enums. Built once per manifest.
    private let candidates: [(lowered: [Unicode.Scalar], meant: String)]
    private let enums: Set<String>

    init(enums: [String]) {
        self.enums = Set(enums)
        candidates = (BuiltinType.allCases.map { ($0.rawValue, $0.rawValue) } + Self.otherLanguages + enums.map { ($0, $0) })
            .map { spelling, meant in (Array(spelling.lowercased().unicodeScalars), meant) }
    }

    static func diagnostics(for manifest: Manifest) -> [Diagnostic] {
        let rules = TypeSpellingRules(enums: manifest.enums.map(\.name))
        var diagnostics: [Diagnostic] = []
        func check(_ type: TypeExpression, at location: SourceLocation) {
            for parts in type.namedParts where parts.count == 1 {
                guard let meant = rules.meant(by: parts[0]) else { continue }
                diagnostics.append(.error(
                    "no type '\(parts[0])': did you mean '\(meant)'? (a type of the app's own with this name is written "
                        + "with its module, 'MyModule.\(parts[0])')", at: location))
            }
        }
        for extra in manifest.sharedExtras { check(extra.type, at: extra.typeLocation ?? extra.location) }
        for route in manifest.routes {
            if let result = route.result { check(result, at: route.resultLocation ?? route.location) }
            for extra in route.extras { check(extra.type, at: extra.typeLocation ?? extra.location) }
        }
        return diagnostics
    }

    /// The built-in or manifest enum `name` is a misspelling of, or nil when it is one of them or may be another type.
    func meant(by name: String) -> String? {
        if BuiltinType(rawValue: name) != nil || enums.contains(name) { return nil }
        let lowered = Array(name.lowercased().unicodeScalars)
        var closeEnough: String?
        for candidate in candidates {
            if candidate.lowered == lowered { return candidate.meant }
            if closeEnough == nil, candidate.lowered.count >= 5, Suggestion.editDistance(lowered, candidate.lowered) == 1 {
                closeEnough = candidate.meant
            }
        }
        return closeEnough
    }

    /// Names other languages give the built-ins.
    private static let otherLanguages = [("Integer", "Int"), ("Boolean", "Bool"), ("Long", "Int64")]
}
