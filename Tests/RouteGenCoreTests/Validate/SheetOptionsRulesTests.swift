import Testing
@testable import RouteGenCore

/// `detents:` and `interactiveDismiss:`: their spellings, where they may be used, and what reaches the descriptor.
@Suite("Validation: sheet detents and interactive dismissal")
struct SheetOptionsRulesTests {
    private func route(_ lines: String) -> String { header + "routes:\n  picker:\n" + lines }

    @Test func everySpellingIsReadInOrder() throws {
        let result = runYAML(route("    presentation: present\n    detents: [medium, large, 40%, 12.5%, 320pt]\n    interactiveDismiss: false\n"))
        #expect(result.diagnostics.isEmpty)
        let picker = try #require(result.manifest?.manifest.routes.first)
        #expect(picker.detents == [.medium, .large, .percent(40), .percent(12.5), .height(320)])
        #expect(!picker.allowsInteractiveDismiss)
        // Left out: the platform's default, and a swipe may dismiss.
        let plain = try #require(runYAML(route("    presentation: present\n")).manifest?.manifest.routes.first)
        #expect(plain.detents.isEmpty && plain.allowsInteractiveDismiss)
    }

    @Test func aMisspeltDetentIsAnErrorAtItsLineWithDidYouMean() {
        #expect(printed(route("    presentation: present\n    detents:\n      - large\n      - meduim\n")) == [
            "routes.yml:9:9: error: detent 'meduim' is not medium, large, a percentage of the height (40%) or a height in points (320pt); did you mean 'medium'?",
        ])
        // Numbers without their unit, signs, exponents and words are not detents.
        for bad in ["0.5", "-10%", "1e2pt", "half", "40 %", "%", "pt", ".5%"] {
            #expect(printed(route("    presentation: present\n    detents: ['\(bad)']\n")).first?.contains("detent '\(bad)' is not") == true, "\(bad)")
        }
    }

    @Test func detentsNeedASheet() {
        #expect(printed(route("    presentation: cover\n    detents: [medium]\n")) == [
            "routes.yml:7:14: error: 'detents' apply to sheets, but route 'picker' is a full-screen cover; use presentation present, wrapped or a display\nroutes.yml:6:19: note: route 'picker' is shown with presentation 'cover' here",
        ])
        // Pushed by default: no presentation line to point at.
        #expect(printed(route("    detents: [medium]\n")) == [
            "routes.yml:6:14: error: 'detents' apply to sheets, but route 'picker' is pushed; use presentation present, wrapped or a display",
        ])
        #expect(runYAML(route("    presentation: wrapped\n    detents: [medium]\n")).diagnostics.isEmpty)
        #expect(runYAML(header + "displays: [panel]\nroutes:\n  picker:\n    presentation: panel\n    detents: [medium]\n").diagnostics.isEmpty)
    }

    @Test func interactiveDismissNeedsAModalPresentation() {
        #expect(printed(route("    interactiveDismiss: false\n")) == [
            "routes.yml:6:25: error: 'interactiveDismiss' applies to modal presentations, but route 'picker' is pushed; use presentation present, wrapped, cover or a display",
        ])
        #expect(runYAML(route("    presentation: cover\n    interactiveDismiss: false\n")).diagnostics.isEmpty)
        #expect(printed(route("    presentation: present\n    interactiveDismiss: no\n")).first?.contains("'interactiveDismiss' must be true or false") == true)
    }

    @Test func detentsAreInRangeNamedOnceAndNotEmpty() {
        #expect(printed(route("    presentation: present\n    detents: [0%, 150%, 0pt, medium, medium]\n")) == [
            "routes.yml:7:15: error: detent '0%' must be above 0% and at most 100%",
            "routes.yml:7:19: error: detent '150%' must be above 0% and at most 100%",
            "routes.yml:7:25: error: detent '0pt' must be a height above 0pt",
            "routes.yml:7:38: error: detent 'medium' is listed twice",
        ])
        #expect(printed(route("    presentation: present\n    detents: []\n")) == [
            "routes.yml:7:14: error: 'detents' of route 'picker' is empty; leave it out for the platform's full height",
        ])
        #expect(printed(route("    presentation: present\n    detents: medium\n")).first?.contains("must be a list") == true)
    }

    @Test func theDescriptorCarriesThemOnlyWhenGiven() throws {
        let text = try SwiftRenderer.render(try RenderFixtures.validated(yaml: route(
            "    screen: PickerScreen\n    presentation: present\n    detents: [medium, 33.3%, 100%, 5%, 320.5pt]\n    interactiveDismiss: false\n")))
        #expect(text.contains("""
                        presentation: .present,
                        detents: [.medium, .fraction(0.333), .fraction(1), .fraction(0.05), .height(320.5)],
                        allowsInteractiveDismiss: false
                    )
            """))
        let plain = try SwiftRenderer.render(try RenderFixtures.validated(yaml: route("    screen: PickerScreen\n    presentation: present\n")))
        #expect(!plain.contains("detents") && !plain.contains("allowsInteractiveDismiss"))
    }

    @Test func sharesAreWrittenFromThePercentageDigits() {
        #expect(RouteDetent.share(ofPercent: 40) == "0.4")
        #expect(RouteDetent.share(ofPercent: 33.3) == "0.333")
        #expect(RouteDetent.share(ofPercent: 100) == "1")
        #expect(RouteDetent.share(ofPercent: 0.5) == "0.005")
        #expect(RouteDetent.share(ofPercent: 12.5) == "0.125")
    }
}
