import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

@Suite("RouteParameters")
struct RouteParametersTests {
    private func parameters(_ pairs: [(String, String)]) -> RouteParameters {
        var p = RouteParameters()
        for (name, value) in pairs { p.append(value, for: name) }
        return p
    }

    @Test func requiredReadsOneValue() throws {
        #expect(try parameters([("id", "42")]).required("id", as: Int.self) == 42)
    }

    @Test func requiredMissingNamesTheExtra() {
        #expect(throws: RouteDecodingError.missing(name: "id")) {
            try RouteParameters().required("id", as: Int.self)
        }
        #expect(RouteDecodingError.missing(name: "id").description == "missing extra 'id'")
    }

    @Test func invalidValueSaysWhatAndWhy() {
        let error = RouteDecodingError.invalid(name: "id", value: "abc", type: "Int")
        #expect(throws: error) { try parameters([("id", "abc")]).required("id", as: Int.self) }
        #expect(error.description == "'abc' is not an Int (extra 'id')")
        #expect(RouteDecodingError.invalid(name: "tab", value: "x", type: "Tab").description == "'x' is not a Tab (extra 'tab')")
    }

    @Test func optionalIsNilOnlyWhenAbsent() throws {
        let empty = RouteParameters()
        #expect(try empty.optional("referrer", as: String.self) == nil)
        #expect(try parameters([("referrer", "")]).optional("referrer", as: String.self) == "")
        // Strict even for optionals: a present value that does not convert is an error, not nil.
        #expect(throws: RouteDecodingError.invalid(name: "page", value: "two", type: "Int")) {
            try parameters([("page", "two")]).optional("page", as: Int.self)
        }
    }

    @Test func repeatedSingleValueIsRejected() {
        #expect(throws: RouteDecodingError.repeated(name: "id", count: 2)) {
            try parameters([("id", "1"), ("id", "2")]).required("id", as: Int.self)
        }
    }

    @Test func arraysKeepOrderAndRejectAnyBadElement() throws {
        let p = parameters([("n", "3"), ("n", "1"), ("n", "2")])
        #expect(try p.array("n", as: Int.self) == [3, 1, 2])
        #expect(try RouteParameters().array("n", as: Int.self) == [])
        #expect(try RouteParameters().optionalArray("n", as: Int.self) == nil)
        #expect(try p.optionalArray("n", as: Int.self) == [3, 1, 2])
        #expect(throws: RouteDecodingError.invalid(name: "n", value: "x", type: "Int")) {
            try parameters([("n", "1"), ("n", "x")]).array("n", as: Int.self)
        }
    }

    @Test func settersWriteCanonicalTextAndRemoveAbsentValues() {
        var p = RouteParameters()
        p.set(42, for: "id")
        p.set(true, for: "flag")
        p.set(Int?.none, for: "missing")
        p.set(["a", "b"], for: "tags")
        p.set([Int](), for: "none")
        p.set([Int]?.none, for: "maybe")
        p.set(Tab.likes, for: "tab")
        #expect(p["id"] == ["42"])
        #expect(p["flag"] == ["true"])
        #expect(p["tags"] == ["a", "b"])
        #expect(p["tab"] == ["likes"])
        #expect(p.names == ["flag", "id", "tab", "tags"])
        p.set(Int?.none, for: "id")
        #expect(p["id"] == [])
        #expect(p.description == "flag=true, tab=likes, tags=[a, b]")
    }
}
