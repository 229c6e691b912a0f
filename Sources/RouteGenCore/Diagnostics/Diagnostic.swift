/// One problem found in a manifest, printed the way the Swift compiler prints its own so that
/// Xcode and SwiftPM show it on the manifest's line.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    var severity: Severity
    var message: String
    public var location: SourceLocation
    /// Follow-up lines (`note:`) such as the other half of an ambiguous pair.
    var notes: [Diagnostic]

    init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    static func error(_ message: String, at location: SourceLocation, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    static func warning(_ message: String, at location: SourceLocation, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    static func note(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// `path:line:column: error: message` (plist: `path: error: message (at routes.x.y)`), notes on following lines.
    public var description: String {
        var text: String
        if location.line != nil {
            text = "\(location): \(severity.rawValue): \(message)"
        } else if let keyPath = location.keyPath, !keyPath.isEmpty {
            text = "\(location.file): \(severity.rawValue): \(message) (at \(keyPath))"
        } else {
            text = "\(location.file): \(severity.rawValue): \(message)"
        }
        for note in notes {
            text += "\n" + note.description
        }
        return text
    }
}

extension Array where Element == Diagnostic {
    /// True when at least one diagnostic is an error (warnings alone do not fail a build).
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
