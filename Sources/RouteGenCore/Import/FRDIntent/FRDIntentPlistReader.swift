/// Read stage of `routegen import frdintent`: an FRDIntent registration plist (XML or binary) to its entries.
///
/// The bytes go through `PlistLoader`, the manifests' own reader, so a hostile plist gets the same limits and
/// diagnostics as a hostile `routes.plist`. FRDIntent's plists are one dictionary, pattern -> class name; anything
/// else at the top is an error, and an entry whose value is not text is kept (with no class) for the conversion
/// stage to report.
enum FRDIntentPlistReader {
    struct Result: Sendable {
        var registrations: [FRDIntentRegistration]
        var diagnostics: [Diagnostic]
    }

    static func read(bytes: [UInt8], file: String, source: FRDIntentRegistration.Source) -> Result {
        let loaded = PlistLoader.load(bytes: bytes, file: file)
        guard let root = loaded.root else { return Result(registrations: [], diagnostics: loaded.diagnostics) }
        guard case .mapping(let entries) = root.content else {
            return Result(registrations: [], diagnostics: loaded.diagnostics + [.error(
                "an FRDIntent registration plist is a dictionary of URL pattern -> class name; found \(root.kindDescription)",
                at: root.location)])
        }
        let registrations = entries.compactMap { entry -> FRDIntentRegistration? in
            // Plist keys are always text; PlistLoader makes them scalars.
            guard let pattern = entry.key.scalar?.text else { return nil }
            // `<string>` values are quoted scalars; `<integer>`, `<real>`, `<true/>` are plain ones, and not class names.
            let className = entry.value.scalar.flatMap { $0.style.isQuoted ? $0.text : nil }
            let kind = entry.value.scalar.map { $0.style.isQuoted ? "text" : "'\($0.text)'" } ?? entry.value.kindDescription
            return FRDIntentRegistration(pattern: pattern, className: className, valueKind: kind,
                                         source: source, location: entry.value.location)
        }
        return Result(registrations: registrations, diagnostics: loaded.diagnostics)
    }
}
