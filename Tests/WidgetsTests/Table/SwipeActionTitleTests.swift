import Render
import Testing
import TestSupport
@testable import Widgets

/// While a row is dragged part way open, its action buttons are narrower than their titles need. The titles
/// used to be truncated to fit ("Archi…", "De…"); UIKit clips the button instead and lays the title out at
/// the button's fully open width.
@MainActor
@Suite("Swipe action titles while dragging")
struct SwipeActionTitleTests {
    typealias Fixture = SwipeActionsTests.Fixture

    func drawnTexts(_ view: View) -> (texts: [String], commands: [DrawCommand]) {
        let canvas = RecordingCanvas()
        view.render(in: canvas)
        return (canvas.texts, canvas.commands)
    }

    @Test("part way open, each title is whole, laid out at its natural width from the row's edge and clipped by its button")
    func trailingTitlesClipped() throws {
        let f = Fixture()
        f.send(.began, 300, 22)
        for i in 1...4 { f.send(.moved, 300 - Double(i) * 10, 22) }
        let actions = try #require(f.table.rowSwipe.actionsView)
        #expect(actions.frame.width == 40)
        let natural = actions.naturalWidths(measurer: f.window.textMeasurer)
        for (i, button) in actions.buttons.enumerated() {
            #expect(button.frame.width < natural[i])
            #expect(button.clipsToBounds)
            // The title's box is the fully open button's, pinned to the inner (left) edge beside the row.
            #expect(button.titleLabel.frame == Rect(x: 8, y: 0, width: natural[i] - 16, height: button.bounds.height).inset(by: EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)))
        }
        let (texts, commands) = drawnTexts(actions)
        #expect(texts == ["Delete", "Flag"])
        // Each title is drawn inside its button's clip (in window coordinates).
        for button in actions.buttons {
            let clip = button.convert(button.bounds, to: nil)
            #expect(commands.contains(.pushClip(clip)), "no clip to \(clip)")
        }
    }

    @Test("a leading action part way open pins its whole title to its right edge, beside the row")
    func leadingTitleClipped() throws {
        let f = Fixture()
        f.send(.began, 40, 22)
        for i in 1...3 { f.send(.moved, 40 + Double(i) * 10, 22) }
        let actions = try #require(f.table.rowSwipe.actionsView)
        let button = try #require(actions.buttons.first)
        let natural = actions.naturalWidths(measurer: f.window.textMeasurer)[0]
        #expect(button.frame.width == 30 && natural > 30)
        #expect(button.titleLabel.frame.maxX == 30 - 8 && button.titleLabel.frame.width == natural - 16)
        #expect(drawnTexts(actions).texts == ["Pin"])
    }

    @Test("at its natural width and past it a button centres its title as before")
    func openButtonsUnchanged() throws {
        let f = Fixture()
        f.swipe(y: 22, from: 300, to: 150)
        f.frames(30)
        let actions = try #require(f.table.rowSwipe.actionsView)
        for button in actions.buttons {
            #expect(button.titleLabel.frame == button.bounds.inset(by: button.contentInsets))
        }
        #expect(drawnTexts(actions).texts == ["Delete", "Flag"])
    }
}
