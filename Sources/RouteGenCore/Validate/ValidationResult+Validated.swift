extension ValidationResult {
    /// The manifest as the render stage takes it, or nil when validation found an error.
    public var validated: ValidatedManifest? {
        diagnostics.containsErrors ? nil : ValidatedManifest(checked: manifest)
    }
}
