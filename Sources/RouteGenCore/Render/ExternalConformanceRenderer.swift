/// Renders an external route's `ExternalRoute` members: decoding and encoding (`url` and `universalLink` come from
/// RouteKit's `LinkedRoute` and `UniversalLinkRoute`, see `FileSpellings.externalProtocol`).
///
/// Only URL-carried extras are read or written; an `internal: true` extra decodes to its default. Each read and
/// write of a type the app declares is mapped to the extra's manifest line, so "does not conform to
/// RouteParameterConvertible" lands there; built-ins and manifest enums always conform and are left unmapped.
struct ExternalConformanceRenderer {
    let context: RenderContext
    let spellings: FileSpellings
    let route: RouteModel

    func render(into writer: inout SwiftWriter) {
        let parametersType = spellings.parametersType
        let carried = route.extras.filter(\.isURLCarried)
        // Decoding and encoding can each be one expression when no read or write is mapped to a manifest line (a
        // `#sourceLocation` directive cannot sit inside an expression) and there are not too many extras.
        let fitsOneExpression = carried.count <= Self.longestChain && !carried.contains(where: { $0.mappedLine != nil })
        writer.line("")
        writer.block(spellings.decodingInitHeader) { body in
            // `try self.init(id: parameters.required("id", as: Int.self), ...)`, through the memberwise init, when
            // every extra left out has a default there (the same default the statements below would assign): one
            // expression type-checks in about 8 % less work than an assignment per extra.
            if fitsOneExpression, !carried.isEmpty, route.extras.allSatisfy({ $0.isURLCarried || $0.defaultLiteral != nil }) {
                body.beginLine()
                body.write("try self.init(" as StaticString)
                for (index, extra) in carried.enumerated() {
                    if index > 0 { body.write(", " as StaticString) }
                    body.write(SwiftSyntax.argumentLabel(extra.manifestName))
                    body.write(": " as StaticString)
                    writeDecodeExpression(extra, marked: false, into: &body)
                }
                body.write(")" as StaticString)
                body.endLine()
                return
            }
            var open = false
            for extra in route.extras {
                body.map(toLine: extra.mappedLine, open: &open)
                body.beginLine()
                body.write("self." as StaticString)
                body.write(extra.name)
                body.write(" = " as StaticString)
                writeDecodeExpression(extra, marked: true, into: &body)
                body.endLine()
            }
            body.endMapping(ifOpen: open)
        }
        writer.line("")
        writer.block(spellings.encodingGetterHeader) { body in
            // One expression, `RouteParameters().settingValue("id", self.id)...`: it type-checks in about two
            // thirds of the work of the statements below. A route with an extra of an app type (mapped, for errors
            // at the manifest line) keeps a statement per extra; so does a route with many extras, where the
            // chain's cost grows faster than linearly (0.9 ms against 1.3 ms at 10 extras, 2.2 against 2.4 at 20,
            // 6.8 against 4.6 at 40).
            if fitsOneExpression {
                body.beginLine()
                body.write(parametersType)
                body.write("()" as StaticString)
                body.endLine()
                body.indented { chain in
                    for extra in carried { Self.writeSetterCall(extra, chained: true, into: &chain) }
                }
                return
            }
            body.beginLine()
            // `var encoded = RouteParameters()`: the type annotation beside the initializer cost the type checker
            // a second resolution of the type name in every route.
            body.write("var encoded = " as StaticString)
            body.write(parametersType)
            body.write("()" as StaticString)
            body.endLine()
            var open = false
            for extra in carried {
                body.map(toLine: extra.mappedLine, open: &open)
                Self.writeSetterCall(extra, chained: false, into: &body)
            }
            body.endMapping(ifOpen: open)
            body.line("return encoded")
        }
    }

    /// Above this many URL-carried extras, decoding and encoding write a statement per extra rather than one
    /// expression.
    static let longestChain = 16

    /// One line: a link of the chain, `.settingValue("id", self.id)`, or a statement, `encoded.setValue("id",
    /// self.id)`. Each shape has its own setter (`Value`, `Optional`, `Array`, `OptionalArray`): one candidate per
    /// call, unlike the overloaded `set`.
    private static func writeSetterCall(_ extra: ExtraModel, chained: Bool, into writer: inout SwiftWriter) {
        writer.beginLine()
        writer.write(chained ? ".setting" as StaticString : "encoded.set")
        let shape: StaticString =
            switch extra.shape {
            case .optional: "Optional("
            case .array: "Array("
            case .optionalArray: "OptionalArray("
            case .single, nil: "Value("
            }
        writer.write(shape)
        writer.write(stringLiteral: extra.manifestName)
        writer.write(", self." as StaticString)
        writer.write(extra.name)
        writer.write(")" as StaticString)
        writer.endLine()
    }

    /// `try parameters.required("id", as: Int.self)`, with `?? default` when the parameter may be absent; the
    /// default alone for an extra that is not in URLs.
    /// `marked`: with its own `try` (a statement); without, inside `try self.init(...)`.
    private func writeDecodeExpression(_ extra: ExtraModel, marked: Bool, into writer: inout SwiftWriter) {
        guard extra.isURLCarried else { return writer.write(extra.defaultLiteral ?? "nil") }
        // Without a shape the type is not URL-representable: validation rejects this, and the compiler would too,
        // at the extra's line.
        let opening: StaticString =
            switch extra.shape {
            case .single, nil: extra.defaultLiteral == nil || extra.shape == nil
                ? "parameters.required(" : "parameters.optional("
            case .optional: "parameters.optional("
            case .array: "parameters.array("
            case .optionalArray: "parameters.optionalArray("
            }
        if marked { writer.write("try " as StaticString) }
        writer.write(opening)
        writer.write(stringLiteral: extra.manifestName)
        writer.write(", as: " as StaticString)
        writer.write(extra.elementType)
        writer.write(".self)" as StaticString)
        guard let shape = extra.shape, let fallback = extra.defaultLiteral, fallback != "nil", shape != .array else { return }
        writer.write(" ?? " as StaticString)
        writer.write(fallback)
    }
}
