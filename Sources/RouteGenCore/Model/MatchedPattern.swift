@_spi(RouteGen) import RouteKit

extension RouteDeclaration {
    /// A pattern of the route as RouteKit ranks and matches it: each `:name` placeholder takes the type of the extra it
    /// names (`/<username>/:post` with `post: Int32` is `/<username>/<int:post>`), so that lint's tie checks, the
    /// generated descriptor, the app's matcher and `routegen match` rank it alike (`SegmentRank`, the one rule). An
    /// extra whose type the matcher cannot check by shape (`Date`, `URL`, the app's own) leaves it a string.
    func matchedPattern(_ pattern: RoutePattern, enums: [EnumDeclaration]) -> RoutePattern {
        pattern.resolvingColonPlaceholders { name in
            extras.first { $0.urlName == name }.flatMap { RoutePattern.PlaceholderType.forExtraType($0.type, enums: enums) }
        }
    }

    /// The route's patterns as its descriptor carries them (`RouteDescriptor.path`, then `alternatePaths`): a pattern
    /// whose `:name` placeholder takes a type other than `String` in its canonical spelling with that placeholder
    /// typed (`/<username>/<int:post>`, `matchedPattern`), any other as written (RouteKit reads `:name` as a string).
    func matchedPathTexts(enums: [EnumDeclaration]) -> [String] {
        paths.map { written in
            guard written.text.contains(":"), let pattern = try? RoutePattern(parsing: written.text) else { return written.text }
            let matched = matchedPattern(pattern, enums: enums)
            let typesColon = matched.placeholders.contains { $0.isColonSyntax && $0.type != .string }
            return typesColon ? matched.description : written.text
        }
    }
}
