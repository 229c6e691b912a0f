#if canImport(Glibc)
/// Keeps large freed blocks in the process's heap for the next allocation instead of handing them back to the kernel.
///
/// glibc serves each allocation above 128 KiB (up to 32 MiB as the process goes) with a mapping of its own and
/// unmaps it on free, so every large array the pipeline builds lands in fresh pages that the kernel zeroes and faults
/// in one at a time. On 10,000 routes the arrays of routes are megabytes each (decoded in slices, joined, validated,
/// modelled for rendering), and `routegen generate` took about 20,000 page faults, a quarter of its CPU time in the
/// kernel. Reusing freed memory saves about a quarter of those faults and a tenth of the CPU time. `routegen` is a
/// short-lived process: what it keeps goes back at exit.
enum HeapReuse {
    static func keepLargeFreedBlocks() {
        _ = mallopt(mmapThreshold, 64 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
    }

    /// malloc.h's `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD`.
    private static let mmapThreshold: Int32 = -3, trimThreshold: Int32 = -1
}

/// glibc's `int mallopt(int param, int value)`: declared in malloc.h, which Swift's Glibc module does not import.
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
