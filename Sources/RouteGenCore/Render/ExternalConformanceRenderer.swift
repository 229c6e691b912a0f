/// Renders an external route's `ExternalRoute` members: decoding and encoding (`url` and `universalLink` come from
/// RouteKit's `URLRoute` and `UniversalLinkRoute`, see `FileSpellings.externalProtocol`); and the same two
/// members of a restorable internal route (`RestorableRoute`, `RouteModel.isRestorable`).
///
/// An external route reads and writes only URL-carried extras; an `internal: true` extra decodes to its default.
/// A restorable internal route reads and writes every extra, `internal: true` ones too: saved state never leaves
/// the app, and `internal` only keeps a value out of URLs. Each read and
/// write of a type the app declares is mapped to the extra's manifest line, so "does not conform to
/// RouteParameterConvertible" lands there; built-ins and manifest enums always conform and are left unmapped.
///
/// Decoding and encoding each have two shapes with the same behaviour: one expression, which type-checks in less
/// work, and a statement per extra, needed when a line is mapped (a `#sourceLocation` directive cannot sit inside
/// an expression) and cheaper to type-check for many extras.
struct ExternalConformanceRenderer {
    let context: RenderContext
    let spellings: FileSpellings
    let route: RouteModel

    func render(into writer: inout SwiftWriter) {
        let carried = route.extras.filter(isCarried)
        let fitsOneExpression = carried.count <= Self.longestChain && !carried.contains(where: { $0.mappedLine != nil })
        writer.line("")
        writer.block("\(spellings.decodingInitHeader)") { body in
            // Through the memberwise init when every extra left out has a default there (the same default the
            // statements would assign): one expression type-checks in about 8 % less work than an assignment per
            // extra.
            if fitsOneExpression, !carried.isEmpty, route.extras.allSatisfy({ isCarried($0) || $0.defaultLiteral != nil }) {
                body.line("try self.init(\(carried.lazy.map(decodedArgument), separator: ", "))")
            } else {
                body.mappedLines(route.extras) { extra in
                    (extra.mappedLine, "self.\(extra.name) = \(isCarried(extra) ? "try " : "")\(decoded(extra))")
                }
            }
        }
        writer.line("")
        writer.block("\(spellings.encodingGetterHeader)") { body in
            // One expression type-checks in about two thirds of the work of the statements. A route with an extra
            // of an app type (mapped, for errors at the manifest line) keeps a statement per extra; so does a route
            // with many extras, where the chain's cost grows faster than linearly (0.9 ms against 1.3 ms at 10
            // extras, 2.2 against 2.4 at 20, 6.8 against 4.6 at 40).
            if fitsOneExpression {
                body.line("\(spellings.parametersType)()")
                body.indented { chain in
                    for extra in carried { chain.line(".setting\(Self.setter(extra))") }
                }
            } else {
                // No type annotation beside the initializer: it cost the type checker a second resolution of the
                // type name in every route.
                body.line("var encoded = \(spellings.parametersType)()")
                body.mappedLines(carried) { extra in (extra.mappedLine, "encoded.set\(Self.setter(extra))") }
                body.line("return encoded")
            }
        }
    }

    /// Whether the extra is read and written: in URLs for an external route, every extra of a restorable one.
    private func isCarried(_ extra: ExtraModel) -> Bool {
        !route.isExternal || extra.isURLCarried
    }

    /// Above this many URL-carried extras, decoding and encoding write a statement per extra rather than one
    /// expression.
    static let longestChain = 16

    /// The setter after `.setting` (a link of the chain) or `encoded.set` (a statement): `Value("id", self.id)`.
    /// Each shape has its own setter (`Value`, `Optional`, `Array`, `OptionalArray`): one candidate per call,
    /// unlike the overloaded `set`.
    private static func setter(_ extra: ExtraModel) -> SwiftCode {
        let key = extra.urlName, value = extra.name, cast = extra.cast
        switch extra.shape {
        case .optional: return "Optional(\(literal: key), self.\(value)\(cast))"
        case .array: return "Array(\(literal: key), self.\(value)\(cast))"
        case .optionalArray: return "OptionalArray(\(literal: key), self.\(value)\(cast))"
        case .single, nil: return "Value(\(literal: key), self.\(value)\(cast))"
        }
    }

    /// `id: parameters.required("id", as: Int.self)`: an argument of `try self.init(...)`.
    private func decodedArgument(_ extra: ExtraModel) -> SwiftCode {
        "\(SwiftIdentifier.argumentLabel(extra.swiftName)): \(decoded(extra))"
    }

    /// `parameters.required("id", as: Int.self)`, with `?? default` when the parameter may be absent; the default
    /// alone for an extra that is not in URLs (without `try`: the caller marks the expression or the call).
    private func decoded(_ extra: ExtraModel) -> SwiftCode {
        guard isCarried(extra) else { return "\(extra.defaultLiteral ?? "nil")" }
        // Without a shape the type is not URL-representable: validation rejects this, and the compiler would too,
        // at the extra's line.
        let read: StaticString =
            switch extra.shape {
            case .single, nil: extra.defaultLiteral == nil || extra.shape == nil ? "required" : "optional"
            case .optional: "optional"
            case .array: "array"
            case .optionalArray: "optionalArray"
            }
        var value: SwiftCode = "parameters.\(read)(\(literal: extra.urlName), as: \(extra.elementType).self)"
        if extra.minimum != nil || extra.maximum != nil {
            // Limits: a value outside them is a decoding error, so the link does not open this route.
            let limits: SwiftCode = "min: \(extra.minimum ?? "nil"), max: \(extra.maximum ?? "nil")"
            value = "parameters.\(read)(\(literal: extra.urlName), as: \(extra.elementType).self, \(limits))"
        }
        guard let shape = extra.shape, let fallback = extra.defaultLiteral, fallback != "nil", shape != .array else {
            return value
        }
        return "\(value) ?? \(fallback)"
    }
}
