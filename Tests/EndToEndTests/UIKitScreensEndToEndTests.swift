import Foundation
import Testing

/// A package whose screens are UIKit view controllers, compiled only `#if canImport(UIKit)`, runs its navigation
/// tests with `swift test` where UIKit is missing, with no stand-in classes: the generated registration names the
/// screens only where UIKit exists, and registers the routes undrawn elsewhere. (scripts/typecheck-ios.sh compiles
/// the same screens against the iOS SDK.)
@Suite(.serialized, .timeLimit(.minutes(30)))
struct UIKitScreensEndToEndTests {
    @Test func navigationTestsOfUIKitScreensRunWithoutUIKit() throws {
        try FixturePackage.withUIKitScreensFixture { fixture in
            let run = try fixture.test()
            #expect(run.status == 0, "\(run)")
            #expect(EndToEndTests.diagnostics(run.output, "warning").filter { $0.contains("UIKitScreensApp") }.isEmpty, "\(run)")
            for test in ["aBookLinkOpensTheBookWithItsID()", "theLoginWallHoldsTheLinkAndResumesItAfterSignIn()",
                         "theRatingComesBackExactlyOnce()", "theBookComesBackAfterARelaunch()",
                         "screensThisPlatformLacksAreNotDrawnAndSayWhy()"] {
                #expect(run.output.contains("Test \(test) passed"), "\(test) did not pass: \(run)")
            }
            #expect(run.output.contains("Test Suite 'NavigationXCTestCase' passed"), "\(run)")
            #expect(run.output.contains("Executed 1 test, with 0 failures"), "\(run)")
        }
    }
}
