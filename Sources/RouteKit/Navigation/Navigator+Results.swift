extension Navigator {
    /// The sink the top-most shown screen of result route `R` was given, or `nil` when none is shown: a test finishes
    /// or cancels it as the screen would, including for a screen this platform does not draw
    /// (``Navigator/undrawnReason(of:)``), and asserts on what the caller's `onResult` received.
    public func resultSink<R: ResultRoute>(of route: R.Type) -> ResultSink<R.Result>? {
        let shown = shownResultSinks
        guard let model else {
            return shown.reversed().lazy.compactMap { $0.sink as? ResultSink<R.Result> }.first
        }
        for (screen, sink) in shown.reversed() {
            guard let entry = model.entry(showing: screen), entry.intent.route is R else { continue }
            return sink as? ResultSink<R.Result>
        }
        return nil
    }
}
