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
        writer.line("")
        writer.block(spellings.decodingInitHeader) { body in
            let carried = route.extras.filter(\.isURLCarried)
            // `try self.init(id: parameters.required("id", as: Int.self), ...)`, through the memberwise init, when
            // no read is mapped to a manifest line (no `#sourceLocation` inside an expression) and every extra
            // left out has a default there (the same default the statements below would assign): one expression
            // type-checks in about 8 % less work than an assignment per extra.
            if !carried.isEmpty, carried.count <= Self.longestChain, !carried.contains(where: { $0.mappedLine != nil }),
               route.extras.allSatisfy({ $0.isURLCarried || $0.defaultLiteral != nil }) {
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
            let carried = route.extras.filter(\.isURLCarried)
            // One expression, `RouteParameters().settingValue("id", self.id)...`, when no write is mapped to a
            // manifest line: it type-checks in about two thirds of the work of the statements below. A
            // `#sourceLocation` directive cannot sit inside an expression, so a route with an extra of an app type
            // (mapped, for errors at the manifest line) keeps a statement per extra. So does a route with many
            // extras: the chain's cost grows faster than linearly (0.9 ms against 1.3 ms at 10 extras, 2.2 against
            // 2.4 at 20, 6.8 against 4.6 at 40).
            if carried.count <= Self.longestChain && !carried.contains(where: { $0.mappedLine != nil }) {
                body.beginLine()
                body.write(parametersType)
                body.write("()" as StaticString)
                body.endLine()
                body.indented { chain in
                    for extra in carried { Self.writeSetterCall(chainCallOpening(extra), extra, into: &chain) }
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
                Self.writeSetterCall(encodeCallOpening(extra), extra, into: &body)
            }
            body.endMapping(ifOpen: open)
            body.line("return encoded")
        }
    }

    /// Above this many URL-carried extras, `parameters` writes a statement per extra rather than one chain.
    static let longestChain = 16

    /// `.settingValue(` and the like: RouteKit's chainable setter for the shape.
    /// One line `<opening>"name", self.name)`: a link of the chain or an `encoded.set...` statement.
    private static func writeSetterCall(_ opening: StaticString, _ extra: ExtraModel, into writer: inout SwiftWriter) {
        writer.beginLine()
        writer.write(opening)
        writer.write(stringLiteral: extra.manifestName)
        writer.write(", self." as StaticString)
        writer.write(extra.name)
        writer.write(")" as StaticString)
        writer.endLine()
    }

    private func chainCallOpening(_ extra: ExtraModel) -> StaticString {
        switch extra.shape {
        case .optional: ".settingOptional("
        case .array: ".settingArray("
        case .optionalArray: ".settingOptionalArray("
        case .single, nil: ".settingValue("
        }
    }

    /// `encoded.setValue(` and the like: the shape's own setter, one candidate per call, unlike the overloaded `set`.
    private func encodeCallOpening(_ extra: ExtraModel) -> StaticString {
        switch extra.shape {
        case .optional: "encoded.setOptional("
        case .array: "encoded.setArray("
        case .optionalArray: "encoded.setOptionalArray("
        case .single, nil: "encoded.setValue("
        }
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
