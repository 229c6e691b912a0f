/// A manifest in which validation found no error: the only manifest the render stage takes.
///
/// Only validation makes one (`ValidationResult.validated`), so every name the renderer pastes into code has passed
/// the one identifier rule and the name checks, and a manifest built by hand must go through validation to be
/// rendered.
public struct ValidatedManifest: Hashable, Sendable {
    /// The completed manifest (extras declared by placeholders added, bindings set).
    public let manifest: Manifest

    /// For validation alone: the one place that knows `manifest` has no errors.
    init(checked manifest: Manifest) {
        self.manifest = manifest
    }
}
