// A stand-in for AppKit, so that the AppKit branch of RouteKit's SwiftUI layer (`#elseif canImport(AppKit)` in
// Sources/RouteKit/SwiftUI/NavigationHost.swift) and `Screen` on macOS are type-checked on Linux
// (Tests/RouteKitTests/AppKitLayerCompileTests.swift). It holds only the declarations RouteKit uses, transcribed from
// Apple's documentation (developer.apple.com/documentation/appkit/<type>): names, superclasses, `@MainActor`.
// Bodies trap: this module is compiled, never run.
// Real AppKit re-exports Foundation (NSObject comes with `import AppKit`).
@_exported import Foundation

/// developer.apple.com/documentation/appkit/nsresponder (macOS 10.0)
/// `@MainActor class NSResponder : NSObject`
@MainActor
open class NSResponder: NSObject {}

/// developer.apple.com/documentation/appkit/nsviewcontroller (macOS 10.5)
/// `@MainActor class NSViewController : NSResponder`
@MainActor
open class NSViewController: NSResponder {}
