import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Splits per-route work of a large manifest into contiguous slices run at once, one per core, and hands back
/// the slices' results in order, so that output and diagnostics are the same bytes as a sequential run.
///
/// Small manifests stay on the calling thread: below a few hundred routes the work takes a few milliseconds and
/// starting threads would cost more than it saves.
enum ContiguousSlices {
    /// Fewer routes than this per slice are not worth a thread.
    static let minimumPerSlice = 500

    /// At most this many slices in the current task (tests compare one slice against several); nil: one per core.
    @TaskLocal static var limit: Int?

    /// Active cores, read once: `ProcessInfo.activeProcessorCount` reads the scheduler affinity and cgroup files on
    /// every call (about 15,000 instructions and system calls), and the decoder asks for every mapping it walks.
    static let activeCores = ProcessInfo.processInfo.activeProcessorCount

    /// How many slices `count` items get on this machine (at most one per active core, at most 8).
    static func sliceCount(for count: Int, cores: Int = activeCores) -> Int {
        guard count >= 2 * minimumPerSlice else { return 1 }
        return max(1, min(limit ?? cores, 8, count / minimumPerSlice))
    }

    /// The ranges of `0..<count` cut into `slices` contiguous, nearly equal parts, in order (by default as many as
    /// `sliceCount(for:)` gives).
    static func ranges(count: Int, slices: Int? = nil) -> [Range<Int>] {
        let slices = max(1, slices ?? sliceCount(for: count))
        return (0..<slices).map { index in (count * index / slices)..<(count * (index + 1) / slices) }
    }

    /// Runs independent jobs, at once when `concurrently` (each core takes the next job as it finishes one, so
    /// jobs of unequal size balance); results in job order.
    static func run<Result>(_ jobs: [@Sendable () -> Result], concurrently: Bool) -> [Result] {
        guard concurrently, jobs.count > 1 else { return jobs.map { $0() } }
        let results = SliceResults<Result>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            results.store(jobs[index](), at: index)
        }
        return results.collected()
    }

    /// `body` applied to each slice of `0..<count`, at once when there is more than one slice; results in order.
    static func map<Result>(
        count: Int, slices: Int? = nil, _ body: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        let parts = ranges(count: count, slices: slices)
        // The jobs do not outlive this call: `run` returns only when every one of them has.
        return withoutActuallyEscaping(body) { body in
            run(parts.map { range in { body(range) } }, concurrently: parts.count > 1)
        }
    }
}

extension ContiguousSlices {
    /// The slices' arrays as one, in order, allocated once at its final size: `flatMap` grows its result as it goes
    /// and copies what it joined so far at each growth, and the arrays of routes are megabytes. One slice is
    /// returned as it is.
    static func joined<Element>(_ parts: some Collection<[Element]>) -> [Element] {
        if parts.count == 1, let only = parts.first { return only }
        var all: [Element] = []
        all.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { all.append(contentsOf: part) }
        return all
    }
}

/// One slot per slice, each written by exactly one slice and read only after `concurrentPerform` has returned
/// (which waits for every iteration): that hand-over is what makes the unchecked `Sendable` sound.
private final class SliceResults<Result>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func store(_ result: Result, at index: Int) {
        slots[index] = result
    }

    func collected() -> [Result] {
        slots.map { $0! }
    }
}
