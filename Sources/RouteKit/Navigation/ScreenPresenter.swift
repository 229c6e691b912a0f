/// The one seam through which the navigator shows and closes screens, so that navigation logic is the
/// same in the app (UIKit) and in unit tests (`RecordingPresenter`).
@MainActor
public protocol ScreenPresenter: AnyObject {
    /// Shows `screen`; `false` when it cannot (no window yet, unknown custom display), which fails the navigation.
    func show(_ screen: Screen, presentation: Presentation, from source: Screen?) -> Bool

    /// Shows the screen of a navigation, with its route and back stack; the default shows the parents, then the
    /// screen, through `show(_:presentation:from:)`. `NavigationModel` keeps them in its state instead.
    func show(_ request: ShowRequest) -> Bool

    /// Closes `screen` the way it was shown: pop for a push, dismiss for a presentation.
    func close(_ screen: Screen)

    /// Installed by the navigator: the presenter calls it when a screen was closed by other means (the user
    /// swiped back or dismissed a sheet), so that a waiting start-for-result gets `.canceled`.
    var onScreenClosedByUser: (@MainActor (Screen) -> Void)? { get set }
}
