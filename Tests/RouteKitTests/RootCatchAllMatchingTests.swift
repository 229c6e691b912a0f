import Foundation
import PropertyBased
import Testing
@_spi(RouteGen) @testable import RouteKit

/// A route opened on `/files` and on anything under it: `[/files/<path:rest>, /files]`, `rest` nil on the first.
struct FilesAnywhere: URLRoute, Hashable {
    static let descriptor = RouteDescriptor(
        name: "files", exposure: .external, path: "/files/<path:rest>", alternatePaths: ["/files"],
        urlConfiguration: URLConfiguration(schemes: ["myapp"], hosts: ["myapp.example.com"]))
    var rest: String?
    init(rest: String?) { self.rest = rest }
    init(parameters: RouteParameters) throws { rest = try parameters.optional("rest", as: String.self) }
    var parameters: RouteParameters { var p = RouteParameters(); p.setOptional("rest", rest); return p }
}

/// A plain route on the parent path: ties with `FilesAnywhere`'s second pattern.
struct FilesRoot: ValuelessTestRoute {
    static let descriptor = RouteDescriptor(
        name: "filesRoot", exposure: .external, path: "/files", urlConfiguration: URLConfiguration(schemes: ["myapp"], hosts: []))
}

@Suite("RouteKit: a catch-all that includes its parent path")
struct RootCatchAllMatchingTests {
    static let matcher = URLMatcher<FilesAnywhere>([.init(FilesAnywhere.self) { $0 }])

    private func open(_ text: String) -> FilesAnywhere? {
        var trace: [URLMatchExplanation.Reason]?
        return Self.matcher.match(rawText: text, trace: &trace)
    }

    @Test("the parent path gives nil, whatever the query says; deeper paths give the rest")
    func matching() {
        for text in ["myapp://files", "myapp://files/", "myapp://files//?rest=a", "https://myapp.example.com/files?rest=%2F"] {
            #expect(open(text) == FilesAnywhere(rest: nil), "\(text)")
        }
        #expect(open("myapp://files/a//b/?rest=x") == FilesAnywhere(rest: "a/b"))
        #expect(open("myapp://filesx") == nil)
        #expect(open("myapp:///files/a") == FilesAnywhere(rest: "a"))
    }

    @Test("nil and non-empty values round-trip through both links")
    func roundTrip() async {
        #expect(FilesAnywhere(rest: nil).url.absoluteString == "myapp://files")
        await propertyCheck(count: 300, input: nonEmptyTrickyString.array(of: 0...3)) { pieces in
            let rest = pieces.isEmpty ? nil : pieces.joined(separator: "/")
            let route = FilesAnywhere(rest: rest)
            #expect(Self.matcher.match(route.url) == route, "\(route.url)")
        }
    }

    @Test("registration reports a plain route on the parent path as a tie, not the route's own two patterns")
    func ties() {
        var ledger = RouteTieLedger()
        #expect(ledger.record(FilesAnywhere.self).isEmpty)
        #expect(ledger.record(FilesRoot.self).map(\.winner.pattern) == ["/files"])
    }
}
