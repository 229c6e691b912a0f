@_spi(RouteGen) import RouteKit

/// The lines around the generated file's body that tie it to one generated-code contract of RouteKit.
///
/// A prebuilt `routegen`, a committed generated file or a Bazel action can pair a file with a RouteKit of
/// another contract. Compiled as it is, such a file would fail on every declaration it uses ("has no member", in
/// it and in every file that uses `Routes`). Instead the body sits in `#if canImport(RouteKitContract<N>)`, and the
/// `#else` branch imports a module that does not exist, named by a raw identifier that is the message: a missing
/// module is the one error the compiler stops at, so the build shows that line and nothing else. The branch names
/// the contract before this one and the next few, so the message names RouteKit's contract too; any other gets
/// the message that says where to find the matching tool. A dozen lines, at the end of the main file only.
struct ContractCheckRenderer {
    /// The contract the file is written for: `GeneratedCodeContract.version` (tests render others).
    let contract: Int

    /// How many contracts after `contract` the message names; RouteKit beyond them gets the message without a number.
    static let newerContractsNamed = 2

    static func moduleName(_ contract: Int) -> String { "RouteKitContract\(contract)" }

    /// The first lines of the body: the condition it compiles under.
    func renderOpening(into writer: inout SwiftWriter) {
        writer.line("// Compiles against RouteKit's generated-code contract \(String(contract)) (`routegen --version`); the end of")
        writer.line("// the file stops any other RouteKit at one error that says what to do.")
        writer.line("#if canImport(\(Self.moduleName(contract)))")
    }

    /// The first lines of every other file of the manifest: the same condition, closed by a plain `#endif`, so a
    /// RouteKit of another contract compiles them to nothing and the main file's one error is all the build shows.
    func renderPartOpening(into writer: inout SwiftWriter) {
        writer.line("// Compiles against RouteKit's generated-code contract \(String(contract)) only; the main file says what to do")
        writer.line("// about any other.")
        writer.line("#if canImport(\(Self.moduleName(contract)))")
    }

    /// The `#else` branch and the end of the condition.
    func renderClosing(into writer: inout SwiftWriter) {
        writer.line("")
        writer.line("#else")
        writer.line("// Another RouteKit contract: a missing module is the one error the compiler stops at, and its name says what to do.")
        writer.line("#if compiler(>=6.2)")
        let named = (contract > 1 ? [contract - 1] : []) + Array((contract + 1)...(contract + Self.newerContractsNamed))
        for (index, other) in named.enumerated() {
            writer.line("#\(index == 0 ? "if" : "elseif") canImport(\(Self.moduleName(other)))")
            writer.line("import `\(message(routeKit: other))`")
        }
        writer.line("#else")
        writer.line("import `\(message(routeKit: nil))`")
        writer.line("#endif")
        writer.line("#else")
        // Before Swift 6.2 (no raw identifiers): the message, then the missing module to stop at.
        writer.line("#error(\"\(message(routeKit: nil))\")")
        writer.line("import \(Self.moduleName(contract))")
        writer.line("#endif")
        writer.line("#endif")
    }

    /// What the error says for a RouteKit of contract `routeKit` (nil: one this file does not name). No backquote
    /// or backslash: it is both a raw identifier and a string literal.
    func message(routeKit: Int?) -> String {
        let written = "routegen \(contract) generated this file for RouteKit contract \(contract), but its RouteKit has"
        guard let routeKit else {
            return written + " another contract: regenerate the file with the routegen of RouteKit's package (routegen --version)"
        }
        if routeKit < contract {
            return written + " contract \(routeKit): update the RouteGen package, or regenerate the file with routegen \(routeKit)"
        }
        return written + " contract \(routeKit): regenerate the file with routegen \(routeKit), the tool of RouteKit's package"
    }
}
