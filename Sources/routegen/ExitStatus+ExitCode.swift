import ArgumentParser
import RouteGenCore

extension ExitCode {
    /// The process exit for a status a command decided (`ExitStatus`: 0 ok, 1 manifest errors, 2 usage or I/O).
    init(_ status: ExitStatus) {
        self.init(status.rawValue)
    }
}
