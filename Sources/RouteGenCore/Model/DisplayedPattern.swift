@_spi(RouteGen) import RouteKit

extension RouteDeclaration {
    /// A pattern of the route as `routegen match` and the catalog print it: every placeholder with its type, `:name`
    /// ones typed by their extra (`/feed/:feedID` with `feedID: Int` is `/feed/<int:feedID>`; with a type the matcher
    /// cannot check by shape, its name: `/events/<Date:when>`), so a typed value never reads as a String.
    /// The text as written when it does not parse.
    func displayedPattern(_ text: String, enums: [EnumDeclaration]) -> String {
        guard let pattern = try? RoutePattern(parsing: text) else { return text }
        // The matched pattern, then the `:name` placeholders it leaves strings named by their extra's type.
        return matchedPattern(pattern, enums: enums).resolvingColonPlaceholders { name in
            guard let extra = self.extras.first(where: { $0.urlName == name }),
                  RoutePattern.PlaceholderType.forExtraType(extra.type, enums: enums) == nil else { return nil }
            return .enumeration(extra.type.unwrappedOptional.description)
        }.description
    }
}
