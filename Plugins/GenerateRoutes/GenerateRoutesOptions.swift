/// The command plugin's arguments: `[--target NAME]... [--output DIR] [--check]`.
struct GenerateRoutesOptions: Equatable {
    var targets: [String] = []
    var outputDirectory: String?
    var check = false

    /// Parses strictly: an unknown flag or a missing value is an error, not silently ignored.
    init(arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--target":
                guard let value = iterator.next(), !value.hasPrefix("--") else {
                    throw PluginError.usage("--target needs a target name")
                }
                targets.append(value)
            case "--output":
                guard let value = iterator.next(), !value.hasPrefix("--") else {
                    throw PluginError.usage("--output needs a directory")
                }
                guard outputDirectory == nil else { throw PluginError.usage("--output given twice") }
                outputDirectory = value
            case "--check":
                check = true
            default:
                throw PluginError.usage("unknown argument '\(argument)'")
            }
        }
    }
}
