import Foundation

/// This repository's checkout, found from this file's path (Tests/TestSupport/Repository.swift).
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The file or folder at a repository-relative path.
    public static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
}
