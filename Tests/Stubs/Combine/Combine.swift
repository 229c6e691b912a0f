// Stub `Combine` for type-checking RouteKit's SwiftUI layer on Linux: only what the layer uses, transcribed from
// Apple's documented signatures. Never run, only compiled against.

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// `final class ObservableObjectPublisher: Publisher` (Output `Void`, Failure `Never`).
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

/// `protocol ObservableObject: AnyObject`.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The default publisher: `var objectWillChange: ObservableObjectPublisher { get }`.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}
