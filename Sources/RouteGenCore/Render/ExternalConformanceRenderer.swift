/// Renders an external route's `ExternalRoute` members: decoding, encoding, `url` and `universalLink`.
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
            var open = false
            for extra in route.extras {
                body.line(mappedTo: extra.mappedLine, open: &open, pieces: "self.", extra.name, " = ", decodeExpression(extra))
            }
            body.endMapping(ifOpen: open)
        }
        writer.line("")
        writer.block(spellings.encodingGetterHeader) { body in
            let carried = route.extras.filter(\.isURLCarried)
            body.line(pieces: carried.isEmpty ? "let" : "var", " encoded: ", parametersType, " = ", parametersType, "()")
            var open = false
            for extra in carried {
                body.line(mappedTo: extra.mappedLine, open: &open, pieces: "encoded.", encodeMethod(extra), "(",
                          SwiftSyntax.stringLiteral(extra.extra.name), ", self.", extra.name, ")")
            }
            body.endMapping(ifOpen: open)
            body.line("return encoded")
        }
        renderLinks(into: &writer)
    }

    /// The shape's own setter (`setValue`, `setOptional`, ...): one candidate per call, unlike the overloaded `set`.
    private func encodeMethod(_ extra: ExtraModel) -> String {
        switch ParameterShape.of(extra.extra.type)?.0 {
        case .optional: "setOptional"
        case .array: "setArray"
        case .optionalArray: "setOptionalArray"
        case .single, nil: "setValue"
        }
    }

    private func decodeExpression(_ extra: ExtraModel) -> String {
        guard extra.isURLCarried else { return extra.defaultLiteral ?? "nil" }
        let key = SwiftSyntax.stringLiteral(extra.extra.name)
        guard let (shape, element) = ParameterShape.of(extra.extra.type) else {
            // Not URL-representable: validation rejects this, and the compiler would too, at the extra's line.
            return "try parameters.required(\(key), as: \(extra.type).self)"
        }
        let elementType = context.spell(.named(element))
        let method: String
        switch shape {
        case .single: method = extra.defaultLiteral == nil ? "required" : "optional"
        case .optional: method = "optional"
        case .array: method = "array"
        case .optionalArray: method = "optionalArray"
        }
        let read = "try parameters.\(method)(\(key), as: \(elementType).self)"
        guard let fallback = extra.defaultLiteral, fallback != "nil", shape != .array else { return read }
        return "\(read) ?? \(fallback)"
    }

    private func renderLinks(into writer: inout SwiftWriter) {
        for line in spellings.linkLines {
            writer.line(line)
        }
    }
}

extension FileSpellings {
    /// The `url` and `universalLink` members, the same in every external route of a manifest (with a blank line
    /// before each).
    static func linkLines(context: RenderContext) -> [String] {
        let settings = context.manifest.url
        let urlType = context.runtime("URL", module: "Foundation")
        var lines: [String] = []
        if let scheme = settings.schemes.first {
            lines.append("")
            lines.append("/// The deep link for this route, with the manifest's first scheme.")
            lines.append("\(context.access)var url: \(urlType) { self.url(scheme: \(SwiftSyntax.stringLiteral(scheme))) }")
        } else if let host = settings.hosts.first {
            lines.append("")
            lines.append("/// The https universal link for this route (the manifest declares no custom scheme).")
            lines.append("\(context.access)var url: \(urlType) { self.universalLink(host: \(SwiftSyntax.stringLiteral(host))) }")
        }
        if let host = settings.hosts.first {
            lines.append("")
            lines.append("/// The https universal link for this route, with the manifest's first host.")
            lines.append("\(context.access)var universalLink: \(urlType) { self.universalLink(host: \(SwiftSyntax.stringLiteral(host))) }")
        }
        return lines
    }
}
