/// The placeholders of one route's path with their kinds, looked up by extra name.
///
/// A route has a handful of placeholders at most (their names are unique: the pattern parser refuses repeats),
/// so a linear scan of a small array answers faster than a dictionary, which hashed every name and allocated
/// its storage for every route.
struct BoundPlaceholders {
    private var entries: [(name: String, kind: PlaceholderKind)] = []

    mutating func append(_ name: String, _ kind: PlaceholderKind) {
        entries.append((name, kind))
    }

    /// The kind of the placeholder named `name`, or nil when the path has none of that name.
    func kind(of name: String) -> PlaceholderKind? {
        for entry in entries where entry.name == name { return entry.kind }
        return nil
    }
}
