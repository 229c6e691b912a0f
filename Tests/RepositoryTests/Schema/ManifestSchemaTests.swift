import Foundation
@testable import RouteGenCore
import RouteKit
import Testing
import TestSupport

/// `Schemas/routes.schema.json` is what editors check routes.yml against: it must accept exactly the keys the
/// decoder accepts, or users get red squiggles on valid manifests (or none on typos).
@Suite struct ManifestSchemaTests {
    static let schemaURL = Repository.url("Schemas/routes.schema.json")

    let schema: [String: Any]

    init() throws {
        let data = try Data(contentsOf: Self.schemaURL)
        schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The object at a JSON pointer such as `/$defs/route`.
    func object(_ pointer: String) throws -> [String: Any] {
        var current: Any = schema
        for part in pointer.split(separator: "/") {
            current = try #require((current as? [String: Any])?[String(part)], "missing \(pointer)")
        }
        return try #require(current as? [String: Any], "\(pointer) is not an object")
    }

    func propertyNames(_ pointer: String) throws -> Set<String> {
        let properties = try #require(try object(pointer)["properties"] as? [String: Any], "\(pointer) has no properties")
        return Set(properties.keys)
    }

    func isClosed(_ pointer: String) throws -> Bool {
        try object(pointer)["additionalProperties"] as? Bool == false
    }

    @Test func declaresADraftEditorsUnderstand() {
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    @Test func topLevelKeysMatchTheDecoder() throws {
        #expect(try propertyNames("") == Set(ManifestKeys.topLevel))
        #expect(try isClosed(""))
    }

    @Test func urlKeysMatchTheDecoder() throws {
        #expect(try propertyNames("/properties/url") == Set(ManifestKeys.url))
        #expect(try isClosed("/properties/url"))
    }

    @Test func routeKeysMatchTheDecoder() throws {
        #expect(try propertyNames("/$defs/route") == Set(ManifestKeys.route))
        #expect(try isClosed("/$defs/route"))
        let routes = try object("/properties/routes")
        #expect((routes["additionalProperties"] as? [String: Any])?["$ref"] as? String == "#/$defs/route")
    }

    @Test func extraLongFormKeysMatchTheDecoder() throws {
        #expect(try propertyNames("/$defs/extraLong") == Set(ManifestKeys.extra))
        #expect(try isClosed("/$defs/extraLong"))
    }

    @Test func enumeratedValuesMatchTheModel() throws {
        let access = try #require(try object("/properties/access")["enum"] as? [String])
        #expect(Set(access) == Set(AccessLevel.allCases.map(\.rawValue)))
        let exposure = try #require(try object("/$defs/route/properties/exposure")["enum"] as? [String])
        #expect(Set(exposure) == Set(Exposure.allCases.map(\.rawValue)))
    }

    /// The two forms `EnumDecoder` reads: `[relevance, { priceAsc: price-asc }]` and `{ priceAsc: price-asc }`.
    @Test func enumFormsMatchTheDecoder() throws {
        let forms = try #require(try object("/properties/enums/additionalProperties")["oneOf"] as? [[String: Any]])
        #expect(forms.map { $0["type"] as? String } == ["array", "object"])
        let items = try #require((forms[0]["items"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(items.map { $0["type"] as? String } == ["string", "object"])
        #expect(items[1]["minProperties"] as? Int == 1 && items[1]["maxProperties"] as? Int == 1)
        #expect((items[1]["additionalProperties"] as? [String: Any])?["$ref"] as? String == "#/$defs/enumURLValue")
        #expect((forms[1]["additionalProperties"] as? [String: Any])?["$ref"] as? String == "#/$defs/enumURLValue")
        #expect(try object("/$defs/enumURLValue")["minLength"] as? Int == 1, "an empty URL value is an error")
    }

    /// A dangling `$ref` makes editors silently skip validation of that part.
    @Test func everyReferenceResolves() throws {
        var references: [String] = []
        func collect(_ value: Any) {
            if let dictionary = value as? [String: Any] {
                if let reference = dictionary["$ref"] as? String { references.append(reference) }
                dictionary.values.forEach(collect)
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(schema)
        #expect(!references.isEmpty)
        for reference in references {
            #expect(reference.hasPrefix("#/"), "\(reference) is not local")
            _ = try object(String(reference.dropFirst()))
        }
    }
}

/// `examples:` in the schema: the keys of one example are the decoder's, and the list is a top-level key.
@Suite struct ExampleSchemaTests {
    @Test func exampleKeysMatchTheDecoder() throws {
        let schema = try ManifestSchemaTests()
        #expect(try schema.propertyNames("/$defs/example") == Set(ManifestKeys.example))
        #expect(try schema.isClosed("/$defs/example"))
        let examples = try schema.object("/properties/examples")
        #expect((examples["items"] as? [String: Any])?["$ref"] as? String == "#/$defs/example")
        #expect(try schema.object("/$defs/example")["required"] as? [String] == ["url", "opens"])
    }
}
