/// One node of a loaded manifest, format-neutral: YAML and property lists both become this tree, so the
/// decoder has one input shape and every node can point back at where the user wrote it.
public struct ManifestNode: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case scalar(Scalar)
        case sequence([ManifestNode])
        /// Key-value pairs in the order written; duplicate keys are kept so the decoder can report them.
        case mapping([Entry])
    }

    /// A scalar's text and how it was written: a plain `true` is a Bool, a quoted `"true"` is text.
    struct Scalar: Hashable, Sendable {
        var text: String
        var style: ScalarStyle

        init(_ text: String, style: ScalarStyle = .plain) {
            self.text = text
            self.style = style
        }

        /// YAML's null spellings, only when plain (`"null"` quoted is the string "null").
        var isNull: Bool {
            guard style == .plain, text.utf8.count <= 4 else { return false }
            return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
        }
    }

    enum ScalarStyle: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded

        var isQuoted: Bool { self != .plain }
    }

    struct Entry: Hashable, Sendable {
        var key: ManifestNode
        var value: ManifestNode

        init(key: ManifestNode, value: ManifestNode) {
            self.key = key
            self.value = value
        }
    }

    var content: Content
    /// Where the node starts (YAML: line and column; plist: key path).
    var location: SourceLocation
    /// Nodes in this subtree including itself; bounds alias expansion without walking the tree again.
    let nodeCount: Int
    /// Levels of nesting in this subtree (a scalar is 1); bounds nesting reached through aliases.
    let height: Int

    init(_ content: Content, location: SourceLocation) {
        self.content = content
        self.location = location
        switch content {
        case .scalar:
            nodeCount = 1
            height = 1
        case .sequence(let items):
            var count = 1
            var tallest = 0
            for item in items {
                count &+= item.nodeCount
                tallest = max(tallest, item.height)
            }
            nodeCount = count
            height = 1 + tallest
        case .mapping(let entries):
            var count = 1
            var tallest = 0
            for entry in entries {
                count &+= entry.key.nodeCount &+ entry.value.nodeCount
                tallest = max(tallest, entry.key.height, entry.value.height)
            }
            nodeCount = count
            height = 1 + tallest
        }
    }

    static func scalar(_ text: String, style: ScalarStyle = .plain, at location: SourceLocation) -> ManifestNode {
        ManifestNode(.scalar(Scalar(text, style: style)), location: location)
    }

    var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    var isSequence: Bool {
        if case .sequence = content { return true }
        return false
    }

    /// What this node is, for "expected a mapping, found a list" messages.
    var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.isNull ? "null" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// Where the scalar's text begins: one past an opening quote, so offsets into the text land on the right column.
    var contentLocation: SourceLocation {
        guard let scalar, scalar.style == .singleQuoted || scalar.style == .doubleQuoted,
              let column = location.column else { return location }
        var shifted = location
        shifted.column = column + 1
        return shifted
    }
}

/// What loading produces: a root node, or the diagnostics that stopped it.
public struct LoadResult: Sendable {
    public var root: ManifestNode?
    var diagnostics: [Diagnostic]

    init(root: ManifestNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}

/// The hard limits that keep a hostile manifest from hanging or exhausting a build.
enum ManifestLimits {
    /// Largest manifest read, checked before parsing.
    static let maximumFileSize = 10 * 1024 * 1024
    /// Deepest nesting of mappings and lists.
    static let maximumNesting = 64
    /// Total nodes that aliases may copy into the tree.
    static let maximumAliasExpansion = 100_000
}
