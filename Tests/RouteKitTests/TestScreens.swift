@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
#if canImport(UIKit)
import UIKit

@MainActor
class TestScreenBase: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
#elseif canImport(AppKit)
import AppKit

@MainActor
class TestScreenBase: NSViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
#else
@MainActor
class TestScreenBase {
    init() {}
}
#endif

@MainActor
final class UserScreen: TestScreenBase {
    let route: UserProfile
    init(route: UserProfile) {
        self.route = route
        super.init()
    }
}

@MainActor
final class PlainScreen: TestScreenBase {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init()
    }
}

@MainActor
final class LoginScreen: TestScreenBase {}

@MainActor
final class AccountScreen: TestScreenBase {}

/// A result screen that keeps its sink, like a real one would.
@MainActor
final class PhotoPickerScreen: TestScreenBase {
    let sink: ResultSink<String>
    init(sink: ResultSink<String>) {
        self.sink = sink
        super.init()
    }
}
