/// One route prepared for rendering: its names and its extras' spellings and defaults, computed once.
///
/// A class (every property is a constant): renderers pass and iterate routes a dozen times each, and copying a
/// reference costs one retain where copying the struct retained every string and array inside it.
final class RouteModel: Sendable {
    let declaration: RouteDeclaration
    /// `UserProfile` (back-ticked when needed).
    let structName: String
    /// `Routes.UserProfile`.
    let qualifiedName: String
    /// `userProfile` (back-ticked when needed): the builder and the `External` case.
    let memberName: String
    let extras: [ExtraModel]
    /// `parent:` — the parent route and how it is built from this route's extras; nil without a parent.
    let parent: ParentModel?
    /// True for an internal screen route whose extras are all built-ins or manifest enums (or arrays and optionals
    /// of them): it conforms to `RestorableRoute`, so saved navigation state can write and read it back. A type the
    /// app declares may not be `RouteParameterConvertible`, so a route with one is not restorable; a handler route
    /// is never in navigation state, so it does not pay for the two members (1,000 internal handler routes with two
    /// extras type-checked in 4.4-4.7 s with them, 3.0-3.4 s without).
    var isRestorable: Bool {
        !isExternal && !declaration.isHandler && extras.allSatisfy { $0.shape != nil && !$0.namesAppType }
    }

    /// The manifest's type name without back-ticks, for `makeX` / `handleX`.
    let plainTypeName: String
    /// The summary's doc-comment lines (without `///`, see `SwiftWriter.docLines(_:)`), written above both the
    /// struct and the builder.
    let docLines: [String]
    /// The manifest line the memberwise init's and the builder's signatures map to (see `SignatureMapping`).
    let signatureLine: Int?

    var isExternal: Bool { declaration.exposure == .external }

    init(declaration: RouteDeclaration, structName: String, qualifiedName: String, memberName: String,
         extras: [ExtraModel], parent: ParentModel?, plainTypeName: String) {
        self.declaration = declaration
        self.structName = structName
        self.qualifiedName = qualifiedName
        self.memberName = memberName
        self.extras = extras
        self.parent = parent
        self.plainTypeName = plainTypeName
        var docLines = declaration.summary.map(SwiftLiteral.docCommentLines) ?? []
        // Limits are stated where the builder is: a value outside them builds a link that opens nothing.
        let limited = declaration.extras.compactMap { extra in extra.limitsText.map { (extra.name, $0) } }
        if !limited.isEmpty {
            if !docLines.isEmpty { docLines.append("") }
            docLines.append("Limits (a link with a value outside them does not open this route; a value built outside them")
            docLines.append("writes a link that opens nothing):")
            docLines += limited.map { "- `\($0.0)`: \($0.1)" }
        }
        // Forms likewise; a pattern's line breaks are written as `\n`, so each stays one doc-comment line.
        let formed = declaration.extras.compactMap { extra in extra.form.map { (extra.name, $0) } }
        if !formed.isEmpty {
            if !docLines.isEmpty { docLines.append("") }
            docLines.append("Forms (a link with a value out of form does not open this route; a value built out of form")
            docLines.append("writes a link that opens nothing: check input with `StringForm.accepts` first):")
            docLines += formed.map { name, form in
                "- `\(name)`: " + form.description.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: "\\n")
            }
        }
        self.docLines = docLines
        signatureLine = RouteModel.signatureLine(of: extras)
    }
}

/// One extra prepared for rendering (a class, like `RouteModel`, so that passing it around does not copy it).
final class ExtraModel: Sendable {
    /// The Swift name as the manifest writes it (without back-ticks): the argument label.
    let swiftName: String
    /// The name in URLs and `RouteParameters`: the extra's `key:`, else its Swift name.
    let urlName: String
    /// The property / argument label as written in Swift.
    let name: String
    /// The name of the init parameter inside the init body (differs only for an extra named `self`).
    let localName: String
    /// The type as written inside the route's struct: built on `alias` when the extra names an app type.
    let type: String
    /// The type as written in the namespace (the builder's signature): `type`, with the alias qualified.
    let outerType: String
    /// For a type the app declares, the struct's typealias for it: `(name: "PhotoType", target: "Photo.ID")` for
    /// `photo: Photo.ID?`. The app's type is spelled once, on that mapped line, and every other line names the
    /// alias: a type that does not exist is one compile error at the manifest line, where each spelling (property,
    /// signatures, decoding) was one error more and cascaded into a call and conformances that no longer resolved.
    let alias: (name: String, target: String)?
    /// The default argument (`nil`, `[]`, `.posts`, `"x"`), or nil when the caller must pass it.
    let defaultLiteral: String?
    /// The manifest line of the extra, for `#sourceLocation`.
    let line: Int?
    /// True when the value travels in URLs (never for `internal: true` extras or internal routes).
    let isURLCarried: Bool
    /// True when the type names a type the app declares (`Photo.ID`): only such a type can fail to resolve or to
    /// be `RouteParameterConvertible`, so only its lines need mapping to the manifest.
    let namesAppType: Bool
    /// How the value is read from and written to `RouteParameters`; nil for a type they cannot carry.
    let shape: ParameterShape?
    /// The element type as written in Swift (`Int` for `[Int]?`), for `as: Int.self`; `type` when `shape` is nil.
    let elementType: String
    /// `min:` / `max:` as written (validated numbers of the element type); decoding refuses values outside them.
    let minimum: String?
    let maximum: String?

    /// The manifest line for a `#sourceLocation` before a line using this extra's type; nil when the line cannot
    /// fail because of the manifest (built-ins and manifest enums), which keeps the output small and readable.
    var mappedLine: Int? { namesAppType ? line : nil }

    init(
        swiftName: String, urlName: String, name: String, localName: String, type: String, outerType: String,
        alias: (name: String, target: String)?, defaultLiteral: String?, line: Int?,
        isURLCarried: Bool, namesAppType: Bool, shape: ParameterShape?, elementType: String,
        minimum: String? = nil, maximum: String? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.swiftName = swiftName
        self.urlName = urlName
        self.name = name
        self.localName = localName
        self.type = type
        self.outerType = outerType
        self.alias = alias
        self.defaultLiteral = defaultLiteral
        self.line = line
        self.isURLCarried = isURLCarried
        self.namesAppType = namesAppType
        self.shape = shape
        self.elementType = elementType
    }
}

extension RouteModel {
    /// Builds the models of every route, collecting every default that cannot be rendered.
    static func models(for context: RenderContext) throws(RenderError) -> [RouteModel] {
        let routes = context.manifest.routes
        let parents = ParentModel.parentsByName(of: routes)
        var diagnostics: [Diagnostic] = []
        let models = routes.map { route in
            let parent = route.parent.flatMap { parents[$0] }.map { ParentModel(child: route, parent: $0, in: context) }
            return model(of: route, parent: parent, in: context, diagnostics: &diagnostics)
        }
        if !diagnostics.isEmpty { throw RenderError(diagnostics: diagnostics) }
        return models
    }

    private static func model(
        of route: RouteDeclaration, parent: ParentModel?, in context: RenderContext, diagnostics: inout [Diagnostic]
    ) -> RouteModel {
        let plainTypeName = RenderContext.typeName(ofRoute: route.name)
        let structName = SwiftIdentifier.escaped(plainTypeName)
        let qualifiedName = context.qualifiedName(structName: structName)
        var extras: [ExtraModel] = []
        extras.reserveCapacity(route.extras.count)
        var aliases = AliasNames(route: route)
        for extra in route.extras {
            extras.append(model(of: extra, route: route, qualifiedName: qualifiedName, aliases: &aliases, in: context,
                                diagnostics: &diagnostics))
        }
        return RouteModel(
            declaration: route, structName: structName,
            qualifiedName: qualifiedName,
            memberName: SwiftIdentifier.escaped(route.name),
            extras: extras, parent: parent, plainTypeName: plainTypeName)
    }

    /// The element's kind and spelling are looked up once and serve the type's spelling, `namesAppType`, the
    /// default literal and the `RouteParameters` calls.
    private static func model(
        of extra: Extra, route: RouteDeclaration, qualifiedName: String, aliases: inout AliasNames,
        in context: RenderContext, diagnostics: inout [Diagnostic]
    ) -> ExtraModel {
        let shaped = ParameterShape.of(extra.type)
        var type: String
        var elementType: String
        let namesAppType: Bool
        var unwrappedKind: NamedTypeKind?
        if let (shape, element) = shaped {
            let kind = NamedTypeKind(element, enums: context.manifest.enums)
            if case .builtin(let builtin) = kind {
                elementType = context.spell(named: element, builtin: builtin)
            } else {
                elementType = context.spell(named: element, builtin: nil)
            }
            switch shape {
            case .single: type = elementType
            case .optional: type = elementType + "?"
            case .array: type = "[" + elementType + "]"
            case .optionalArray: type = "[" + elementType + "]?"
            }
            namesAppType = kind == .custom
            if shape == .single || shape == .optional { unwrappedKind = kind }
        } else {
            type = context.spell(extra.type)
            elementType = type
            namesAppType = extra.type.namedParts.contains {
                NamedTypeKind($0, enums: context.manifest.enums) == .custom
            }
        }
        var outerType = type
        var alias: (name: String, target: String)?
        if namesAppType {
            // The alias stands for the element (`Photo.ID` of `[Photo.ID]?`), which `as: T.self` names too; a type
            // `RouteParameters` cannot carry is aliased whole.
            let name = aliases.next(for: extra.name)
            // One that travels in URLs names the conformance it needs there: a type without it is one error at the
            // extra's line, not one for each read and write of it.
            let carried = shaped != nil && route.exposure == .external && !extra.isInternal && extra.binding != .none
            alias = (name, carried ? "\(context.runtime("URLValue"))<\(elementType)>" : elementType)
            func wrapped(_ element: String) -> String {
                switch shaped?.shape {
                case .single, nil: element
                case .optional: element + "?"
                case .array: "[" + element + "]"
                case .optionalArray: "[" + element + "]?"
                }
            }
            elementType = name
            type = wrapped(name)
            outerType = wrapped(qualifiedName + "." + name)
        }
        var defaultLiteral: String?
        do {
            defaultLiteral = try DefaultLiteral.render(extra, namedKind: unwrappedKind, in: context)
        } catch {
            diagnostics += error.diagnostics
        }
        let name = SwiftIdentifier.escaped(extra.name)
        return ExtraModel(
            swiftName: extra.name, urlName: extra.urlName, name: name,
            localName: extra.name == "self" ? freshLocalName(avoiding: route.extras) : name,
            type: type, outerType: outerType, alias: alias, defaultLiteral: defaultLiteral, line: extra.typeLocation?.line ?? extra.location.line,
            isURLCarried: route.exposure == .external && !extra.isInternal && extra.binding != .none,
            namesAppType: namesAppType, shape: shaped?.shape, elementType: elementType,
            minimum: extra.minimum, maximum: extra.maximum)
    }

    /// Names for the typealiases of one route's struct: `<Extra>Type`, with `_` appended until it is free of the
    /// struct's other members (extras, `Result`, the generated members) and of the aliases already given.
    /// The set is built on the first alias: most routes have none, and a set per route cost an allocation each.
    private struct AliasNames {
        private let extras: [Extra]
        private var taken: Set<String> = []

        init(route: RouteDeclaration) {
            extras = route.extras
        }

        mutating func next(for extraName: String) -> String {
            if taken.isEmpty { taken = Set(extras.map(\.name)).union(GeneratedNames.routeMembers + ["Result"]) }
            var name = SwiftIdentifier.capitalizedFirst(extraName) + "Type"
            while taken.contains(name) { name += "_" }
            taken.insert(name)
            return name
        }
    }

    /// A parameter name for an extra called `self`, which cannot name a local (it would hide `self`).
    private static func freshLocalName(avoiding extras: [Extra]) -> String {
        let taken = Set(extras.map(\.name))
        var name = "selfValue"
        while taken.contains(name) { name += "_" }
        return name
    }
}

/// How a route with `parent:` builds its parent (`ParentedRoute.parentRoute`): the parent's memberwise init with
/// each of the parent's extras the child has, passed from the child's property of the same name; the parent's
/// other extras are left out and take their defaults (validation made sure they have one).
struct ParentModel: Sendable {
    /// `Routes.UserProfile`.
    let qualifiedName: String
    /// The parent's extras the child passes, in the parent's order: argument label and property name (`id`, `id`).
    let arguments: [(label: String, name: String)]

    init(child: RouteDeclaration, parent: RouteDeclaration, in context: RenderContext) {
        qualifiedName = context.qualifiedName(structName: SwiftIdentifier.escaped(RenderContext.typeName(ofRoute: parent.name)))
        arguments = parent.extras.compactMap { extra in
            guard child.extras.contains(where: { $0.name == extra.name }) else { return nil }
            return (SwiftIdentifier.argumentLabel(extra.name), SwiftIdentifier.escaped(extra.name))
        }
    }

    /// Every route by name (first declaration wins, as in validation); empty when no route has a parent.
    static func parentsByName(of routes: [RouteDeclaration]) -> [String: RouteDeclaration] {
        guard routes.contains(where: { $0.parent != nil }) else { return [:] }
        var named: [String: RouteDeclaration] = [:]
        named.reserveCapacity(routes.count)
        for route in routes where named[route.name] == nil { named[route.name] = route }
        return named
    }
}
