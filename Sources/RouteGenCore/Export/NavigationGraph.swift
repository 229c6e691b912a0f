import RouteKit

/// The navigation of one app's manifests as a graph, ready for a renderer (`GraphExport`): the tabs as groups holding
/// the routes that live in them, each route's node (what it shows, how, what it returns, the URL patterns that reach
/// it), and one edge per `parent:`, labeled with how the child is shown over its parent. Deterministic: manifests in
/// the order given, routes in manifest order, tabs in declared order.
struct NavigationGraph: Sendable {
    struct Node: Sendable {
        /// A stable identifier, ASCII only: `m0_userProfile`, or `m0_r3` for a name outside ASCII.
        var id: String
        /// The route's name, qualified by its namespace when several manifests are drawn.
        var title: String
        /// What the route shows: `view BookView`, `screen ProfileViewController`, `handler`, `factory`.
        var destination: String
        var presentation: Presentation
        var isHandler: Bool
        /// The result type of a result route.
        var result: String?
        /// `root: true`: the bottom of its tab's stack.
        var isTabRoot: Bool
        /// The URL patterns of an external route, with the hosts or schemes of its own when it has them.
        var patterns: [String]
        var isExternal: Bool

        /// The node's lines, title first.
        var lines: [String] {
            var lines = [title]
            var facts = [destination]
            if isTabRoot {
                facts.append("tab root")
            } else if !isHandler {
                facts.append(presentation.description)
            }
            if let result { facts.append("returns \(result)") }
            lines.append(facts.joined(separator: ", "))
            lines += patterns
            return lines
        }
    }

    struct Edge: Sendable {
        var from: String
        var to: String
        /// How the child is shown over its parent: `push`, `present`, `cover`, `wrapped` or a display's name.
        var label: String
        /// Anything but a push opens a modal layer: drawn dashed.
        var isModal: Bool
    }

    struct Group: Sendable {
        var id: String
        var tab: String
        /// Node ids, in manifest order.
        var members: [String]
    }

    var title: String
    var sources: [String]
    var groups: [Group]
    /// Every node, in manifest order; those in a group are listed there as well.
    var nodes: [Node]
    var edges: [Edge]

    init(_ manifests: [Manifest]) {
        sources = manifests.map(\.sourcePath)
        title = manifests.map(\.namespace).joined(separator: ", ")
        let qualify = manifests.count > 1
        var nodes: [Node] = []
        var edges: [Edge] = []
        var tabOrder: [String] = []
        var members: [String: [String]] = [:]
        for (index, manifest) in manifests.enumerated() {
            tabOrder += manifest.tabs.filter { !tabOrder.contains($0) }
            var ids: [String: String] = [:]
            for (offset, route) in manifest.routes.enumerated() {
                let ascii = route.name.unicodeScalars.allSatisfy { $0.isASCII }
                ids[route.name] = ascii ? "m\(index)_\(route.name)" : "m\(index)_r\(offset)"
            }
            for route in manifest.routes {
                guard let id = ids[route.name] else { continue }
                nodes.append(Self.node(route, id: id, in: manifest, qualify: qualify))
                if let parent = route.parent, let parentID = ids[parent] {
                    edges.append(Edge(from: parentID, to: id, label: route.presentation.description,
                                      isModal: route.presentation != .push))
                }
                if let tab = Self.tab(of: route, in: manifest) {
                    if !tabOrder.contains(tab) { tabOrder.append(tab) }
                    members[tab, default: []].append(id)
                }
            }
        }
        self.nodes = nodes
        self.edges = edges
        groups = tabOrder.enumerated().compactMap { index, tab in
            members[tab].map { Group(id: "tab\(index)", tab: tab, members: $0) }
        }
    }

    /// Each group with its nodes, then the nodes in no group: the order every renderer writes them in.
    var placement: (groups: [(group: Group, nodes: [Node])], loose: [Node]) {
        let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let grouped = Set(groups.flatMap(\.members))
        return (groups.map { ($0, $0.members.compactMap { byID[$0] }) }, nodes.filter { !grouped.contains($0.id) })
    }

    /// The tab a route lives in: its own `tab:`, else its parent's (a link shows it over the parent, in that stack).
    private static func tab(of route: RouteDeclaration, in manifest: Manifest) -> String? {
        var current: RouteDeclaration? = route
        var steps = 0
        while let step = current, steps < 64 {
            if let tab = step.tab { return tab }
            current = step.parent.flatMap { parent in manifest.routes.first { $0.name == parent } }
            steps += 1
        }
        return nil
    }

    private static func node(_ route: RouteDeclaration, id: String, in manifest: Manifest, qualify: Bool) -> Node {
        let destination: String
        switch route.destination {
        case .screen(let type): destination = "screen " + type
        case .view(let type): destination = "view " + type
        case .handler: destination = "handler"
        case .factory: destination = "factory"
        }
        var patterns: [String] = []
        // Every pattern of a `path:` list opens the route.
        for path in route.exposure == .external ? route.paths.map(\.text) : [] {
            var pattern = path
            if let own = route.ownURL {
                // A route that requires its host on custom schemes is reached at `sgnl://linkdevice`.
                let schemeHosts = own.schemeHosts.isEmpty ? [""] : own.schemeHosts
                let places = own.hosts + own.schemes.flatMap { scheme in schemeHosts.map { scheme + "://" + $0 } }
                if !places.isEmpty { pattern += " on " + places.joined(separator: ", ") }
            }
            patterns.append(pattern)
        }
        return Node(
            id: id, title: qualify ? manifest.namespace + "." + route.name : route.name, destination: destination,
            presentation: route.presentation, isHandler: route.isHandler, result: route.result?.description,
            isTabRoot: route.isTabRoot, patterns: patterns, isExternal: route.exposure == .external)
    }
}
