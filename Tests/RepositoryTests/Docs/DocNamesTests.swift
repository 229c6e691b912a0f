import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// Every type and member that a code span of the documentation names exists: RouteKit's (API/RouteKit.txt and its
/// sources, for the UIKit and SwiftUI layers the Linux baseline lacks), the generated code's (the reference file and
/// what the page's own manifests generate), the page's own snippets', and `routegen`'s commands and options.
@Suite("Names in the documentation exist")
struct DocNamesTests {
    @Test("Every type, member, command and option in a code span exists")
    func everyNamedThingExists() throws {
        let known = try KnownNames.build()
        var problems: [String] = []
        var checked = 0
        // The changelog names what existed then (its tables of renames and removals).
        for page in try DocPage.all() where page.path != "CHANGELOG.md" {
            let local = try KnownNames.pageLocal(page)
            // Other tools' options (Bazel's, swift build's, valgrind's) are named on these pages.
            let otherTools = ["docs/bazel.md", "docs/benchmarks.md", "docs/security.md"].contains(page.path)
            for (span, context) in page.codeSpans where !(otherTools && span.hasPrefix("--")) {
                guard let problem = known.problem(with: span, local: local) else {
                    checked += known.isChecked(span) ? 1 : 0
                    continue
                }
                // A page may name what no longer exists where it says so (a list of renames).
                if context.contains("renamed") || context.contains("→") { continue }
                problems.append("\(page.path): `\(span)`: \(problem)")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) names that do not exist:\n\(problems.joined(separator: "\n"))")
        #expect(checked >= 200, "only \(checked) spans checked")
    }

    @Test("The checker catches what it is for")
    func checkerCatchesMistakes() throws {
        let known = try KnownNames.build()
        let none = KnownNames.Local(names: [])
        #expect(known.problem(with: "Navigator.open(_:)", local: none) == nil)
        #expect(known.problem(with: "Navigator.opne(_:)", local: none) != nil)
        #expect(known.problem(with: "Navigator.open(url:)", local: none) != nil)
        #expect(known.problem(with: "NavigationModel(tabs:)", local: none) == nil)
        #expect(known.problem(with: "RouteParameters.set(_:_:)", local: none) != nil)
        #expect(known.problem(with: "navigator.start(_:onResult:)", local: none) == nil)
        #expect(known.problem(with: "navigator.begin(_:)", local: none) != nil)
        #expect(known.problem(with: "NavigatorX", local: none) != nil)
        #expect(known.problem(with: "Routes.UserProfile", local: none) == nil)
        #expect(known.problem(with: "Routes.register(on:screens:)", local: none) == nil)
        #expect(known.problem(with: "Routes.register(with:)", local: none) != nil)
        #expect(known.problem(with: "routegen export aasa", local: none) == nil)
        #expect(known.problem(with: "routegen exprt", local: none) != nil)
        #expect(known.problem(with: "--app-id", local: none) == nil)
        #expect(known.problem(with: "--app-idd", local: none) != nil)
        #expect(known.problem(with: "push", local: none) == nil)
    }
}

/// What exists, gathered once from the repository.
struct KnownNames {
    /// Page-local names: every identifier of the page's snippets and of the code its manifests generate.
    struct Local {
        var names: Set<String>
    }

    /// Type name (simple) -> its members' names and `name(label:...)` signatures.
    var members: [String: Set<String>] = [:]
    /// Every type name (simple) declared by RouteKit, generated code, examples, stubs and the standard ones.
    var types: Set<String> = []
    /// `name(label:...)` signatures of every function and init, by base name.
    var signatures: [String: Set<[String]>] = [:]
    var commands: Set<String> = []
    /// Protocols declared by RouteKit: their members exist on every conforming type (a generated route's `url`).
    var protocols: Set<String> = []
    var options: Set<String> = []

    /// Variable names the docs use for RouteKit objects, and their types.
    static let variables: [String: [String]] = [
        "navigator": ["Navigator"], "model": ["NavigationModel"], "navigation": ["RouteNavigation", "ObservableNavigation"],
        "renderer": ["UIKitNavigationRenderer"], "sink": ["ResultSink"], "recording": ["RouteNavigationRecording"],
    ]

    /// Names of other libraries and tools that pages compare RouteGen with, and placeholders of illustrations.
    static let foreignNames: Set<String> = [
        "FRDControllerManager", "NSClassFromString", "XMLParser", "NavigationPath", "ExpressibleByStringInterpolation",
        "StaticString", "T", "Z", "Viewer", "Namespace", "ID", "MyApp", "SecondViewController", "Item", "Feed", "Name",
        "Unreleased", "ProfileTabb", "addRoute", "onControllerResult", "navigationDestination", "sheet", "fullScreenCover",
        "popOrDismiss", "FeedRoutes", "sceneDidEnterBackground",
    ]

    /// Every identifier used anywhere in the repository's Swift and manifests: a bare name that is in none of them
    /// (a type renamed or removed) is reported.
    var allTokens: Set<String> = []
    /// Types the repository declares (not extends): their members are checked.
    var ownTypes: Set<String> = []

    /// Types of Swift, Foundation and Apple's frameworks that pages name and no stub declares.
    static let platformTypes: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Character", "Codable", "CaseIterable", "Data", "Date", "Dictionary",
        "Double", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Int8", "Int16", "Int32", "Int64",
        "JSONDecoder", "JSONEncoder", "MainActor", "Never", "NSCoder", "NSUserActivity", "NSViewController", "Optional",
        "ObservableObject", "RawRepresentable", "Result", "Sendable", "Set", "String", "Substring", "Task", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "URL", "URLComponents", "URLQueryItem", "UUID", "Void", "Self", "Type",
        "Protocol", "Bundle", "ProcessInfo", "PropertyListSerialization", "PreviewProvider", "App", "Scene",
        "WindowGroup", "UIApplication", "UIApplicationDelegate", "UIWindow", "UIWindowScene", "UIScene",
        "UISceneSession", "UIWindowSceneDelegate", "UIOpenURLContext", "UIHostingController", "UIResponder",
        "SFSafariViewController", "NSUserActivityTypeBrowsingWeb", "EnvironmentObject", "StateObject",
        "ObservedObject", "SceneStorage", "Environment", "Published", "XcodeProjectPlugin", "XcodeTarget",
        "PackagePlugin", "Package", "Target", "Product", "Info", "CFBundleURLTypes", "CFBundleURLName",
        "CFBundleURLSchemes", "Mutex", "FoundationEssentials", "Foundation", "SwiftUI", "UIKit", "AppKit", "Combine",
        "RouteKit", "RouteGenCore", "PackageDescription", "ArgumentParser", "Testing", "XCTest", "CYAML",
    ]

    static let swiftPMOptions: Set<String> = [
        "--allow-writing-to-package-directory", "--scratch-path", "--package-path", "--filter", "--skip-build",
        "--build-tests", "--warnings-as-errors", "--disable-indexing", "--transform-for-static-hosting", "--target",
        "--product", "--version", "--help",
    ]

    static func build() throws -> KnownNames {
        var known = KnownNames()
        known.types.formUnion(platformTypes)
        known.types.formUnion(foreignNames)
        // API/RouteKit.txt: `Type.member(labels:): declaration`.
        let baseline = try String(contentsOf: Repository.url("API/RouteKit.txt"), encoding: .utf8)
        for line in baseline.split(separator: "\n") {
            guard let colon = line.range(of: ": ") else { continue }
            let key = String(line[..<colon.lowerBound])
            let head = key.prefix { $0 != "(" }
            let parts = head.split(separator: ".").map(String.init)
            if key.contains("(") || parts.count > 1, let member = parts.last {
                let owner = parts.count > 1 ? parts[parts.count - 2] : "*"
                known.addMember(member, labels: Self.labels(in: String(key.dropFirst(head.count))), to: owner)
            }
            if !key.contains("("), line[colon.upperBound...].range(of: #"\b(struct|enum|class|protocol|typealias|actor|associatedtype) "#, options: .regularExpression) != nil {
                known.types.insert(parts.last!)
            }
        }
        // Sources: RouteKit (public and SPI declarations; the UIKit and SwiftUI layers are not in the Linux baseline).
        for file in Self.swiftFiles(under: "Sources/RouteKit") {
            known.scan(try String(contentsOf: file, encoding: .utf8), publicOnly: true)
        }
        // Generated code: the reference file, and what every example and fixture app manifest generates.
        known.scan(try String(contentsOf: Repository.url("Tests/GeneratedCodeTests/Routes.generated.swift"), encoding: .utf8), publicOnly: false)
        for folder in ["Examples", "Tests/EndToEndTests/Fixtures", "Tests/Stubs", "Sources/RoutesDemo"] {
            for file in Self.files(under: folder, suffix: "routes.yml") {
                if let manifest = try? Manifests.validated(String(file.path.dropFirst(Repository.root.path.count + 1))),
                   let code = try? SwiftRenderer.render(manifest) {
                    known.scan(code, publicOnly: false)
                }
            }
            for file in Self.swiftFiles(under: folder) {
                known.scan(try String(contentsOf: file, encoding: .utf8), publicOnly: false)
            }
        }
        // Everything else the repository declares or uses: RouteGenCore's internals, tests, plugins, benchmarks.
        for folder in ["Sources", "Tests", "Plugins", "Benchmarks", "Examples"] {
            // Not this file: its tests name things that must not exist.
            for file in Self.swiftFiles(under: folder) + Self.files(under: folder, suffix: ".yml")
            where !file.path.hasSuffix("/Tests/RepositoryTests/Docs/DocNamesTests.swift") {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                known.allTokens.formUnion(Self.matches(of: #"[A-Za-z_][A-Za-z0-9_]*"#, in: text))
                if file.pathExtension == "swift" && !file.path.contains("/Sources/RouteKit/") { known.scanDeclarationsOnly(text) }
            }
        }
        known.allTokens.formUnion(Self.matches(of: #"[A-Za-z_][A-Za-z0-9_]*"#, in: try String(contentsOf: Repository.url("Package.swift"), encoding: .utf8)))
        // routegen's commands and options, from its help.
        known.commands = ["generate", "lint", "match", "export", "import", "help", "aasa", "entitlements", "url-types",
                          "catalog", "graph", "frdintent", "check-payload", "payload-schema", "entry-points"]
        var help = ""
        for arguments in [["--help"], ["help", "generate"], ["help", "lint"], ["help", "match"], ["help", "export"],
                          ["help", "check-payload"], ["import", "frdintent", "--help"]] {
            let run = try RouteGenTool.run(arguments, in: Repository.root)
            help += run.output + "\n"
        }
        for plugin in ["Plugins/GenerateRoutes/GenerateRoutesOptions.swift", "Plugins/GenerateRoutes/ExportRoutesOptions.swift"] {
            help += try String(contentsOf: Repository.url(plugin), encoding: .utf8)
        }
        // Hidden options too (an option declared with `customLong` that help leaves out).
        for file in Self.swiftFiles(under: "Sources/routegen") {
            let source = try String(contentsOf: file, encoding: .utf8)
            help += Self.matches(of: #"customLong\("[a-z-]+"\)"#, in: source).map { "--" + $0.dropFirst(12).dropLast(2) }.joined(separator: " ")
        }
        known.options = Set(Self.matches(of: #"--[a-z][a-z-]*"#, in: help)).union(swiftPMOptions)
        return known
    }

    /// Identifiers of the page's Swift blocks, and of the code each of its manifests generates.
    static func pageLocal(_ page: DocPage) throws -> Local {
        var names: Set<String> = []
        for block in page.blocks {
            names.formUnion(matches(of: #"[A-Za-z_][A-Za-z0-9_]*"#, in: block.code))
            if block.language == "yaml", let manifest = Manifests.run(yaml: block.code).manifest, let code = try? SwiftRenderer.render(manifest) {
                names.formUnion(matches(of: #"[A-Za-z_][A-Za-z0-9_]*"#, in: code))
            }
        }
        return Local(names: names)
    }

    /// Whether `span` is one the checker reads (a type, a member chain, a call, a command or an option).
    func isChecked(_ span: String) -> Bool {
        span.hasPrefix("routegen ") || span.hasPrefix("--") || Self.chain(of: span) != nil
    }

    /// Why `span` names something that does not exist, or `nil`.
    func problem(with span: String, local: Local) -> String? {
        if span.hasPrefix("routegen ") {
            let words = span.split(whereSeparator: \.isWhitespace).dropFirst()
            for word in words.prefix(2) where word.allSatisfy({ $0.isLowercase || $0 == "-" }) && !word.hasPrefix("-") {
                if !commands.contains(String(word)) { return "routegen has no command '\(word)'" }
            }
            for option in words where option.hasPrefix("--") {
                let name = String(option.prefix { $0 != "=" })
                if !options.contains(name) { return "no option \(name)" }
            }
            return nil
        }
        if span.hasPrefix("--") {
            let name = String(span.prefix { !$0.isWhitespace && $0 != "=" })
            return name.count > 2 && !options.contains(name) && !local.names.contains(String(name.dropFirst(2)))
                ? "no option \(name)" : nil
        }
        guard let (components, labels) = Self.chain(of: span) else { return nil }
        let first = components[0]
        if components.count > 1, Self.fileExtensions.contains(components.last!) { return nil }   // `Feed.routes.yml`
        if first.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) && first.count > 1 { return nil }   // `PATH`
        if Self.foreignNames.contains(first) { return nil }
        var owner: String
        if first.first!.isUppercase {
            guard types.contains(first) || local.names.contains(first) || allTokens.contains(first) else { return "no type '\(first)'" }
            owner = first
        } else if components.count > 1, let candidates = Self.variables[first] {
            // The member must exist on one of the types the variable name stands for.
            let member = components[1]
            guard candidates.contains(where: { (members[$0] ?? []).contains(member) }) else {
                return "'\(candidates.joined(separator: "' or '"))' has no member '\(member)'"
            }
            if components.count == 2, let labels {
                let ok = candidates.contains { (signatures["\($0).\(member)"] ?? []).contains { Self.isSubsequence(labels, of: $0) } }
                if !ok { return "'\(candidates[0]).\(member)' takes no labels (\(labels.map { $0 + ":" }.joined()))" }
            }
            return nil
        } else if components.count == 1, let labels {
            let base = first
            if let candidates = signatures[base] {
                return candidates.contains { Self.isSubsequence(labels, of: $0) } || local.names.contains(base)
                    ? nil : "no function \(base)(\(labels.map { $0 + ":" }.joined()))"
            }
            return allTokens.contains(base) || local.names.contains(base) || Self.foreignNames.contains(base)
                ? nil : "no function \(base)(\(labels.map { $0 + ":" }.joined()))"
        } else {
            return nil
        }
        let inherited = protocols.reduce(into: Set<String>()) { $0.formUnion(members[$1] ?? []) }
        for (index, member) in components.dropFirst().enumerated() {
            let isLast = index == components.count - 2
            // A type of Apple's or of an app's, whose members nothing here lists: not checked further.
            guard ownTypes.contains(owner), let ownMembers = members[owner] else { return nil }
            let exists = ownMembers.contains(member) || local.names.contains(member) || inherited.contains(member)
            guard exists else { return "'\(owner)' has no member '\(member)'" }
            if isLast, let labels {
                let candidates = signatures["\(owner).\(member)"] ?? []
                let ok = candidates.contains { Self.isSubsequence(labels, of: $0) }
                    || candidates.isEmpty && (local.names.contains(member) || inherited.contains(member))
                if !ok { return "'\(owner).\(member)' takes no labels (\(labels.map { $0 + ":" }.joined()))" }
            }
            owner = member
        }
        if components.count == 1, let labels, ownTypes.contains(first) {
            let candidates = signatures["\(first).init"] ?? []
            if !candidates.isEmpty && !candidates.contains(where: { Self.isSubsequence(labels, of: $0) }) && !labels.isEmpty {
                return "'\(first)' has no init(\(labels.map { $0 + ":" }.joined()))"
            }
        }
        return nil
    }

    static let fileExtensions: Set<String> = ["swift", "md", "yml", "yaml", "plist", "json", "bazel", "bzl", "sh", "txt", "entitlements", "docc", "xcodeproj"]

    // MARK: Gathering

    /// Types and signatures of a source whose members are not checked (RouteGenCore, tests): known, not own.
    private mutating func scanDeclarationsOnly(_ source: String) {
        var other = KnownNames()
        other.scan(source, publicOnly: false)
        types.formUnion(other.types)
        for (name, labels) in other.signatures where !name.contains(".") { signatures[name, default: []].formUnion(labels) }
    }

    private mutating func addMember(_ member: String, labels: [String]?, to owner: String) {
        let name = member == "init" ? "init" : member
        members[owner, default: []].insert(name)
        if let labels {
            signatures["\(owner).\(name)", default: []].insert(labels)
            signatures[name, default: []].insert(labels)
        }
    }

    /// Declarations of `source`, each member attributed to the type declared one indentation level above it.
    private mutating func scan(_ source: String, publicOnly: Bool) {
        var typeAtIndent: [Int: String] = [:]
        let declaration = #"^( *)((?:@[A-Za-z_]+(?:\([^)]*\))? +)*)((?:public|package|internal|private|fileprivate|open|final|static|nonisolated|override|required|convenience|indirect|mutating|consuming|dynamic|class) +)*(struct|enum|class|protocol|typealias|actor|extension|func|init|var|let|case|associatedtype)\b[ ]*([A-Za-z_][A-Za-z0-9_.]*)?(.*)$"#
        guard let regex = try? NSRegularExpression(pattern: declaration) else { return }
        for text in Self.joinedDeclarations(source) {
            let range = NSRange(text.startIndex..., in: text)
            guard let match = regex.firstMatch(in: text, range: range) else { continue }
            func group(_ index: Int) -> String {
                guard let range = Range(match.range(at: index), in: text) else { return "" }
                return String(text[range])
            }
            let indent = group(1).count, modifiers = group(2) + " " + group(3), keyword = group(4)
            var name = group(5), rest = group(6)
            if keyword == "init" { rest = name + rest; name = "init" }
            let isPublic = modifiers.contains("public") || modifiers.contains("open")
            let owner = typeAtIndent[indent - 4] ?? "*"
            switch keyword {
            case "struct", "enum", "class", "protocol", "actor", "extension", "typealias", "associatedtype":
                let simple = String(name.split(separator: ".").last ?? "")
                guard !simple.isEmpty else { continue }
                if keyword != "extension" { types.insert(simple); ownTypes.insert(simple) }
                if keyword == "protocol" && publicOnly { protocols.insert(simple) }
                if keyword != "typealias" && keyword != "associatedtype" { typeAtIndent[indent] = simple }
                if keyword != "extension", indent > 0, !publicOnly || isPublic { members[owner, default: []].insert(simple) }
            case "func", "init":
                guard !publicOnly || isPublic || owner != "*" && keyword == "init" && isPublic else { continue }
                addMember(name, labels: Self.parameterLabels(rest), to: owner)
            case "case":
                for item in (name + rest).split(separator: ",") {
                    let caseName = item.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !caseName.isEmpty { addMember(String(caseName), labels: nil, to: owner) }
                }
            default:
                guard !publicOnly || isPublic || owner != "*" && indent > 0 && !publicOnly else { continue }
                if !name.isEmpty { addMember(name, labels: nil, to: owner) }
            }
        }
    }

    /// The lines of `source`, a line with an unclosed `(` joined with the lines that close it (a parameter list
    /// written one parameter per line).
    static func joinedDeclarations(_ source: String) -> [String] {
        var joined: [String] = [], pending = "", depth = 0
        for line in source.split(separator: "\n") {
            pending += depth > 0 ? " " + line.trimmingCharacters(in: .whitespaces) : String(line)
            for character in line {
                if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            }
            if depth <= 0 || pending.count > 2_000 {
                joined.append(pending)
                pending = ""
                depth = 0
            }
        }
        if !pending.isEmpty { joined.append(pending) }
        return joined
    }

    /// The labels of a parameter list that starts `rest` (`(_ a: Int, tabs: T.Type) -> X` -> `["_", "tabs"]`).
    static func parameterLabels(_ rest: String) -> [String]? {
        var text = Substring(rest)
        if text.hasPrefix("<") {   // generic parameters
            var depth = 0
            while let character = text.first {
                text = text.dropFirst()
                if character == "<" { depth += 1 } else if character == ">" { depth -= 1; if depth == 0 { break } }
            }
        }
        guard text.hasPrefix("(") || text.hasPrefix("?(") || text.hasPrefix("!(") else { return nil }
        text = text.drop { $0 != "(" }.dropFirst()
        var labels: [String] = [], depth = 0, current = "", previous: Character = " "
        for character in text {
            defer { previous = character }
            if depth == 0 && (character == "," || character == ")") {
                let words = current.split(separator: ":", maxSplits: 1).first?.split(separator: " ") ?? []
                if let label = words.first, !current.trimmingCharacters(in: .whitespaces).isEmpty {
                    labels.append(String(label))
                }
                current = ""
                if character == ")" { break }
                continue
            }
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || character == ">" && previous != "-" { depth -= 1 }
            current.append(character)
        }
        return labels
    }

    /// `(_:tabs:)` -> `["_", "tabs"]`; `()` -> `[]`; anything else -> nil.
    static func labels(in text: String) -> [String]? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard inner.isEmpty || inner.hasSuffix(":"),
              inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) else { return nil }
        return inner.split(separator: ":").map(String.init)
    }

    /// A span that is a Swift name chain, optionally followed by a label list or a call:
    /// `Routes.Tab`, `navigator.open(_:)`, `NavigationModel(tabs:)`, `Routes.userProfile(id: 42)`.
    static func chain(of span: String) -> (components: [String], labels: [String]?)? {
        let head = span.prefix { $0 != "(" }
        let rest = span.dropFirst(head.count)
        guard head.range(of: #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#, options: .regularExpression) != nil else { return nil }
        let components = head.split(separator: ".").map(String.init)
        let labels = labels(in: String(rest))
        if components.count == 1 && !components[0].first!.isUppercase && labels == nil { return nil }
        if !rest.isEmpty && labels == nil && !(rest.hasPrefix("(") && rest.hasSuffix(")")) { return nil }
        return (components, labels)
    }

    static func isSubsequence(_ wanted: [String], of labels: [String]) -> Bool {
        var index = labels.startIndex
        for label in wanted {
            guard let found = labels[index...].firstIndex(of: label) else { return false }
            index = found + 1
        }
        return true
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }

    static func swiftFiles(under folder: String) -> [URL] { files(under: folder, suffix: ".swift") }

    static func files(under folder: String, suffix: String) -> [URL] {
        let base = Repository.url(folder)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        return (enumerator?.compactMap { $0 as? URL } ?? []).filter {
            $0.lastPathComponent.hasSuffix(suffix) && !$0.path.contains("/.build")
        }.sorted { $0.path < $1.path }
    }
}
