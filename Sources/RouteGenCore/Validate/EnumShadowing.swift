@_spi(RouteGen) import RouteKit

/// An enum case whose URL value equals a static segment of another route at the same position, where the two
/// patterns otherwise read the same links: the static segment is more specific, so that case never opens the
/// enum's route. A warning (both routes still work), at the placeholder, with a note at the other path.
enum EnumShadowing {
    static func warnings(
        _ paths: [(route: Int, path: ParsedPath)], resolved: [RoutePattern], routes: [RouteDeclaration], manifest: Manifest
    ) -> [Diagnostic] {
        // Static segments that spell some enum case, by (segment count, position, text): each enum case looks up its
        // few candidates. Other static segments shadow nothing and are not indexed.
        let caseValues = Set(manifest.enums.flatMap { $0.cases.map(\.urlValue) })
        guard !caseValues.isEmpty else { return [] }
        var statics: [StaticSegment: [Int]] = [:]
        for (index, pattern) in resolved.enumerated() {
            for (position, segment) in pattern.segments.enumerated() {
                if case .literal(let text) = segment, caseValues.contains(text) {
                    statics[StaticSegment(count: pattern.segments.count, position: position, text: text), default: []]
                        .append(index)
                }
            }
        }
        guard !statics.isEmpty else { return [] }
        let file = manifest.sourcePath
        var diagnostics: [Diagnostic] = []
        for (index, pattern) in resolved.enumerated() {
            for (position, segment) in pattern.segments.enumerated() {
                guard case .placeholder(let placeholder) = segment, case .enumeration(let name) = placeholder.type,
                      let declaration = manifest.enums.first(where: { $0.name == name }) else { continue }
                for enumCase in declaration.cases {
                    let key = StaticSegment(count: pattern.segments.count, position: position, text: enumCase.urlValue)
                    for other in statics[key] ?? []
                    where shadows(other, index, at: position, paths, resolved, routes, manifest) {
                        let route = routes[paths[index].route], shadowing = routes[paths[other].route]
                        diagnostics.append(.warning(
                            "case '\(enumCase.name)' of placeholder '\(paths[index].path.spelling(ofPlaceholderAt: position))' "
                                + "equals the static segment '\(enumCase.urlValue)' of route '\(shadowing.name)' at the same "
                                + "position: a link with '\(enumCase.urlValue)' there opens '\(shadowing.name)', never "
                                + "'\(route.name)'",
                            at: paths[index].path.location(ofSegmentAt: position, file: file),
                            notes: [.note("route '\(shadowing.name)' has path '\(paths[other].path.text)'",
                                          at: paths[other].path.location ?? SourceLocation(file: file))]))
                    }
                }
            }
        }
        return diagnostics
    }

    /// A static segment of a pattern with `count` segments, at `position`.
    private struct StaticSegment: Hashable {
        let count: Int, position: Int, text: String
    }

    /// Whether every link `shadowed` reads with the static text at `position` is read by `other` too: another route
    /// on a shared URL space, the same segments elsewhere, and no query item `shadowed` does not require.
    private static func shadows(
        _ other: Int, _ shadowed: Int, at position: Int, _ paths: [(route: Int, path: ParsedPath)],
        _ resolved: [RoutePattern], _ routes: [RouteDeclaration], _ manifest: Manifest
    ) -> Bool {
        let otherRoute = routes[paths[other].route], route = routes[paths[shadowed].route]
        guard paths[other].route != paths[shadowed].route,
              manifest.urlSettings(of: otherRoute).configuration.sharesURLs(with: manifest.urlSettings(of: route).configuration),
              Set(otherRoute.requiredQueryItems).isSubset(of: Set(route.requiredQueryItems)),
              otherRoute.fragmentName == nil || otherRoute.fragmentName == route.fragmentName else { return false }
        let mine = resolved[shadowed].segments, theirs = resolved[other].segments
        for index in mine.indices where index != position {
            switch (mine[index], theirs[index]) {
            case (.literal(let left), .literal(let right)) where left == right: continue
            case (.placeholder(let left), .placeholder(let right)) where left.type == right.type: continue
            default: return false
            }
        }
        return true
    }
}
