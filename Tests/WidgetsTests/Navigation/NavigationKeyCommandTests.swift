import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Navigation key commands")
struct NavigationKeyCommandTests {
    @Test("Escape and Ctrl+[ pop the top page with the animated pop the back button runs", arguments: ["escape", "ctrl+["])
    func backKeyPops(combo: String) throws {
        let f = NavigationFixture(["A", "B", "C"])
        #expect(f.window.keyResponder === f.page(2))
        #expect(f.window.sendKey(try KeyCombo.parse(combo)))
        #expect(f.nav.isTransitioning)
        let frames = f.settle()
        #expect(NavigationFixture.stack(f.nav) == "A,B")
        #expect(f.log.entries == ["willShow B animated=true", "C willDisappear", "B willAppear",
                                  "C completion cancelled=false", "B completion cancelled=false",
                                  "C didDisappear", "B didAppear", "didShow B stack=A,B"])
        let button = NavigationFixture(["A", "B", "C"])
        button.nav.navigationBar.backAction?()
        #expect(button.settle() == frames)
        #expect(button.log.entries == f.log.entries)
    }

    @Test("at the root there is nothing to pop: no Back command, and Escape goes unhandled")
    func nothingToPop() throws {
        let f = NavigationFixture(["A"])
        #expect(f.nav.keyCommands?.isEmpty == true)
        #expect(!f.window.sendKey(try KeyCombo.parse("escape")))
        #expect(NavigationFixture.stack(f.nav) == "A")
    }

    @Test("the help groups show Back under Navigation")
    func helpGroup() {
        let f = NavigationFixture(["A", "B"])
        #expect(f.window.keyCommandGroups == [KeyCommandGroup(title: "Navigation", entries: [
            KeyCommandGroup.Entry(title: "Back", combos: [KeyCombo(.escape), KeyCombo(.leftBracket, modifiers: .ctrl)]),
        ])])
    }
}
