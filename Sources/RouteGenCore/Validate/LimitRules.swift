/// `min:` / `max:` of an extra: numbers of the extra's own type, in order, around its default, on an extra links carry.
extension RouteRules {
    /// The numeric built-ins limits apply to.
    static let limitedTypes: Set<BuiltinType> = [.int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32,
                                                 .uint64, .double, .float]

    mutating func checkLimits(of extra: Extra) {
        guard extra.minimum != nil || extra.maximum != nil else { return }
        let location = extra.minimumLocation ?? extra.maximumLocation ?? extra.location
        if extra.isInternal {
            diagnostics.append(.error(
                "extra '\(extra.name)' is 'internal: true', never read from a link, so its limits are never checked; "
                    + "remove 'min'/'max'", at: location))
            return
        }
        var element = extra.type.unwrappedOptional
        if case .array(let inner) = element { element = inner }
        guard case .named(let parts) = element, case .builtin(let builtin) = NamedTypeKind(parts, enums: manifest.enums),
              Self.limitedTypes.contains(builtin) else {
            diagnostics.append(.error(
                "'min' and 'max' limit numbers; extra '\(extra.name)' is '\(extra.type)'", at: location))
            return
        }
        let name = builtin.rawValue
        var values: [Double] = []
        for (key, text, at) in [("min", extra.minimum, extra.minimumLocation), ("max", extra.maximum, extra.maximumLocation)] {
            guard let text else { continue }
            guard builtin.accepts(text), let value = Double(text), value.isFinite else {
                diagnostics.append(.error(
                    "'\(key)' of extra '\(extra.name)' must be \(name == "Double" || name == "Float" ? "a" : "an") "
                        + "\(name), found '\(text)'", at: at ?? location))
                return
            }
            values.append(value)
        }
        if let minimum = extra.minimum.flatMap(Double.init), let maximum = extra.maximum.flatMap(Double.init), minimum > maximum {
            diagnostics.append(.error(
                "limits of extra '\(extra.name)' are empty: 'min' \(extra.minimum ?? "") is above 'max' \(extra.maximum ?? "")",
                at: extra.maximumLocation ?? location))
            return
        }
        if case .scalar(let text, let at)? = extra.defaultValue, let value = Double(text),
           value < (extra.minimum.flatMap(Double.init) ?? -.infinity) || value > (extra.maximum.flatMap(Double.init) ?? .infinity) {
            diagnostics.append(.error(
                "the default \(text) of extra '\(extra.name)' is outside its limits \(extra.limitsText ?? "")", at: at))
        }
    }
}
