@_spi(RouteGen) import RouteKit

/// Renders one route's struct: conformances, descriptor, stored extras, memberwise init, URL conformance.
struct RouteStructRenderer {
    let context: RenderContext
    let spellings: FileSpellings
    let route: RouteModel

    func render(into writer: inout SwiftWriter) {
        let declaration = route.declaration
        let access = context.access
        writer.docLines(route.docLines)
        let conformances = spellings.conformances(
            external: route.isExternal, result: declaration.result != nil, parented: route.parent != nil,
            restorable: route.isRestorable, ownURL: declaration.ownURL, context: context)
        writer.block("\(access)struct \(route.structName): \(conformances)") { body in
            if let result = declaration.result {
                body.line("\(access)typealias Result = \(context.spell(result))", mappedTo: declaration.resultLocation?.line)
                body.line("")
            }
            renderDescriptor(into: &body)
            if !route.extras.isEmpty {
                body.line("")
                // An app type's alias sits right above its property, both on the extra's manifest line.
                body.mappedLines(route.extras.lazy.flatMap { extra in
                    [extra.alias.map { (extra, $0) }, (extra, nil)].compactMap { $0 }
                }) { extra, alias in
                    guard let alias else { return (extra.mappedLine, "\(access)var \(extra.name): \(extra.type)") }
                    return (extra.mappedLine, "\(access)typealias \(alias.name) = \(alias.target)")
                }
            }
            body.line("")
            body.block("\(access)init(\(route.extras.lazy.map(\.parameter), separator: ", "))",
                       mappedTo: route.signatureLine) { body in
                for extra in route.extras {
                    body.line("self.\(extra.name) = \(extra.localName)")
                }
            }
            if route.extras.contains(where: { $0.alias != nil }) {
                renderHashable(into: &body)
            }
            if route.isExternal || route.isRestorable {
                ExternalConformanceRenderer(context: context, spellings: spellings, route: route).render(into: &body)
            }
            if let parent = route.parent {
                body.line("")
                let arguments = parent.arguments.lazy.map { argument -> SwiftCode in "\(argument.label): self.\(argument.name)" }
                body.line("\(access)var parentRoute: \(parent.qualifiedName) { \(parent.qualifiedName)(\(arguments, separator: ", ")) }")
            }
        }
    }

    /// `==` and `hash(into:)` written out for a route with an app type, each use of it cast to its alias: when the
    /// type does not exist, synthesized conformances failed with two more errors (`Hashable`, `Equatable`) beside the
    /// alias's one, and an uncast use could not infer its generic argument. The uses of an app type are mapped to its
    /// manifest line, so a type that is not `Hashable` is reported there.
    private func renderHashable(into writer: inout SwiftWriter) {
        let access = context.access
        let type = route.qualifiedName
        writer.line("")
        writer.block("\(access)static func == (lhs: \(type), rhs: \(type)) -> \(spellings.boolType)") { body in
            let last = route.extras.last.map(ObjectIdentifier.init)
            body.mappedLines(route.extras) { extra in
                let compared: SwiftCode = "lhs.\(extra.name)\(extra.cast) == rhs.\(extra.name)\(extra.cast)"
                return (extra.mappedLine,
                        ObjectIdentifier(extra) == last ? "return \(compared)" : "guard \(compared) else { return false }")
            }
        }
        writer.line("")
        writer.block("\(access)func hash(into hasher: inout \(context.runtime("Hasher", module: "Swift")))") { body in
            body.mappedLines(route.extras) { extra in (extra.mappedLine, "hasher.combine(self.\(extra.name)\(extra.cast))") }
        }
    }

    /// `static let descriptor = RouteDescriptor(name: ..., exposure: ..., presentation: ..., path: ..., urlConfiguration: ...,
    /// requiredQueryItems: ..., fragment: ..., tab: ...)`, an argument a line; `urlConfiguration` is the route's own when it
    /// has them, and `requiredQueryItems` and `fragment` are written only when there are some.
    private func renderDescriptor(into writer: inout SwiftWriter) {
        let declaration = route.declaration
        var arguments: [SwiftCode] = [
            "name: \(literal: declaration.name)",
            "exposure: \(route.isExternal ? ".external" : ".internal")",
            "presentation: \(presentation(declaration.presentation))",
        ]
        // As RouteKit ranks them: `:name` placeholders typed by their extras (`matchedPathTexts`).
        let matchedPaths = declaration.paths.isEmpty ? [] : declaration.matchedPathTexts(enums: context.manifest.enums)
        if let path = matchedPaths.first { arguments.append("path: \(literal: path)") }
        if matchedPaths.count > 1 {
            let paths = matchedPaths.dropFirst().lazy.map { (path: String) -> SwiftCode in "\(literal: path)" }
            arguments.append("alternatePaths: [\(paths, separator: ", ")]")
        }
        if route.isExternal {
            if declaration.ownURL != nil {
                arguments.append("\(FileSpellings.urlsArgument(context.manifest.urlSettings(of: declaration), context: context))")
            } else {
                arguments.append("\(spellings.urlsArgument)")
            }
            let required = declaration.requiredQueryItems
            if !required.isEmpty {
                let names = required.lazy.map { (name: String) -> SwiftCode in "\(literal: name)" }
                arguments.append("requiredQueryItems: [\(names, separator: ", ")]")
            }
            switch declaration.linkFragment {
            case nil: break
            case .whole: arguments.append("fragment: .whole")
            case .items(let path?): arguments.append("fragment: .items(path: \(literal: path))")
            case .items(nil): arguments.append("fragment: .items(path: nil)")
            }
        }
        if let tab = declaration.tab { arguments.append("tab: \(literal: tab)") }
        if !declaration.detents.isEmpty {
            let detents = declaration.detents.lazy.map(Self.detent)
            arguments.append("detents: [\(detents, separator: ", ")]")
        }
        if !declaration.allowsInteractiveDismiss { arguments.append("allowsInteractiveDismiss: false") }
        if route.isExternal, case let forms = declaration.linkForms, !forms.isEmpty {
            // Sorted by URL name, so the output is byte-stable.
            let entries = forms.sorted { $0.key < $1.key }.lazy.map { (name, form) -> SwiftCode in
                "\(literal: name): \(self.stringForm(form))"
            }
            arguments.append("forms: [\(entries, separator: ", ")]")
        }
        writer.line("\(spellings.descriptorOpening)")
        for (index, argument) in arguments.enumerated() {
            writer.line("    \(argument)\(index == arguments.count - 1 ? "" : ",")")
        }
        writer.line(")")
    }

    /// `.medium`, `.fraction(0.4)`, `.height(320)`: the `SheetDetent` a manifest detent names.
    private static func detent(_ detent: RouteDetent) -> SwiftCode {
        switch detent {
        case .medium: ".medium"
        case .large: ".large"
        case .percent(let percent): ".fraction(\(RouteDetent.share(ofPercent: percent)))"
        case .height(let points): ".height(\(RouteDetent.spell(points)))"
        }
    }

    /// `StringForm(minLength: 32, maxLength: 32, pattern: "[0-9a-f]{32}")`, with only the parts the manifest gives.
    private func stringForm(_ form: StringForm) -> SwiftCode {
        var parts: [SwiftCode] = []
        if let low = form.minLength { parts.append("minLength: \(low)") }
        if let high = form.maxLength { parts.append("maxLength: \(high)") }
        if let pattern = form.pattern { parts.append("pattern: \(literal: pattern)") }
        return "\(context.runtime("StringForm"))(\(parts, separator: ", "))"
    }

    private func presentation(_ presentation: Presentation) -> SwiftCode {
        switch presentation {
        case .push: ".push"
        case .present: ".present"
        case .wrapped: ".wrapped"
        case .cover: ".cover"
        case .custom(let name): ".custom(\(literal: name))"
        }
    }
}
