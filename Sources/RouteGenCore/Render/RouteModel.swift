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
    let isHashable: Bool

    /// The manifest's type name without back-ticks, for `makeX` / `handleX`.
    let plainTypeName: String
    /// `id: Int, tab: ProfileTab = .posts`: the memberwise init's and the builder's parameters.
    let parameterList: String
    /// The summary as `///` lines, written above both the struct and the builder.
    let summaryLines: [String]
    /// The manifest line the memberwise init's and the builder's signatures map to (see `SignatureMapping`).
    let signatureLine: Int?

    var isExternal: Bool { declaration.exposure == .external }

    init(declaration: RouteDeclaration, structName: String, qualifiedName: String, memberName: String,
         extras: [ExtraModel], isHashable: Bool, plainTypeName: String) {
        self.declaration = declaration
        self.structName = structName
        self.qualifiedName = qualifiedName
        self.memberName = memberName
        self.extras = extras
        self.isHashable = isHashable
        self.plainTypeName = plainTypeName
        parameterList = extras.map(\.parameter).joined(separator: ", ")
        summaryLines = SwiftWriter.docCommentLines(declaration.summary)
        signatureLine = RouteModel.signatureLine(of: extras)
    }
}

/// One extra prepared for rendering (a class, like `RouteModel`, so that passing it around does not copy it).
final class ExtraModel: Sendable {
    let extra: Extra
    /// The property / argument label as written in Swift.
    let name: String
    /// The name of the init parameter inside the init body (differs only for an extra named `self`).
    let localName: String
    /// The type as written in Swift.
    let type: String
    /// The default argument (`nil`, `[]`, `.posts`, `"x"`), or nil when the caller must pass it.
    let defaultLiteral: String?
    /// The manifest line of the extra, for `#sourceLocation`.
    var line: Int? { extra.typeLocation?.line ?? extra.location.line }
    /// True when the value travels in URLs (never for `internal: true` extras or internal routes).
    let isURLCarried: Bool
    /// True when the type names a type the app declares (`Photo.ID`): only such a type can fail to resolve or to
    /// be `RouteParameterConvertible`, so only its lines need mapping to the manifest.
    let namesAppType: Bool

    /// The manifest line for a `#sourceLocation` before a line using this extra's type; nil when the line cannot
    /// fail because of the manifest (built-ins and manifest enums), which keeps the output small and readable.
    var mappedLine: Int? { namesAppType ? line : nil }

    /// True when the type is known to be Hashable (SPEC section 4): built-ins and manifest enums are, and a type the
    /// app declares is when it travels in URLs, since `RouteParameterConvertible` refines Hashable.
    var isKnownHashable: Bool { !namesAppType || isURLCarried }

    /// `id: Int` or `tab: ProfileTab = .posts`, as a parameter of the memberwise init and the builder.
    let parameter: String

    init(
        extra: Extra, name: String, localName: String, type: String, defaultLiteral: String?, isURLCarried: Bool,
        namesAppType: Bool
    ) {
        self.extra = extra
        self.name = name
        self.localName = localName
        self.type = type
        self.defaultLiteral = defaultLiteral
        self.isURLCarried = isURLCarried
        self.namesAppType = namesAppType
        let label = name == localName ? name : "\(name) \(localName)"
        if let defaultLiteral {
            parameter = "\(label): \(type) = \(defaultLiteral)"
        } else {
            parameter = "\(label): \(type)"
        }
    }
}

extension RouteModel {
    /// Builds the models of every route, collecting every default that cannot be rendered.
    ///
    /// Large manifests build them in slices at once (`ContiguousSlices`); models and diagnostics keep route order.
    static func models(for context: RenderContext) throws(RenderError) -> [RouteModel] {
        let routes = context.manifest.routes
        let parts = ContiguousSlices.map(count: routes.count) { range in
            var diagnostics: [Diagnostic] = []
            var models: [RouteModel] = []
            models.reserveCapacity(range.count)
            for route in routes[range] {
                models.append(model(of: route, in: context, diagnostics: &diagnostics))
            }
            return (models, diagnostics)
        }
        let diagnostics = parts.flatMap(\.1)
        if !diagnostics.isEmpty { throw RenderError(diagnostics: diagnostics) }
        return parts.count == 1 ? parts[0].0 : parts.flatMap(\.0)
    }

    private static func model(
        of route: RouteDeclaration, in context: RenderContext, diagnostics: inout [Diagnostic]
    ) -> RouteModel {
        var extras: [ExtraModel] = []
        extras.reserveCapacity(route.extras.count)
        for extra in route.extras {
            var defaultLiteral: String?
            do {
                defaultLiteral = try DefaultLiteral.render(extra, in: context)
            } catch {
                diagnostics += error.diagnostics
            }
            let name = SwiftSyntax.identifier(extra.name)
            let localName = extra.name == "self" ? freshLocalName(avoiding: route.extras) : name
            let carried = route.exposure == .external && !extra.isInternal && extra.binding != .none
            let namesAppType = extra.type.namedParts.contains {
                NamedTypeKind($0, enums: context.manifest.enums) == .custom
            }
            extras.append(ExtraModel(
                extra: extra, name: name, localName: localName, type: context.spell(extra.type),
                defaultLiteral: defaultLiteral, isURLCarried: carried, namesAppType: namesAppType))
        }
        let plainTypeName = RenderContext.typeName(ofRoute: route.name)
        let structName = SwiftSyntax.identifier(plainTypeName)
        return RouteModel(
            declaration: route, structName: structName,
            qualifiedName: context.qualifiedName(structName: structName),
            memberName: SwiftSyntax.identifier(route.name),
            extras: extras, isHashable: extras.allSatisfy(\.isKnownHashable), plainTypeName: plainTypeName)
    }

    /// A parameter name for an extra called `self`, which cannot name a local (it would hide `self`).
    private static func freshLocalName(avoiding extras: [Extra]) -> String {
        let taken = Set(extras.map(\.name))
        var name = "selfValue"
        while taken.contains(name) { name += "_" }
        return name
    }
}
