/// The values a URL carries for one route: path captures plus query items, by name, each possibly repeated.
///
/// Generated routes read their extras from here (`init(parameters:)`) and write them back (`parameters`),
/// which is how URLs are matched and built without `[String: Any]`.
public struct RouteParameters: Sendable {
    /// One name and its values (never empty), in URL order.
    @usableFromInline
    struct Item: Sendable, Hashable {
        @usableFromInline var name: String
        @usableFromInline var values: [String]

        @usableFromInline
        init(name: String, values: [String]) {
            self.name = name
            self.values = values
        }
    }

    /// Names in the order first set, each once. A route reads a handful of names, so they are scanned: comparing
    /// short strings costs less than hashing them, and no dictionary is allocated for every URL matched.
    /// Internal but inlinable: generated `init(parameters:)` decodes through the helpers below, which are
    /// specialised in the app's module instead of running as generic code from RouteKit.
    @usableFromInline var items: [Item]
    /// Item positions by name, built only once there are more than `scanLimit` names (a URL with a huge query must
    /// not make every look-up a long scan).
    @usableFromInline var index: [String: Int]

    /// Above this many names, look-ups go through `index`.
    @usableFromInline static var scanLimit: Int { 12 }

    public init() {
        items = []
        index = [:]
    }

    /// The position of `name` in `items`, if it has values.
    @inlinable
    func position(of name: String) -> Int? {
        if !index.isEmpty { return index[name] }
        for position in items.indices where items[position].name == name { return position }
        return nil
    }

    /// The values of `name`, or nil when it has none.
    @inlinable
    func values(of name: String) -> [String]? {
        position(of: name).map { items[$0].values }
    }

    /// Every name with at least one value.
    public var names: [String] {
        items.map(\.name).sorted()
    }

    /// True when no name has a value.
    public var isEmpty: Bool {
        items.isEmpty
    }

    /// The raw values of a name, in URL order; empty when absent.
    public subscript(name: String) -> [String] {
        get { values(of: name) ?? [] }
        set { replace(name, with: newValue) }
    }

    /// Adds one raw value after the existing ones (a repeated query item).
    public mutating func append(_ value: String, for name: String) {
        if let position = position(of: name) {
            items[position].values.append(value)
        } else {
            insert(Item(name: name, values: [value]))
        }
    }

    /// Removes the name and every value it has.
    public mutating func removeValues(for name: String) {
        replace(name, with: [])
    }

    /// Sets the values of `name`; an empty list removes it.
    @usableFromInline
    mutating func replace(_ name: String, with values: [String]) {
        if let position = position(of: name) {
            if values.isEmpty {
                items.remove(at: position)
                if !index.isEmpty { reindex() }
            } else {
                items[position].values = values
            }
        } else if !values.isEmpty {
            insert(Item(name: name, values: values))
        }
    }

    private mutating func insert(_ item: Item) {
        items.append(item)
        if !index.isEmpty {
            index[item.name] = items.count - 1
        } else if items.count > Self.scanLimit {
            reindex()
        }
    }

    private mutating func reindex() {
        index = [:]
        guard items.count > Self.scanLimit else { return }
        index.reserveCapacity(items.count)
        for (position, item) in items.enumerated() { index[item.name] = position }
    }

    // MARK: Decoding

    /// A non-optional single value: absent, repeated or invalid is an error.
    @inlinable
    @_spi(RouteGen) public func required<T: RouteParameterConvertible>(_ name: String, as type: T.Type) throws -> T {
        guard let value = try optional(name, as: type) else { throw RouteDecodingError.missing(name: name) }
        return value
    }

    /// An optional single value: absent gives `nil`, but a present value that does not convert is still an error.
    @inlinable
    @_spi(RouteGen) public func optional<T: RouteParameterConvertible>(_ name: String, as type: T.Type) throws -> T? {
        guard let values = values(of: name) else { return nil }
        guard values.count == 1 else { throw RouteDecodingError.repeated(name: name, count: values.count) }
        return try Self.convert(values[0], name: name, as: type)
    }

    /// A repeated value: absent gives `[]`; any invalid element is an error.
    @inlinable
    @_spi(RouteGen) public func array<T: RouteParameterConvertible>(_ name: String, as type: T.Type) throws -> [T] {
        try optionalArray(name, as: type) ?? []
    }

    /// An optional repeated value: absent gives `nil`; any invalid element is an error.
    @inlinable
    @_spi(RouteGen) public func optionalArray<T: RouteParameterConvertible>(_ name: String, as type: T.Type) throws -> [T]? {
        guard let values = values(of: name) else { return nil }
        return try values.map { try Self.convert($0, name: name, as: type) }
    }

    // MARK: Decoding within limits (`min:`/`max:` in the manifest)

    /// `required(_:as:)`, refusing a value below `min` or above `max`: the link does not match the route, so another
    /// route may open it.
    @inlinable
    @_spi(RouteGen) public func required<T: RouteParameterConvertible & Comparable>(_ name: String, as type: T.Type, min: T?, max: T?) throws -> T {
        try Self.check(required(name, as: type), name: name, min: min, max: max)
    }

    /// `optional(_:as:)` within limits: absent is `nil`, present and outside them an error.
    @inlinable
    @_spi(RouteGen) public func optional<T: RouteParameterConvertible & Comparable>(_ name: String, as type: T.Type, min: T?, max: T?) throws -> T? {
        try optional(name, as: type).map { try Self.check($0, name: name, min: min, max: max) }
    }

    /// `array(_:as:)` within limits: every element is checked.
    @inlinable
    @_spi(RouteGen) public func array<T: RouteParameterConvertible & Comparable>(_ name: String, as type: T.Type, min: T?, max: T?) throws -> [T] {
        try array(name, as: type).map { try Self.check($0, name: name, min: min, max: max) }
    }

    /// `optionalArray(_:as:)` within limits: every element is checked.
    @inlinable
    @_spi(RouteGen) public func optionalArray<T: RouteParameterConvertible & Comparable>(_ name: String, as type: T.Type, min: T?, max: T?) throws -> [T]? {
        try optionalArray(name, as: type)?.map { try Self.check($0, name: name, min: min, max: max) }
    }

    /// `value`, or `RouteDecodingError.invalid` naming the limits (`Int in 1...12`) when it is outside them.
    @inlinable
    static func check<T: RouteParameterConvertible & Comparable>(_ value: T, name: String, min: T?, max: T?) throws -> T {
        if let min, value < min { throw RouteDecodingError.invalid(name: name, value: value.routeParameter, type: limits(T.self, min, max)) }
        if let max, value > max { throw RouteDecodingError.invalid(name: name, value: value.routeParameter, type: limits(T.self, min, max)) }
        return value
    }

    @usableFromInline
    static func limits<T: RouteParameterConvertible>(_ type: T.Type, _ min: T?, _ max: T?) -> String {
        "\(_typeName(type, qualified: false)) in \(min?.routeParameter ?? "")...\(max?.routeParameter ?? "")"
    }

    @inlinable
    static func convert<T: RouteParameterConvertible>(_ value: String, name: String, as type: T.Type) throws -> T {
        guard let converted = T(routeParameter: value) else {
            // Out of line: a URL that names a route but carries a bad value costs no more than a miss, unless the
            // type is an enum whose case names could say what was meant.
            throw RouteDecodingError.rejected(value, name: name, as: type)
        }
        return converted
    }

    // MARK: Encoding

    /// Replaces the values of `name` with one value.
    mutating func set<T: RouteParameterConvertible>(_ value: T, for name: String) {
        setValue(name, value)
    }

    /// Replaces the values of `name`; `nil` removes them.
    mutating func set<T: RouteParameterConvertible>(_ value: T?, for name: String) {
        setOptional(name, value)
    }

    /// Replaces the values of `name`; an empty array removes them (it reads back as `[]`).
    mutating func set<T: RouteParameterConvertible>(_ value: [T], for name: String) {
        setArray(name, value)
    }

    /// Replaces the values of `name`; `nil` or an empty array removes them (both read back as `nil`).
    mutating func set<T: RouteParameterConvertible>(_ value: [T]?, for name: String) {
        setOptionalArray(name, value)
    }

    // One name per shape, like the decoding helpers. Generated `parameters` getters call these rather than the
    // overloaded `set`: a call with a single candidate type-checks about a fifth faster. `@_spi(RouteGen)`: for
    // generated code only (see NavigatorRegistrationShorthands.swift); apps call `set`.

    /// `set(_:for:)` for one value.
    @_spi(RouteGen) public mutating func setValue<T: RouteParameterConvertible>(_ name: String, _ value: T) {
        replace(name, with: [value.routeParameter])
    }

    /// `set(_:for:)` for an optional value.
    @_spi(RouteGen) public mutating func setOptional<T: RouteParameterConvertible>(_ name: String, _ value: T?) {
        replace(name, with: value.map { [$0.routeParameter] } ?? [])
    }

    /// `set(_:for:)` for an array.
    @_spi(RouteGen) public mutating func setArray<T: RouteParameterConvertible>(_ name: String, _ value: [T]) {
        replace(name, with: value.map(\.routeParameter))
    }

    /// `set(_:for:)` for an optional array.
    @_spi(RouteGen) public mutating func setOptionalArray<T: RouteParameterConvertible>(_ name: String, _ value: [T]?) {
        setArray(name, value ?? [])
    }

    // The same four as chainable copies, for generated `parameters` getters (`@_spi(RouteGen)` too): one expression
    // `RouteParameters().settingValue("id", self.id).settingOptional("ref", self.ref)` type-checks in about two
    // thirds of the work of a local variable, a statement per extra and a `return` (0.27 ms against 0.40 ms per
    // getter with two extras, measured with -debug-time-function-bodies).

    /// `setValue(_:_:)` on this value, returned: `RouteParameters().settingValue("id", 42)`.
    @_spi(RouteGen) public consuming func settingValue<T: RouteParameterConvertible>(_ name: String, _ value: T) -> RouteParameters {
        setValue(name, value)
        return self
    }

    /// `setOptional(_:_:)` on this value, returned.
    @_spi(RouteGen) public consuming func settingOptional<T: RouteParameterConvertible>(_ name: String, _ value: T?) -> RouteParameters {
        setOptional(name, value)
        return self
    }

    /// `setArray(_:_:)` on this value, returned.
    @_spi(RouteGen) public consuming func settingArray<T: RouteParameterConvertible>(_ name: String, _ value: [T]) -> RouteParameters {
        setArray(name, value)
        return self
    }

    /// `setOptionalArray(_:_:)` on this value, returned.
    @_spi(RouteGen) public consuming func settingOptionalArray<T: RouteParameterConvertible>(_ name: String, _ value: [T]?) -> RouteParameters {
        setOptionalArray(name, value)
        return self
    }
}

extension RouteParameters: CustomStringConvertible {
    /// `id=42, tags=[a, b]`, sorted by name: stable output for `routegen match` and test failures.
    public var description: String {
        names.map { name in
            let values = self[name]
            return values.count == 1 ? "\(name)=\(values[0])" : "\(name)=[\(values.joined(separator: ", "))]"
        }.joined(separator: ", ")
    }
}

extension RouteParameters: Hashable {
    /// Equal when every name has the same values, in whatever order the names were set.
    public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        lhs.items.count == rhs.items.count && lhs.items.allSatisfy { rhs.values(of: $0.name) == $0.values }
    }

    /// Order-independent, like `==`: the items are hashed sorted by name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(items.count)
        for item in items.sorted(by: { $0.name < $1.name }) { hasher.combine(item) }
    }
}
