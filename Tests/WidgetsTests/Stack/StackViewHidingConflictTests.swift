import Render
import Testing
import TestSupport
import Widgets

/// Seed 5's lesson: a required fixed height on a view the stack hides conflicts with the stack's
/// 'UISV-hiding' constraint; the hiding wins and one clear warning names the view and both constraints.
/// Just below required (999) the hiding wins silently.
@MainActor
@Suite("Stack view hiding conflicts")
struct StackViewHidingConflictTests {
    static let expectedWarning = "Handheld: Unable to simultaneously satisfy constraints: 'UISV-hiding' (height == 0) "
        + "conflicts with required height == 51 of playback-3; breaking the height == 51 constraint. "
        + "Give it priority .required - 1 (999) to let hiding win silently."

    func makeCell(priority: LayoutPriority) -> (StackScene, View) {
        let info = StackBox(200, 85), playback = View()
        playback.identifier = "playback-3"
        let scene = StackScene([info, playback], spacing: 0, frame: Rect(x: 0, y: 0, width: 375, height: 136))
        scene.stack.setFixedHeight(51, for: playback, priority: priority)
        scene.step()
        return (scene, playback)
    }

    @Test("hiding a view with a required fixed height warns exactly once, naming the view and the constraint")
    func requiredWarnsOnce() {
        let (scene, playback) = makeCell(priority: .required)
        #expect(scene.warnings.entries.isEmpty)
        playback.isHidden = true
        #expect(scene.warnings.entries == [Self.expectedWarning])
        scene.step(frames: 3)
        scene.stack.setNeedsLayout()
        scene.step()
        _ = scene.stack.fittingHeight(forWidth: 375)
        #expect(scene.warnings.entries.count == 1)  // layout passes and measuring do not repeat it
        #expect(playback.frame.height == 0)  // the hiding won
        #expect(scene.stack.fittingHeight(forWidth: 375) == 85)
    }

    @Test("with the priority just below required the hiding wins and nothing is logged")
    func belowRequiredIsSilent() {
        let (scene, playback) = makeCell(priority: .required - 1)
        playback.isHidden = true
        scene.step()
        scene.stack.animate { playback.isHidden = false }
        scene.step(frames: 20)
        scene.stack.animate { playback.isHidden = true }
        scene.step(frames: 20)
        #expect(playback.frame.height == 0)
        #expect(scene.warnings.entries.isEmpty)
    }

    @Test("each new hiding of a required fixed height is a new conflict, animated or not")
    func warnsEachTimeItIsHidden() {
        let (scene, playback) = makeCell(priority: .required)
        for _ in 0..<3 {
            scene.stack.animate { playback.isHidden = true }
            scene.step(frames: 20)
            playback.isHidden = false
            scene.step()
        }
        #expect(scene.warnings.entries.count == 3)
        #expect(Set(scene.warnings.entries) == [Self.expectedWarning])
    }

    @Test("making a hidden view's fixed height required, or adding a hidden view that has one, starts a conflict")
    func conflictStartsFromOtherChanges() {
        let (scene, playback) = makeCell(priority: .required - 1)
        playback.isHidden = true
        #expect(scene.warnings.entries.isEmpty)
        scene.stack.setFixedHeight(51, for: playback, priority: .required)
        #expect(scene.warnings.entries.count == 1)
        scene.stack.setFixedHeight(51, for: playback, priority: .required)  // unchanged: nothing new
        scene.stack.removeArrangedSubview(playback)
        scene.stack.addArrangedSubview(playback)
        #expect(scene.warnings.entries.count == 2)
        scene.stack.setFixedHeight(51, for: playback, priority: .defaultHigh)  // the conflict ends…
        scene.stack.setFixedHeight(nil, for: playback)
        #expect(scene.warnings.entries.count == 2)
    }

    @Test("only a fixed length along the axis conflicts; a row names the width")
    func axisMatters() {
        let (scene, playback) = makeCell(priority: .required)
        scene.stack.axis = .horizontal
        playback.isHidden = true
        #expect(scene.warnings.entries.isEmpty)  // a height does not fight a row's zero width
        scene.stack.setFixedWidth(44, for: playback)
        #expect(scene.warnings.entries == [
            "Handheld: Unable to simultaneously satisfy constraints: 'UISV-hiding' (width == 0) conflicts with "
                + "required width == 44 of playback-3; breaking the width == 44 constraint. "
                + "Give it priority .required - 1 (999) to let hiding win silently.",
        ])
    }

    @Test("a view without an identifier is named by its type, and every stack reports to its own handler")
    func namesAndSinks() {
        let one = StackScene([StackBox(10, 10)]), two = StackScene([StackBox(10, 10)])
        one.stack.setFixedHeight(10, for: one.stack.arrangedSubviews[0])
        two.stack.setFixedHeight(10, for: two.stack.arrangedSubviews[0], priority: .required - 1)
        one.stack.arrangedSubviews[0].isHidden = true
        two.stack.arrangedSubviews[0].isHidden = true
        #expect(one.warnings.entries.count == 1)
        #expect(one.warnings.entries.first?.contains("height == 10 of StackBox;") == true)
        #expect(two.warnings.entries.isEmpty)
    }

    @Test("the priority arithmetic is UIKit's")
    func priorities() {
        #expect((LayoutPriority.required - 1).rawValue == 999)
        #expect(LayoutPriority.required.isRequired)
        #expect(!(LayoutPriority.required - 1).isRequired)
        #expect(LayoutPriority.defaultLow < .defaultHigh)
        #expect(LayoutPriority.defaultHigh + 1 == LayoutPriority(751))
        #expect(LayoutPriority(999) == .required - 1)
    }
}
