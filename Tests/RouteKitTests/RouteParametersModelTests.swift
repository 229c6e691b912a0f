import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

/// `RouteParameters` keeps its names in a small list (scanned) that gains a hash index past a dozen names: both
/// must behave like a plain `[String: [String]]`, through random appends, sets and removals.
@Suite("RouteParameters against a dictionary model")
struct RouteParametersModelTests {
    @Test("Random edits give the values, names, equality and hash a dictionary gives", arguments: [3, 12, 13, 40])
    func matchesDictionary(nameCount: Int) {
        var random = SeededRandom(seed: UInt64(nameCount))
        let names = (0..<nameCount).map { "n\($0)" }
        for _ in 0..<200 {
            var parameters = RouteParameters()
            var model: [String: [String]] = [:]
            for step in 0..<Int(random.next() % 120) {
                let name = names[Int(random.next(below: UInt64(nameCount)))]
                switch random.next() % 4 {
                case 0, 1:
                    parameters.append("v\(step)", for: name)
                    model[name, default: []].append("v\(step)")
                case 2:
                    let values = (0..<Int(random.next() % 3)).map { "s\(step).\($0)" }
                    parameters[name] = values
                    model[name] = values.isEmpty ? nil : values
                default:
                    parameters.removeValues(for: name)
                    model[name] = nil
                }
            }
            #expect(parameters.names == model.keys.sorted())
            #expect(parameters.isEmpty == model.isEmpty)
            for name in names { #expect(parameters[name] == (model[name] ?? [])) }
            // The same content built in another order is equal and hashes alike.
            var rebuilt = RouteParameters()
            for name in model.keys.sorted().reversed() { rebuilt[name] = model[name]! }
            #expect(rebuilt == parameters)
            #expect(rebuilt.hashValue == parameters.hashValue)
            if let name = model.keys.first {
                rebuilt.append("extra", for: name)
                #expect(rebuilt != parameters)
            }
        }
    }

    @Test("A path capture replaces a query item of the same name among many")
    func replaceAmongMany() throws {
        var parameters = RouteParameters()
        for index in 0..<50 { parameters.append("q\(index)", for: "n\(index)") }
        parameters.append("again", for: "n7")
        parameters["n7"] = ["path"]
        #expect(parameters["n7"] == ["path"])
        #expect(try parameters.required("n7", as: String.self) == "path")
        #expect(throws: RouteDecodingError.repeated(name: "n8", count: 2)) {
            var repeated = parameters
            repeated.append("twice", for: "n8")
            _ = try repeated.required("n8", as: String.self)
        }
        parameters.removeValues(for: "n0")
        #expect(parameters["n49"] == ["q49"])
        #expect(parameters.names.count == 49)
    }
}

/// A nested convertible type, to check how errors spell type names.
enum Outer {
    enum Mode: String, RouteParameterConvertible, CaseIterable {
        case on, off
    }

    /// A manifest enum whose cases carry URL values of their own (`priceAsc: price-asc`).
    enum Sort: String, RouteParameterConvertible, CaseIterable {
        case priceAsc = "price-asc", newest
    }
}

@Suite("A rejected enum value says what was meant")
struct MisspelledCaseTests {
    static func error(_ value: String) -> RouteDecodingError? {
        var parameters = RouteParameters()
        parameters.append(value, for: "sort")
        do {
            _ = try parameters.optional("sort", as: Outer.Sort.self)
            return nil
        } catch {
            return error as? RouteDecodingError
        }
    }

    @Test("A case's Swift name, or its URL value in other letters, names the URL value links carry")
    func swiftNameNamesTheURLValue() {
        #expect(Self.error("priceAsc") == .misspelled(name: "sort", value: "priceAsc", type: "Sort", meant: "price-asc"))
        #expect(Self.error("priceAsc")?.description == "'priceAsc' is not a Sort (extra 'sort'); did you mean 'price-asc'?")
        #expect(Self.error("PRICE-ASC") == .misspelled(name: "sort", value: "PRICE-ASC", type: "Sort", meant: "price-asc"))
        #expect(Self.error("Newest")?.description == "'Newest' is not a Sort (extra 'sort'); did you mean 'newest'?")
    }

    @Test("Text no case spells stays a plain invalid value; a valid one decodes")
    func otherTextIsInvalid() {
        #expect(Self.error("cheapest") == .invalid(name: "sort", value: "cheapest", type: "Sort"))
        #expect(Self.error("price-asc") == nil)
        #expect(Self.error("priceAsc")?.name == "sort")
    }
}

@Suite("RouteDecodingError type names")
struct DecodingErrorTypeNameTests {
    @Test("An invalid value names its type as String(describing:) does, nested types by their own name")
    func typeNames() {
        var parameters = RouteParameters()
        parameters.append("maybe", for: "mode")
        parameters.append("x", for: "count")
        parameters.append("y", for: "ids")
        #expect(throws: RouteDecodingError.invalid(name: "mode", value: "maybe", type: String(describing: Outer.Mode.self))) {
            try parameters.required("mode", as: Outer.Mode.self)
        }
        #expect(throws: RouteDecodingError.invalid(name: "count", value: "x", type: "UInt8")) {
            try parameters.optional("count", as: UInt8.self)
        }
        #expect(throws: RouteDecodingError.invalid(name: "ids", value: "y", type: "UUID")) {
            try parameters.array("ids", as: UUID.self)
        }
        #expect(String(describing: Outer.Mode.self) == "Mode")
    }
}
