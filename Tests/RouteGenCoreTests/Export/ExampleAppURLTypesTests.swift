import Foundation
import Testing
@testable import RouteGenCore
import TestSupport

/// Examples/SwiftUIApp is an iOS app package whose `shelf` URL type comes from its Info.plist, merged by the app
/// product. Nothing here builds it (macOS CI does): this guards that the plist is what `routegen export url-types`
/// writes for the example's manifest, as its README says, and that the app product still merges it.
@Suite("The SwiftUI example app's URL types")
struct ExampleAppURLTypesTests {
    @Test func theExamplesInfoPlistIsTheURLTypesExportOfItsManifest() throws {
        let manifest = try RenderFixtures.manifest("Examples/SwiftUIApp/Sources/ShelfApp/routes.yml")
        let export = try URLTypesExport.render([manifest], bundleID: "com.example.ShelfApp")
        let committed = try String(contentsOf: Repository.url("Examples/SwiftUIApp/Info.plist"), encoding: .utf8)
        #expect(committed == export.text, "re-run: routegen export url-types Sources/ShelfApp/routes.yml --bundle-id com.example.ShelfApp --output Info.plist")
        #expect(export.text.contains("<string>shelf</string>"))
    }

    @Test func theAppProductMergesThePlistAndTheBundleIDAgrees() throws {
        let package = try String(contentsOf: Repository.url("Examples/SwiftUIApp/Package.swift"), encoding: .utf8)
        #expect(package.contains(".iOSApplication("))
        #expect(package.contains("additionalInfoPlistContentFilePath: \"Info.plist\""))
        #expect(package.contains("bundleIdentifier: \"com.example.ShelfApp\""))
    }
}
