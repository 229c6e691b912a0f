import Foundation
import RouteKit

// `NavRoutes` (tabs `home`, `search`, `profile`; routes with `tab:` and `parent:`, result routes, detents, a custom
// display) is generated: NavRoutes.generated.swift, from Nav.routes.yml in Tests/RouteGenCoreTests/Fixtures/Render/
// RouteKitTests (ReferenceOutputTests keeps it equal to the manifest's output). Here: the app type it names, and a
// result screen.

/// An app type used as an extra.
struct Draft: Hashable, Sendable {
    var text: String
}

/// A result screen holding its sink.
@MainActor
final class ResultScreen<Value: Sendable>: TestScreenBase {
    let sink: ResultSink<Value>
    init(sink: ResultSink<Value>) {
        self.sink = sink
        super.init()
    }
}
