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

// The system services the tool itself needs (the commands' own are in RouteGenCore), from the C library, so that on
// Linux the tool links FoundationEssentials only: full Foundation would bring ICU's data (most of the binary) along.

/// Ends the process with `code` (named apart from `ParsableCommand.exit`).
func exitProcess(_ code: Int32) -> Never {
    exit(code)
}
