/// The rules of `tabs`, `tab` and `parent`: tab names are Swift names (cases of `Routes.Tab`),
/// a route's `tab` is one of them, and a route's `parent` is a route that can be built from the child's extras,
/// with no cycles.
///
/// Runs on the completed routes (extras declared by path placeholders added): a parent's `<int:id>` is an extra
/// the child must supply like any other.
struct NavigationRules {
    let manifest: Manifest
    var diagnostics: [Diagnostic] = []

    init(manifest: Manifest) {
        self.manifest = manifest
    }

    mutating func checkAll() {
        checkTabNames()
        checkRoots()
        guard manifest.routes.contains(where: { $0.tab != nil || $0.parent != nil }) else { return }
        var indices: [String: Int] = [:]
        indices.reserveCapacity(manifest.routes.count)
        for (index, route) in manifest.routes.enumerated() where indices[route.name] == nil {
            indices[route.name] = index
        }
        var parents: [Int?] = Array(repeating: nil, count: manifest.routes.count)
        for (index, route) in manifest.routes.enumerated() {
            checkTab(of: route)
            parents[index] = checkParent(of: route, indices: indices)
        }
        checkCycles(parents)
    }

    private var fileLocation: SourceLocation { SourceLocation(file: manifest.sourcePath) }

    /// Tabs become `case`s of `Routes.Tab`: identifiers, unique, not a name the enum declares itself.
    private mutating func checkTabNames() {
        var first: [String: SourceLocation] = [:]
        for (index, tab) in manifest.tabs.enumerated() {
            let location = index < manifest.tabLocations.count ? manifest.tabLocations[index] : fileLocation
            let problem = NameRules.problem(of: tab, in: .enumCase(enumName: "Tab"), namespace: manifest.namespace)
            if problem == .notIdentifier {
                diagnostics.append(.error("tab '\(tab)' is not a valid Swift identifier", at: location))
            } else if case .generated(let qualified)? = problem {
                diagnostics.append(.error("tab '\(tab)' collides with the generated '\(qualified)'; rename the tab",
                                          at: location))
            } else if let original = first[tab] {
                diagnostics.append(.error("duplicate tab '\(tab)'", at: location,
                                          notes: [.note("'\(tab)' was first listed here", at: original)]))
            } else {
                first[tab] = location
            }
        }
    }

    /// `root: true`: a route of a tab (one per tab), started with no arguments, so every extra has a default.
    private mutating func checkRoots() {
        var first: [String: RouteDeclaration] = [:]
        for route in manifest.routes where route.isTabRoot {
            let location = route.rootLocation ?? route.location
            guard let tab = route.tab else {
                diagnostics.append(.error(
                    "route '\(route.name)' is a tab's root but has no 'tab:'; add the tab whose stack it starts", at: location))
                continue
            }
            if let original = first[tab] {
                diagnostics.append(.error(
                    "tab '\(tab)' has two roots, '\(original.name)' and '\(route.name)'; keep 'root: true' on one",
                    at: location, notes: [.note("'\(original.name)' is the root here", at: original.rootLocation ?? original.location)]))
            } else {
                first[tab] = route
            }
            if route.isHandler {
                diagnostics.append(.error("route '\(route.name)' is a handler, which shows no screen: it cannot be a tab's root",
                                          at: location))
            } else if let extra = route.extras.first(where: { !$0.hasImplicitDefault }) {
                diagnostics.append(.error(
                    "route '\(route.name)' is a tab's root, started with no arguments, but its extra '\(extra.name)' has no "
                        + "default; give it a default or make it optional",
                    at: location, notes: [.note("extra '\(extra.name)' is declared here", at: extra.location)]))
            }
        }
    }

    /// A manifest without `tabs:` names the app's tabs, declared once by the app's manifest (`app: true`): its
    /// `tab:`s are checked there, against those (`LinkedManifests`). The app's own manifest must declare them.
    private mutating func checkTab(of route: RouteDeclaration) {
        guard let tab = route.tab, !manifest.tabs.contains(tab) else { return }
        let location = route.tabLocation ?? route.location
        if manifest.tabs.isEmpty {
            guard manifest.isApp else { return }
            diagnostics.append(.error(
                "route '\(route.name)' has tab '\(tab)', but the app's manifest declares no tabs; add 'tabs: [\(tab)]'",
                at: location))
        } else {
            diagnostics.append(.error(
                "tab '\(tab)' of route '\(route.name)' is not one of the manifest's tabs "
                    + "(\(manifest.tabs.joined(separator: ", ")))\(Suggestion.hint(for: tab, in: manifest.tabs))",
                at: location))
        }
    }

    /// The parent's index when it exists (even if it cannot be built, so that cycles are still found).
    private mutating func checkParent(of route: RouteDeclaration, indices: [String: Int]) -> Int? {
        guard let parentName = route.parent else { return nil }
        let location = route.parentLocation ?? route.location
        guard let parentIndex = indices[parentName] else {
            diagnostics.append(.error(
                "parent '\(parentName)' of route '\(route.name)' is not a route of this manifest"
                    + Suggestion.hint(for: parentName, in: manifest.routes.map(\.name)), at: location))
            return nil
        }
        let parent = manifest.routes[parentIndex]
        if parent.isHandler {
            diagnostics.append(.error(
                "parent '\(parentName)' of route '\(route.name)' is a handler route, which shows no screen to go back to",
                at: location, notes: [.note("route '\(parentName)' is declared here", at: parent.location)]))
            return parentIndex
        }
        guard parentName != route.name else { return parentIndex }
        checkPushOnto(parent, of: route, at: location)
        for extra in parent.extras {
            let childExtra = route.extras.first { $0.name == extra.name }
            if let childExtra, childExtra.type != extra.type {
                diagnostics.append(.error(
                    "route '\(route.name)' cannot build its parent '\(parentName)': extra '\(extra.name)' is "
                        + "'\(childExtra.type)' here but '\(extra.type)' in '\(parentName)'; an extra shared with the "
                        + "parent must have the same type",
                    at: location, notes: [.note("extra '\(extra.name)' of '\(parentName)' is declared here", at: extra.location)]))
            } else if childExtra == nil, !extra.hasImplicitDefault {
                diagnostics.append(.error(
                    "route '\(route.name)' cannot build its parent '\(parentName)': the parent needs extra "
                        + "'\(extra.name): \(extra.type)', which '\(route.name)' does not have; add it to the extras of "
                        + "'\(route.name)' or give it a default in '\(parentName)'",
                    at: location, notes: [.note("extra '\(extra.name)' of '\(parentName)' is declared here", at: extra.location)]))
            }
        }
        return parentIndex
    }

    /// A pushed route whose parent is shown without a navigation stack: a link to it (which shows its parent chain)
    /// is always refused at runtime, because a push cannot go on that layer.
    private mutating func checkPushOnto(_ parent: RouteDeclaration, of route: RouteDeclaration, at location: SourceLocation) {
        guard route.presentation == .push, parent.presentation != .push, parent.presentation != .wrapped else { return }
        let shown = switch parent.presentation {
        case .custom(let display): display
        case .cover: "cover"
        default: "present"
        }
        diagnostics.append(.warning(
            "route '\(route.name)' is pushed, but its parent '\(parent.name)' is shown with '\(shown)', which has no "
                + "navigation stack: a link to '\(route.name)' (shown on its parents) is always refused; give "
                + "'\(parent.name)' 'presentation: wrapped', or give '\(route.name)' a presentation of its own",
            at: location, notes: [.note("route '\(parent.name)' is declared here", at: parent.presentationLocation ?? parent.location)]))
    }

    /// Every route on a cycle of parents gets an error at its `parent:` line, naming the whole cycle from it.
    private mutating func checkCycles(_ parents: [Int?]) {
        // 0: not visited, 1: on the current walk, 2: done.
        var state = [UInt8](repeating: 0, count: parents.count)
        for start in parents.indices where state[start] == 0 {
            var walk: [Int] = []
            var current: Int? = start
            while let index = current, state[index] == 0 {
                state[index] = 1
                walk.append(index)
                current = parents[index]
            }
            if let index = current, state[index] == 1, let cycleStart = walk.firstIndex(of: index) {
                let cycle = Array(walk[cycleStart...])
                for (offset, member) in cycle.enumerated() {
                    let route = manifest.routes[member]
                    let names = (cycle[offset...] + cycle[..<offset] + [member]).map { manifest.routes[$0].name }
                    let message = cycle.count == 1
                        ? "route '\(route.name)' is its own parent; a chain of parents must end"
                        : "route '\(route.name)' is on a cycle of parents (\(names.joined(separator: " -> "))); a chain of parents must end"
                    diagnostics.append(.error(message, at: route.parentLocation ?? route.location))
                }
            }
            for index in walk { state[index] = 2 }
        }
    }
}
