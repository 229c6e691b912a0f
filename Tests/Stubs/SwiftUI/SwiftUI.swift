// Stub `SwiftUI` for type-checking RouteKit's SwiftUI layer (and generated `view:` registrations) on Linux: only the
// declarations they use, transcribed from Apple's documented signatures (labels, generic constraints, optionality,
// `@MainActor` / `nonisolated`, `@isolated(any) @Sendable` where the docs say so). Builders are `@ViewBuilder` (the
// docs of the newest SDK spell it `@ContentBuilder`). Bodies are placeholders: the module is only compiled against.
@_exported import Combine
import Foundation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// MARK: Views and builders

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError("stub") }
}

nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    init() {}
    public var body: Never { fatalError("stub") }
}

nonisolated public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("stub") }
}

nonisolated public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("stub") }
}

nonisolated public struct Text: View {
    public init(verbatim content: String) {}
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("stub") }
}

nonisolated public struct Color: View, Hashable, Sendable {
    public static let clear = Color()
    public var body: Never { fatalError("stub") }
}

nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

nonisolated extension ForEach: View where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
    public var body: Never { fatalError("stub") }
}

// MARK: State

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let read: @isolated(any) @Sendable () -> Value
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        read = get
    }
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError("stub") }
}

public protocol DynamicProperty {}

@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @MainActor @dynamicMemberLookup @preconcurrency @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError("stub")
        }
    }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
    public var projectedValue: Wrapper { Wrapper() }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var description: String { "" }
}

@propertyWrapper @frozen
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("stub") }
}

// MARK: Navigation

nonisolated public struct NavigationStack<Data, Root: View>: View {
    public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: Never { fatalError("stub") }
}

nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public nonisolated init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

extension View {
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    public nonisolated func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    @available(macOS, unavailable)
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// developer.apple.com/documentation/swiftui/view/presentationdetents(_:) (iOS 16, macOS 13)
    /// `nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View`
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:) (iOS 15, macOS 12)
    /// `nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View`
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)
    /// (iOS 15, macOS 12) `nonisolated func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>,
    /// titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where S : StringProtocol, A : View`
    public nonisolated func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (iOS 15, macOS 12)
    /// `nonisolated func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    /// @ViewBuilder message: () -> M) -> some View where S : StringProtocol, A : View, M : View`
    public nonisolated func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }

    public nonisolated func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }

    public nonisolated func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }

    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
}

/// developer.apple.com/documentation/swiftui/visibility (iOS 15, macOS 12)
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// developer.apple.com/documentation/swiftui/buttonrole (iOS 15, macOS 12)
public struct ButtonRole: Equatable, Sendable {
    private let name: String
    /// `static let destructive: ButtonRole`
    public static let destructive = ButtonRole(name: "destructive")
    /// `static let cancel: ButtonRole`
    public static let cancel = ButtonRole(name: "cancel")
}

/// developer.apple.com/documentation/swiftui/button (iOS 13, macOS 10.15)
@MainActor @preconcurrency
public struct Button<Label: View>: View {
    public var body: Never { fatalError("stub") }
}

extension Button where Label == Text {
    /// `nonisolated init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S : StringProtocol`
    /// (iOS 15, macOS 12)
    public nonisolated init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    /// `nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol` (iOS 13, macOS 10.15)
    public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// developer.apple.com/documentation/swiftui/state (iOS 13, macOS 10.15)
@propertyWrapper @frozen
public struct State<Value>: DynamicProperty {
    /// `init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) { self.wrappedValue = value }
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set { fatalError("stub") }
    }
    /// `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

/// developer.apple.com/documentation/swiftui/presentationdetent (iOS 16, macOS 13)
/// `struct PresentationDetent`: Hashable, Sendable.
public struct PresentationDetent: Hashable, Sendable {
    private let value: String
    /// `static let large: PresentationDetent`
    public static let large = PresentationDetent(value: "large")
    /// `static let medium: PresentationDetent`
    public static let medium = PresentationDetent(value: "medium")
    /// `static func fraction(_ fraction: CGFloat) -> PresentationDetent`
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(value: "\(fraction)") }
    /// `static func height(_ height: CGFloat) -> PresentationDetent`
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(value: "\(height)pt") }
}

// MARK: UIKit interoperation

#if canImport(UIKit)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// `init(rootView: Content)` (iOS 13.0)
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    /// `var rootView: Content { get set }` (iOS 13.0)
    public var rootView: Content
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}

@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("stub") }
}
#elseif canImport(AppKit)
// MARK: AppKit interoperation

/// developer.apple.com/documentation/swiftui/nshostingcontroller (macOS 10.15)
/// `@MainActor @preconcurrency class NSHostingController<Content> : NSViewController where Content : View`
@MainActor @preconcurrency
open class NSHostingController<Content: View>: NSViewController {
    /// `init(rootView: Content)` (macOS 10.15)
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    /// `var rootView: Content { get set }` (macOS 10.15)
    public var rootView: Content
}

/// developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentablecontext (macOS 10.15)
public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {}

/// developer.apple.com/documentation/swiftui/nsviewcontrollerrepresentable (macOS 10.15)
/// `@MainActor @preconcurrency protocol NSViewControllerRepresentable : View where Self.Body == Never`
@MainActor @preconcurrency
public protocol NSViewControllerRepresentable: View where Body == Never {
    associatedtype NSViewControllerType: NSViewController
    typealias Context = NSViewControllerRepresentableContext<Self>
    /// `func makeNSViewController(context: Self.Context) -> Self.NSViewControllerType`
    func makeNSViewController(context: Context) -> NSViewControllerType
    /// `func updateNSViewController(_ nsViewController: Self.NSViewControllerType, context: Self.Context)`
    func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
}

extension NSViewControllerRepresentable {
    public var body: Never { fatalError("stub") }
}
#endif
