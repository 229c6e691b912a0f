extension URLMatcher {
    /// Collects a matcher's entries one route type at a time: what a generated `match(_:)` builds its matcher with.
    ///
    /// `builder.add(Routes.UserProfile.self) { .userProfile($0) }` is the same entry as
    /// `entries.append(URLMatcher<Routes.External>.Entry(Routes.UserProfile.self, { ... }))`, in a form the type
    /// checker solves with less work: one generic method with one candidate, and a closure typed by it.
    /// `@_spi(RouteGen)`: for generated code only (see NavigatorRegistrationShorthands.swift); apps build a matcher
    /// with `URLMatcher.init(_:)`.
    @_spi(RouteGen) public struct Builder: Sendable {
        @usableFromInline var added: [Entry] = []

        /// The entries added so far, in order.
        public var entries: [Entry] { added }

        /// An empty builder with room for `capacity` entries.
        public init(capacity: Int = 0) {
            added.reserveCapacity(capacity)
        }

        /// Adds the entry for `route`: its descriptor, and `transform` to turn a decoded route into `Output`
        /// (`Entry.init(_:_:)`). Inlinable, as that initializer is, so that the entry's decoding is specialised for
        /// `R` in the generated module.
        @inlinable
        public mutating func add<R: ExternalRoute>(_ route: R.Type, _ transform: @escaping @Sendable (R) -> Output) {
            added.append(Entry(route, transform))
        }

        /// The matcher for the entries added, in that order (`URLMatcher.init(_:)`).
        public func matcher() -> URLMatcher<Output> {
            URLMatcher(added)
        }
    }
}
