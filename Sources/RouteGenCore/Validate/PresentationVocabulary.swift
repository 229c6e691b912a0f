/// UIKit's and SwiftUI's words for the manifest's presentations: someone who writes `presentation: sheet` or
/// `fullScreenCover` means the manifest's `present` or `cover`, which the error then names instead of the nearest
/// spelling. A name the manifest lists under `displays` is that display, never one of these.
enum PresentationVocabulary {
    /// The manifest's word meant by `name` (compared without case, `-` and `_`), and how that word is shown.
    static func meaning(of name: String) -> (word: String, shown: String)? {
        let key = String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
        return words[key]
    }

    private static let sheet = ("present", "a sheet")
    private static let cover = ("cover", "full screen")
    private static let pushed = ("push", "pushed onto the navigation stack")

    private static let words: [String: (word: String, shown: String)] = [
        "sheet": sheet, "modal": sheet, "popover": sheet, "formsheet": sheet, "pagesheet": sheet,
        "presentmodally": sheet, "automatic": sheet, "popup": sheet,
        "fullscreencover": cover, "fullscreen": cover, "overfullscreen": cover, "overcurrentcontext": cover,
        "currentcontext": cover, "fullscreenmodal": cover,
        "navigation": pushed, "navigationlink": pushed, "show": pushed, "stack": pushed,
        "pushviewcontroller": pushed, "navigationdestination": pushed,
    ]
}
