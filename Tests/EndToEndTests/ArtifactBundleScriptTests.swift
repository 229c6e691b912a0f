import Foundation
import Testing

/// What `swift test` can check of the release scripts without a release build (the bundle itself is built by
/// scripts/build-artifactbundle.sh by hand and in .github/workflows/apple.yml).
@Suite struct ArtifactBundleScriptTests {
    static let scripts = FixturePackage.repository.appendingPathComponent("scripts")

    /// A folder whose `uname` reports `system`/`machine`, ahead of the real one on PATH.
    ///
    /// A child shell writes the script: a file this process held open for writing could still be open in a process
    /// that another test forked meanwhile, and executing it would then fail with "Text file busy".
    static func fakeUname(system: String, machine: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-uname-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = "#!/bin/sh\ncase \"$1\" in -s) echo \(system) ;; -m) echo \(machine) ;; *) echo \(system) ;; esac\n"
        let written = try Shell.run(URL(fileURLWithPath: "/bin/sh"), ["-c", #"printf '%s' "$0" > uname && chmod 755 uname"#, script],
                                    in: folder)
        try #require(written.status == 0, "\(written)")
        return folder
    }

    @Test(arguments: [("FreeBSD", "amd64"), ("Linux", "aarch64"), ("MINGW64_NT-10.0", "x86_64")])
    func bundleScriptRefusesAnUnsupportedPlatform(system: String, machine: String) throws {
        let fake = try Self.fakeUname(system: system, machine: machine)
        defer { try? FileManager.default.removeItem(at: fake) }
        let out = fake.appendingPathComponent("out")
        let path = fake.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try Shell.run(
            URL(fileURLWithPath: "/bin/bash"), [Self.scripts.appendingPathComponent("build-artifactbundle.sh").path, out.path],
            in: fake, environment: ["PATH": path, "ROUTEGEN_BUNDLE_SCRATCH": fake.appendingPathComponent("scratch").path])
        #expect(run.status == 1, "\(run)")
        #expect(run.output.contains("unsupported platform \(system)/\(machine)"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("routegen.artifactbundle").path))
    }

    @Test func releaseScriptMergesBundlesAndWritesTheURLAndChecksum() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        // Two one-variant bundles, as build-artifactbundle.sh leaves them on Linux and on macOS.
        for platform in ["linux", "macos"] {
            let bin = work.appendingPathComponent("\(platform)/routegen.artifactbundle/routegen-7-\(platform)/bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try Data("#!/bin/sh\necho 7\n".utf8).write(to: bin.appendingPathComponent("routegen"))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("routegen").path)
            try Data("{}".utf8).write(to: work.appendingPathComponent("\(platform)/routegen.artifactbundle/info.json"))
        }
        let manifest = work.appendingPathComponent("Package.swift")
        let original = try Data(contentsOf: FixturePackage.repository.appendingPathComponent("Package.swift"))
        try original.write(to: manifest)
        let url = "https://example.com/RouteGen/7/routegen.artifactbundle.zip"
        let script = Self.scripts.appendingPathComponent("release-artifactbundle.sh").path
        let arguments = [script, url, work.appendingPathComponent("out").path,
                         work.appendingPathComponent("linux/routegen.artifactbundle").path,
                         work.appendingPathComponent("macos/routegen.artifactbundle").path]
        let environment = ["ROUTEGEN_RELEASE_MANIFEST": manifest.path]
        let run = try Shell.run(URL(fileURLWithPath: "/bin/bash"), arguments, in: work, environment: environment)
        #expect(run.status == 0, "\(run)")
        let checksum = try String(contentsOf: work.appendingPathComponent("out/routegen.artifactbundle.checksum"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(checksum.range(of: "^[0-9a-f]{64}$", options: .regularExpression) != nil, "\(checksum)")
        #expect(run.output.hasSuffix(checksum + "\n"), "\(run)")

        let info = try Data(contentsOf: work.appendingPathComponent("out/routegen.artifactbundle/info.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: info) as? [String: Any])
        #expect(json["schemaVersion"] as? String == "1.0")
        let artifact = try #require((json["artifacts"] as? [String: Any])?["routegen"] as? [String: Any])
        #expect(artifact["version"] as? String == "7")
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.map { $0["path"] as? String } == ["routegen-7-linux/bin/routegen", "routegen-7-macos/bin/routegen"])
        #expect(variants.map { $0["supportedTriples"] as? [String] } == [
            ["x86_64-unknown-linux-gnu"], ["arm64-apple-macosx", "x86_64-apple-macosx"],
        ])

        let released = try String(contentsOf: manifest, encoding: .utf8)
        #expect(released.contains("let releasedTool: (url: String, checksum: String)? = (url: \"\(url)\", checksum: \"\(checksum)\")"))
        #expect(released.components(separatedBy: "\n").count == String(decoding: original, as: UTF8.self).components(separatedBy: "\n").count)

        // Run twice it refuses: the placeholder is gone.
        let again = try Shell.run(URL(fileURLWithPath: "/bin/bash"), arguments, in: work, environment: environment)
        #expect(again.status != 0)
        #expect(again.output.contains("already released?"), "\(again)")
    }

    @Test func measureScriptRefusesWhatIsNotAnAbsoluteBundle() throws {
        let script = Self.scripts.appendingPathComponent("measure-prebuilt-build.sh").path
        let relative = try Shell.run(URL(fileURLWithPath: "/bin/bash"), [script, "routegen.artifactbundle"], in: FixturePackage.repository)
        #expect(relative.status == 1)
        #expect(relative.output.contains("the bundle path must be absolute"), "\(relative)")
        let missing = try Shell.run(
            URL(fileURLWithPath: "/bin/bash"), [script, "/nonexistent/routegen.artifactbundle"], in: FixturePackage.repository)
        #expect(missing.status == 1)
        #expect(missing.output.contains("is not an artifact bundle (no info.json)"), "\(missing)")
    }
}
