/// The values a URL carries for one route: path captures plus query items, by name, each possibly repeated.
///
/// Generated routes read their extras from here (`init(parameters:)`) and write them back (`parameters`),
/// which is how URLs are matched and built without `[String: Any]`.
public struct RouteParameters: Sendable, Hashable {
    /// Internal but inlinable: generated `init(parameters:)` decodes through the helpers below, which are
    /// specialised in the app's module instead of running as generic code from RouteKit.
    @usableFromInline var storage: [String: [String]]

    public init() {
        storage = [:]
    }

    /// Every name with at least one value.
    public var names: [String] {
        storage.keys.sorted()
    }

    /// True when no name has a value.
    public var isEmpty: Bool {
        storage.isEmpty
    }

    /// The raw values of a name, in URL order; empty when absent.
    public subscript(name: String) -> [String] {
        get { storage[name] ?? [] }
        set { storage[name] = newValue.isEmpty ? nil : newValue }
    }

    /// Adds one raw value after the existing ones (a repeated query item).
    public mutating func append(_ value: String, for name: String) {
        storage[name, default: []].append(value)
    }

    /// Removes every value of a name.
    public mutating func remove(_ name: String) {
        storage[name] = nil
    }

    // MARK: Decoding

    /// A non-optional single value: absent, repeated or invalid is an error.
    @inlinable
    public func required<T: RouteParameterConvertible>(_ name: String, as type: T.Type) throws -> T {
        guard let value = try optional(name, as: type) else { throw RouteDecodingError.missing(name: name) }
        return value
    }

    /// An optional single value: absent gives `nil`, but a present value that does not convert is still an error.
    @inlinable
    public func optional<T: RouteParameterConvertible>(_ name: String, as type: T.Type) throws -> T? {
        guard let values = storage[name] else { return nil }
        guard values.count == 1 else { throw RouteDecodingError.repeated(name: name, count: values.count) }
        return try Self.convert(values[0], name: name, as: type)
    }

    /// A repeated value: absent gives `[]`; any invalid element is an error.
    @inlinable
    public func array<T: RouteParameterConvertible>(_ name: String, as type: T.Type) throws -> [T] {
        try optionalArray(name, as: type) ?? []
    }

    /// An optional repeated value: absent gives `nil`; any invalid element is an error.
    @inlinable
    public func optionalArray<T: RouteParameterConvertible>(_ name: String, as type: T.Type) throws -> [T]? {
        guard let values = storage[name] else { return nil }
        return try values.map { try Self.convert($0, name: name, as: type) }
    }

    @inlinable
    static func convert<T: RouteParameterConvertible>(_ value: String, name: String, as type: T.Type) throws -> T {
        guard let converted = T(routeParameter: value) else {
            throw RouteDecodingError.invalid(name: name, value: value, type: String(describing: type))
        }
        return converted
    }

    // MARK: Encoding

    /// Replaces the values of `name` with one value.
    public mutating func set<T: RouteParameterConvertible>(_ name: String, _ value: T) {
        setValue(name, value)
    }

    /// Replaces the values of `name`; `nil` removes them.
    public mutating func set<T: RouteParameterConvertible>(_ name: String, _ value: T?) {
        setOptional(name, value)
    }

    /// Replaces the values of `name`; an empty array removes them (it reads back as `[]`).
    public mutating func set<T: RouteParameterConvertible>(_ name: String, _ value: [T]) {
        setArray(name, value)
    }

    /// Replaces the values of `name`; `nil` or an empty array removes them (both read back as `nil`).
    public mutating func set<T: RouteParameterConvertible>(_ name: String, _ value: [T]?) {
        setOptionalArray(name, value)
    }

    // One name per shape, like the decoding helpers. Generated `parameters` getters call these rather than the
    // overloaded `set`: a call with a single candidate type-checks about a fifth faster (docs/benchmarks.md).

    /// `set(_:_:)` for one value.
    public mutating func setValue<T: RouteParameterConvertible>(_ name: String, _ value: T) {
        storage[name] = [value.routeParameter]
    }

    /// `set(_:_:)` for an optional value.
    public mutating func setOptional<T: RouteParameterConvertible>(_ name: String, _ value: T?) {
        storage[name] = value.map { [$0.routeParameter] }
    }

    /// `set(_:_:)` for an array.
    public mutating func setArray<T: RouteParameterConvertible>(_ name: String, _ value: [T]) {
        storage[name] = value.isEmpty ? nil : value.map(\.routeParameter)
    }

    /// `set(_:_:)` for an optional array.
    public mutating func setOptionalArray<T: RouteParameterConvertible>(_ name: String, _ value: [T]?) {
        setArray(name, value ?? [])
    }
}

extension RouteParameters: CustomStringConvertible {
    /// `id=42, tags=[a, b]`, sorted by name: stable output for `routegen match` and test failures.
    public var description: String {
        names.map { name in
            let values = storage[name] ?? []
            return values.count == 1 ? "\(name)=\(values[0])" : "\(name)=[\(values.joined(separator: ", "))]"
        }.joined(separator: ", ")
    }
}
