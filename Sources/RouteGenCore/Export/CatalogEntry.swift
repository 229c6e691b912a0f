#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@_spi(RouteGen) import RouteKit

/// One route as the catalog lists it: what the manifest says, and an example link built by RouteKit's own URL
/// building (the code behind the generated `.url` and `.universalLink`), so the example opens the route.
struct CatalogEntry: Sendable {
    struct ExtraRow: Sendable {
        var name: String
        var type: String
        /// `path`, `query` or `app only` (internal extras, and every extra of an internal route).
        var place: String
        /// The default in the form links carry it (`posts`, `0.5`), or `nil` / `[]` as Swift would spell them.
        var defaultValue: String?
    }

    var name: String
    var summary: String?
    var exposure: String
    var presentation: String
    /// `screen X`, `handler` or `factory` (supplied through the generated `Screens` protocol).
    var destination: String
    var result: String?
    var path: String?
    /// The rest of a `path:` list: patterns that open the route too, never written in links.
    var alternatePaths: [String]
    /// The fragment path a link must carry (`fragment: p/<phone>`), if any.
    var fragment: String?
    var extras: [ExtraRow]
    /// The generated `.url` for example values; external routes with a path only.
    var example: String?
    /// The generated `.universalLink` for the same values; when the manifest lists hosts.
    var universalLink: String?
    /// Extras whose example value is a stand-in (types the app declares: only they know their values).
    var standIns: [String]

    init(_ route: RouteDeclaration, in manifest: Manifest) {
        name = route.name
        summary = route.summary
        exposure = route.exposure.rawValue
        presentation = route.presentation.description
        switch route.destination {
        case .screen(let type): destination = "screen " + type
        case .view(let type): destination = "view " + type
        case .handler: destination = "handler"
        case .factory: destination = "factory"
        }
        result = route.result?.description
        // As `routegen match` prints them: `:name` placeholders with their type.
        path = route.path.map { route.displayedPattern($0, enums: manifest.enums) }
        alternatePaths = route.alternatePaths.map { route.displayedPattern($0, enums: manifest.enums) }
        fragment = route.fragmentName
        let fragmentPlaceholders = route.fragmentName.flatMap { try? FragmentPattern(parsing: $0) }?.placeholders.map(\.name) ?? []
        extras = route.extras.map { extra in
            let place: String
            switch extra.binding {
            case .path: place = fragmentPlaceholders.contains(extra.urlName) ? "fragment path" : "path"
            case .subdomain: place = "subdomain"
            case .fragment: place = extra.carrier == .fragment ? "fragment" : "fragment item"
            case .query: place = extra.isInternal ? "app only" : extra.isShared ? "query (every route)" : "query"
            case .none: place = "app only"
            }
            let type = (extra.limitsText ?? extra.form?.description).map { "\(extra.type) (\($0))" } ?? extra.type.description
            return ExtraRow(name: extra.name, type: type, place: route.exposure == .external ? place : "app only",
                            defaultValue: Self.defaultText(extra, enums: manifest.enums))
        }
        standIns = []
        guard route.exposure == .external, route.path != nil,
              !manifest.urlSettings(of: route).schemes.isEmpty || !manifest.urlSettings(of: route).hosts.isEmpty else { return }
        var parameters = RouteParameters()
        for extra in route.extras where !extra.isInternal && extra.binding != .none {
            let kind = ExportValueKind(extra.type, enums: manifest.enums)
            if case .path(.path) = extra.binding {
                parameters[extra.urlName] = ["a/b"]
            } else if extra.binding == .subdomain {
                parameters[extra.urlName] = [Self.example(.string, name: extra.name.lowercased())]
            } else if extra.binding == .fragment, extra.hasImplicitDefault, Self.linkDefault(extra, kind: kind) == nil {
                // An optional item of the fragment is shown, so the example says where it travels.
                parameters[extra.urlName] = [extra.minimum ?? extra.maximum ?? Self.example(kind, name: extra.name)]
            } else if case .path = extra.binding {
                parameters[extra.urlName] = [extra.minimum ?? extra.maximum ?? Self.example(kind, name: extra.name)]
                if case .custom = kind { standIns.append(extra.name) }
            } else if let value = Self.linkDefault(extra, kind: kind) {
                parameters[extra.urlName] = [value]
            } else if !extra.hasImplicitDefault {
                // Within the extra's limits, so the example opens the route.
                parameters[extra.urlName] = [extra.minimum ?? extra.maximum ?? Self.example(kind, name: extra.name)]
                if case .custom = kind { standIns.append(extra.name) }
            }
            // No value of a pattern can be made up in general: the manifest's own example link for the route gives
            // one; without it, a made-up value out of form is a stand-in (and the link does not open the route).
            if let form = extra.form, parameters[extra.urlName].contains(where: { !form.accepts($0) }) {
                if let pinned = Self.pinnedValue(of: extra, route: route.name, in: manifest), pinned.allSatisfy(form.accepts) {
                    parameters[extra.urlName] = pinned
                } else {
                    standIns.append(extra.name)
                }
            }
        }
        let settings = manifest.urlSettings(of: route)
        let descriptor = manifest.linkDescriptor(of: route)
        example = descriptor.link(parameters: parameters).absoluteString
        if !settings.hosts.isEmpty { universalLink = descriptor.universalLink(parameters: parameters).absoluteString }
    }

    /// The value the manifest's first `examples:` link opening `route` pins for `extra`, as links carry it.
    static func pinnedValue(of extra: Extra, route: String, in manifest: Manifest) -> [String]? {
        for example in manifest.examples where example.opens == .route(route) {
            switch example.extras.first(where: { $0.name == extra.name })?.value {
            case .scalar(let text): return [text]
            case .list(let items): return items
            case .null, nil: continue
            }
        }
        return nil
    }

    /// An example value of `kind` in link form; strings use the extra's name, so the link reads well.
    static func example(_ kind: ExportValueKind, name: String) -> String {
        switch kind {
        case .string, .custom: return name
        case .signedNumber(.double), .signedNumber(.float): return "1.5"
        case .signedNumber, .unsignedInteger: return "42"
        case .bool: return "true"
        case .uuid: return "123e4567-e89b-42d3-a456-426614174000"
        case .date: return "2024-05-01T12:30:00Z"
        case .url: return "https://example.com"
        case .enumeration(let declaration): return declaration.cases.first?.urlValue ?? name
        }
    }

    /// The default as the generated encoder writes it into links (`007` -> `7`); nil when nothing is written.
    static func linkDefault(_ extra: Extra, kind: ExportValueKind) -> String? {
        guard case .scalar(let text, _)? = extra.defaultValue else { return nil }
        switch kind {
        case .signedNumber(let type), .unsignedInteger(let type): return canonical(text, as: type) ?? text
        case .bool: return Bool(routeParameter: text)?.routeParameter ?? text
        case .uuid: return UUID(routeParameter: text)?.routeParameter ?? text
        case .date: return Date(routeParameter: text)?.routeParameter ?? text
        case .url: return URL(routeParameter: text)?.routeParameter ?? text
        case .enumeration(let declaration): return declaration.enumCase(named: text)?.urlValue ?? text
        case .string, .custom: return text
        }
    }

    private static func canonical(_ text: String, as type: BuiltinType) -> String? {
        switch type {
        case .int: Int(routeParameter: text)?.routeParameter
        case .int8: Int8(routeParameter: text)?.routeParameter
        case .int16: Int16(routeParameter: text)?.routeParameter
        case .int32: Int32(routeParameter: text)?.routeParameter
        case .int64: Int64(routeParameter: text)?.routeParameter
        case .uint: UInt(routeParameter: text)?.routeParameter
        case .uint8: UInt8(routeParameter: text)?.routeParameter
        case .uint16: UInt16(routeParameter: text)?.routeParameter
        case .uint32: UInt32(routeParameter: text)?.routeParameter
        case .uint64: UInt64(routeParameter: text)?.routeParameter
        case .double: Double(routeParameter: text)?.routeParameter
        case .float: Float(routeParameter: text)?.routeParameter
        default: nil
        }
    }

    /// The default as the manifest gives it: the scalar, `[]` or `nil`.
    private static func defaultText(_ extra: Extra, enums: [EnumDeclaration]) -> String? {
        switch extra.defaultValue {
        case .scalar(let text, _)?: return linkDefault(extra, kind: ExportValueKind(extra.type, enums: enums)) ?? text
        case .emptyList?: return "[]"
        case .null?: return "nil"
        case nil: return nil
        }
    }

}
