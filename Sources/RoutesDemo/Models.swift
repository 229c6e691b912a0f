// The app-side types the demo manifest (the root routes.yml) names: a user passed in-app only, and the
// result type of the photo picker.

/// Passed to the profile in-app (`user: { type: User?, internal: true }`); never read from a URL.
public struct User: Hashable, Sendable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

/// A photo in the demo's library.
public enum Photo {
    /// What the photo picker returns (`result: Photo.ID`).
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        public var rawValue: Int

        public init(_ rawValue: Int) {
            self.rawValue = rawValue
        }

        public var description: String { "photo-\(rawValue)" }
    }
}
