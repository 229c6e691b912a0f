/// `generate-routes export KIND [--target NAME]... --output PATH [--check] [routegen export options]`.
struct ExportRoutesOptions: Equatable {
    var kind: String
    var targets: [String] = []
    var output: String
    var check = false
    /// `--app-id`, `--host`, `--bundle-id`, `--format` with their values and `--developer-mode`, for `routegen export`
    /// (which checks them).
    var passedOn: [String] = []

    static let valueOptions: Set<String> = ["--app-id", "--host", "--bundle-id", "--format"]

    /// `arguments` after `export`; strict, like the generate options.
    init(arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        var kind: String?
        var output: String?
        while let argument = iterator.next() {
            switch argument {
            case "--target":
                guard let value = iterator.next(), !value.hasPrefix("--") else { throw ExportRoutesError.usage("--target needs a target name") }
                targets.append(value)
            case "--output":
                guard let value = iterator.next(), !value.hasPrefix("--") else { throw ExportRoutesError.usage("--output needs a file path") }
                guard output == nil else { throw ExportRoutesError.usage("--output given twice") }
                output = value
            case "--check":
                check = true
            case "--developer-mode":
                passedOn.append(argument)
            case _ where Self.valueOptions.contains(argument):
                guard let value = iterator.next(), !value.hasPrefix("--") else { throw ExportRoutesError.usage("\(argument) needs a value") }
                passedOn += [argument, value]
            case _ where kind == nil && !argument.hasPrefix("-"):
                kind = argument
            default:
                throw ExportRoutesError.usage("unknown argument '\(argument)'")
            }
        }
        guard let kind else { throw ExportRoutesError.usage("export needs a kind: aasa, entitlements, url-types, catalog or graph") }
        guard let output else { throw ExportRoutesError.usage("export needs --output PATH (relative to the package)") }
        self.kind = kind
        self.output = output
    }
}
