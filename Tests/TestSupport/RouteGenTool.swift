import Foundation

/// The `routegen` executable SwiftPM built beside this test bundle (a test target that runs it depends on it).
public enum RouteGenTool {
    public static let url: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for folder in candidates {
            let tool = folder.appendingPathComponent("routegen")
            if FileManager.default.isExecutableFile(atPath: tool.path) { return tool }
        }
        return nil
    }()

    /// Runs `routegen arguments` in `folder` through /bin/sh, after `shellPrefix` (e.g. a ulimit); `separately`
    /// keeps standard error apart, in `errors`.
    public static func run(_ arguments: [String], in folder: URL, shellPrefix: String = "", separately: Bool = false) throws -> ProcessOutput {
        guard let url else { return ProcessOutput(status: -1, output: "routegen not built") }
        let quoted = ([url.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        return try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", shellPrefix + " exec " + quoted.joined(separator: " ")],
                                    in: folder, errors: separately ? .apart : .interleaved)
    }
}
