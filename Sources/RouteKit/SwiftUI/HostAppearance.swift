#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Navigator {
    /// What a navigation host does when it appears: restores `saved` navigation state (from `@SceneStorage`) over what
    /// the app set up at launch, starts the root of every tab still empty (`startTabRoots()`), then marks the
    /// navigator ready, so a cold-launch link lands on top of the restored screens instead of under them. Saved
    /// state that brings no screen back keeps the launch state. Only the first appearance does anything (later ones
    /// find the navigator ready); returns the restoration's report, if any.
    @discardableResult
    public func hostAppeared(restoring saved: Data?) -> RestorationReport? {
        guard !isReady else { return nil }
        var report: RestorationReport?
        if let saved, let model = navigationModel {
            let launch = model.savedState()
            report = model.restore(from: saved, navigator: self)
            if model.state.entryCount == 0 { model.restore(from: launch, navigator: self) }
        }
        startTabRoots()
        markReady()
        return report
    }
}
