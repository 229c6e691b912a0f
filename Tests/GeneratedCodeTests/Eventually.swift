import Testing

/// Waits for `condition` (an async handler's value, a screen a task shows), yielding to the tasks it waits on at most
/// `limit` times, and records a failure at the caller when it never holds: a test fails instead of hanging.
@MainActor
func eventually(
    _ limit: Int = 10_000, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
    for _ in 0..<limit {
        if condition() { return }
        await Task.yield()
    }
    if !condition() { Issue.record("the awaited condition never held (\(limit) yields)", sourceLocation: sourceLocation) }
}
