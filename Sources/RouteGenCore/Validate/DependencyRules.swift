/// The rules of `dependencies:` and of each route's `needs:`: names are Swift identifiers, declared once, and a
/// route needs only what is declared, for a `screen:` or `view:` the registration builds.
enum DependencyRules {
    /// Names `Routes.Dependencies` or the registration already uses, which a dependency would shadow.
    static let reserved: Set<String> = ["navigator", "screens", "dependencies", "route", "result", "self"]

    static func diagnostics(for manifest: Manifest) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var declared: Set<String> = []
        for dependency in manifest.dependencies {
            if !SwiftIdentifier.isValid(dependency.name) {
                diagnostics.append(.error(
                    "dependency name '\(dependency.name)' is not a Swift identifier; it names a property of "
                        + "\(manifest.namespace).Dependencies and an argument of the screens' init", at: dependency.location))
            } else if reserved.contains(dependency.name) {
                diagnostics.append(.error(
                    "dependency name '\(dependency.name)' is taken by the generated registration; choose another name",
                    at: dependency.location))
            }
            if !declared.insert(dependency.name).inserted {
                diagnostics.append(.error("dependency '\(dependency.name)' is declared twice", at: dependency.location))
            }
        }
        let names = manifest.dependencies.map(\.name)
        for route in manifest.routes where !route.needs.isEmpty {
            switch route.destination {
            case .screen, .view:
                break
            case .factory, .handler:
                diagnostics.append(.error(
                    "route '\(route.name)' has 'needs' but no 'screen' or 'view'; the app's own factory or handler "
                        + "(\(manifest.namespace).Screens) holds what it needs", at: route.needs[0].location))
                continue
            }
            var seen: Set<String> = []
            for needed in route.needs {
                if !declared.contains(needed.name) {
                    let hint = Suggestion.closest(to: needed.name, in: names).map { "; did you mean '\($0)'?" }
                        ?? (names.isEmpty ? "; declare it under 'dependencies:' with its type" : "")
                    diagnostics.append(.error(
                        "route '\(route.name)' needs '\(needed.name)', which 'dependencies:' does not declare\(hint)",
                        at: needed.location))
                } else if !seen.insert(needed.name).inserted {
                    diagnostics.append(.error(
                        "route '\(route.name)' lists '\(needed.name)' twice in 'needs'", at: needed.location))
                }
            }
        }
        return diagnostics
    }
}
