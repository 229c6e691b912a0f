#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's reason for a failed file operation ("No such file or directory"), as `strerror` words it, the same on
/// every platform; a `FileManager` error carries it as its underlying `POSIXError`. (`localizedDescription` would
/// need full Foundation, and with it ICU's data, in the tool.)
func fileErrorReason(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    if let cocoa = error as? CocoaError, let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
        return String(cString: strerror(posix.code.rawValue))
    }
    return String(describing: error)
}
