/// Where a manifest node came from, so every diagnostic and every `#sourceLocation` can point at it.
///
/// YAML nodes carry a 1-based line and column; property-list nodes have no positions, so they carry
/// the dotted key path instead (`routes.userProfile.exposure`).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The manifest, as a number: copying a location retains no string (see `SourceFile`).
    var sourceFile: SourceFile
    // Line and column as 32-bit numbers (`Int32.min`: none): every node and model value holds a location, and two
    // optional `Int`s took 32 of its 56 bytes. A manifest is at most 10 MiB, so real positions always fit.
    private var storedLine: Int32
    private var storedColumn: Int32
    /// Dotted key path of the node (`routes.userProfile.exposure`), when known.
    var keyPath: String?

    init(file: SourceFile, line: Int? = nil, column: Int? = nil, keyPath: String? = nil) {
        self.sourceFile = file
        self.storedLine = Self.store(line)
        self.storedColumn = Self.store(column)
        self.keyPath = keyPath
    }

    /// Interns `file` on every call: code that makes many locations makes one `SourceFile` and uses the other init.
    init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String? = nil) {
        self.init(file: SourceFile(file), line: line, column: column, keyPath: keyPath)
    }

    /// The manifest path exactly as the user gave it (kept relative so generated output holds no machine paths).
    public var file: String {
        get { sourceFile.path }
        set { sourceFile = SourceFile(newValue) }
    }

    /// 1-based line, or nil for formats without positions (plist).
    public var line: Int? {
        get { Self.load(storedLine) }
        set { storedLine = Self.store(newValue) }
    }

    /// 1-based column, or nil for formats without positions (plist).
    public var column: Int? {
        get { Self.load(storedColumn) }
        set { storedColumn = Self.store(newValue) }
    }

    /// `file:line:column` in the compiler's format (or `file` alone when there is no position).
    public var description: String {
        guard let line else { return file }
        return "\(file):\(line):\(column ?? 1)"
    }

    private static func store(_ position: Int?) -> Int32 {
        guard let position else { return .min }
        // Clamped above `Int32.min`, which means "none"; no position in a 10 MiB file comes near either end.
        return Int32(clamping: max(position, Int(Int32.min) + 1))
    }

    private static func load(_ stored: Int32) -> Int? {
        stored == .min ? nil : Int(stored)
    }
}
