/// `print(model.state)` shows the navigation as the user thinks of it, one tab a line, rather than the stored
/// indexes: `profile: userProfile(id: 42) > photo(id: 42, photoID: 7) | ^rate(photoID: 3)`.
///
/// - Routes are written by manifest name with their extras (`photo(id: 42, photoID: 7)`); a route without extras
///   is its name alone, and an optional extra that is `nil` is left out.
/// - ` > ` is a push; ` | ^` opens a modal layer, followed by its presentation when it is not `present`
///   (`| ^wizard (wrapped)`).
/// - With several tabs, the selected one is marked `*`; a tab with no entry shows `(empty)`.
///
/// `debugDescription` (what `po` and `debugPrint` show) adds each entry's id and whether a caller waits for its
/// result.
extension NavigationState: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { lines(debug: false) }

    public var debugDescription: String { lines(debug: true) }

    private func lines(debug: Bool) -> String {
        tabs.map { tab in
            let marker = tabs.count == 1 ? "" : tab == selectedTab ? "* " : "  "
            let layers = layers(in: tab)
            guard !layers.isEmpty else { return "\(marker)\(tab): (empty)" }
            let text = layers.enumerated().map { index, layer in
                layer.enumerated().map { offset, entry in
                    entry.text(opensLayer: index > 0 && offset == 0, debug: debug)
                }.joined(separator: " > ")
            }.joined(separator: " | ")
            return "\(marker)\(tab): \(text)"
        }.joined(separator: "\n")
    }
}

/// An entry prints as its route (`photo(id: 42, photoID: 7)`), marked `^` when its presentation is not a push
/// (`^rate(photoID: 3)`, `^wizard (wrapped)`); `debugDescription` adds its id and a waiting result.
extension NavigationEntry: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { text(opensLayer: presentation != .push, debug: false) }

    public var debugDescription: String { text(opensLayer: presentation != .push, debug: true) }

    /// `opensLayer`: whether the entry is shown as opening a modal layer (a tab's root never is).
    func text(opensLayer: Bool, debug: Bool) -> String {
        var text = opensLayer ? "^" : ""
        if debug { text = "\(id) " + text }
        text += RouteDescription.text(of: intent.route)
        if opensLayer, presentation != .present { text += " (\(presentation))" }
        if debug, awaitsResult { text += ", awaits result" }
        return text
    }
}

/// A route value as `name(extra: value, ...)`, read through `Mirror` so that every route prints the same way
/// without generated code.
enum RouteDescription {
    static func text(of route: any Route) -> String {
        let name = type(of: route).descriptor.name
        let extras = Mirror(reflecting: route).children.compactMap { child -> String? in
            guard let label = child.label, let value = value(child.value) else { return nil }
            return "\(label): \(value)"
        }
        return extras.isEmpty ? name : "\(name)(\(extras.joined(separator: ", ")))"
    }

    /// Strings quoted, optionals unwrapped (`nil` left out: `nil` is returned), arrays by element.
    private static func value(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { Self.value($0.value) }
        case .collection, .set:
            return "[" + mirror.children.map { Self.value($0.value) ?? "nil" }.joined(separator: ", ") + "]"
        default:
            if let string = value as? String { return String(reflecting: string) }
            return String(describing: value)
        }
    }
}
