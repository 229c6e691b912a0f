/// What a start-for-result caller receives, exactly once.
public enum RouteResult<Value: Sendable>: Sendable {
    /// The destination finished with a value.
    case ok(Value)
    /// The destination was canceled, closed by the user, or never shown (not registered, intercepted, redirected).
    case canceled

    /// The value, or `nil` when canceled.
    public var value: Value? {
        if case .ok(let value) = self { return value }
        return nil
    }
}

extension RouteResult: Equatable where Value: Equatable {}
extension RouteResult: Hashable where Value: Hashable {}
