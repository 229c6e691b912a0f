// A stand-in for Xcode's `XcodeProjectPlugin` module, which ships only inside Xcode: the declarations the plugins
// use, transcribed from Apple's documented API (Xcode 16 and later, the URL-based members), with bodies that are
// never run. `XcodePluginTypeCheckTests` compiles it with the toolchain's real `PackagePlugin` module and then
// type-checks the plugins' sources, unchanged, against it, so their `#if canImport(XcodeProjectPlugin)` code is
// compiled on Linux too. It is never linked into anything.
import Foundation
import PackagePlugin

/// A build-tool plugin's entry point for Xcode project targets.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin's entry point for Xcode projects.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

/// What Xcode tells a plugin about the project it runs for.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL

    /// The named command-line tool: a dependency of the plugin, or one found in the toolchain.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stub") }
}

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let directoryURL: URL
    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    /// Targets of the project and package products this target depends on.
    public let dependencies: [XcodeTargetDependency]
    /// The files the target builds from (sources, resources, and linked products as files of unknown type).
    public let inputFiles: FileList
}

public enum XcodeTargetDependency {
    case target(XcodeTarget)
    case product(any Product)
}

public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}
