#if canImport(FoundationEssentials)
import Synchronization
#else
import Foundation
#endif

/// A value that threads share, read and changed only under a lock.
///
/// On Linux the lock is Synchronization's `Mutex`, so the tool needs no full Foundation (`NSLock` lives there, and with
/// it ICU's data). Apple platforms keep `NSLock`: their `Mutex` needs macOS 15, and the package supports macOS 13.
final class Locked<State: Sendable>: @unchecked Sendable {
    #if canImport(FoundationEssentials)
    private let mutex: Mutex<State>

    init(_ state: State) {
        mutex = Mutex(state)
    }

    func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }
    #else
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    func withLock<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
    #endif
}
