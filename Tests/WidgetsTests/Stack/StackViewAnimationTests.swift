import Render
import Testing
import TestSupport
import Widgets

/// Seed 5's toggle, `animate { view.isHidden.toggle() }`, sampled frame by frame on the manual clock.
@MainActor
@Suite("Stack view hide and show animations")
struct StackViewAnimationTests {
    /// A column of 40, 51 and 30 points with 8-point spacing (137 tall) in a container that fits it to its
    /// content, as a cell or a screen pinning only the stack's top would.
    @MainActor
    struct Column {
        let scene: StackScene
        let top = StackBox(200, 40, id: "top"), middle = View(), bottom = StackBox(200, 30, id: "bottom")
        var stack: StackView { scene.stack }

        init() {
            scene = StackScene([top, middle, bottom], spacing: 8, frame: Rect(x: 0, y: 0, width: 200, height: 137))
            middle.identifier = "playback"
            scene.stack.setFixedHeight(51, for: middle, priority: .required - 1)
            let stack = scene.stack
            scene.window.rootView.setLayoutHandler { root in
                stack.frame = Rect(x: 0, y: 0, width: root.bounds.width, height: stack.fittingHeight(forWidth: root.bounds.width))
            }
            scene.step()
        }
    }

    static func eased(_ frame: Int, of frames: Int = 15) -> Double {
        TimingCurve.easeInOut.value(at: Double(frame) / Double(frames))
    }

    @Test("hiding inside an animation block collapses the view on the easeInOut curve while the views below move up")
    func animatedHide() {
        let column = Column()
        let (middle, bottom, stack) = (column.middle, column.bottom, column.stack)
        #expect(middle.frame == Rect(x: 0, y: 48, width: 375, height: 51))
        #expect(bottom.frame.minY == 107)
        #expect(stack.frame.height == 137)
        stack.animate(withDuration: 0.25) { middle.isHidden = true }
        // The model values are final at once, as in UIKit; the presentation moves over 15 frames.
        #expect(middle.frame == Rect(x: 0, y: 48, width: 375, height: 0))
        #expect(bottom.frame.minY == 48)
        #expect(stack.frame.height == 78)
        #expect(middle.presentationFrame.height == 51)
        for frame in 1...15 {
            column.scene.step()
            let e = Self.eased(frame)
            #expect(abs(middle.presentationFrame.height - 51 * (1 - e)) < 1e-9, "frame \(frame)")
            #expect(abs(middle.presentationFrame.minY - 48) < 1e-9, "frame \(frame)")
            #expect(abs(bottom.presentationFrame.minY - (107 - 59 * e)) < 1e-9, "frame \(frame)")
            #expect(abs(stack.presentationFrame.height - (137 - 59 * e)) < 1e-9, "frame \(frame)")
        }
        #expect(middle.presentationFrame.height == 0)
        #expect(bottom.presentationFrame.minY == 48)
        #expect(column.scene.window.engine.runningAnimationCount == 0)
        #expect(column.scene.warnings.entries.isEmpty)  // priority 999: hiding wins silently
    }

    @Test("showing inside an animation block grows the view from zero and pushes the views below back down")
    func animatedShow() {
        let column = Column()
        let (middle, bottom, stack) = (column.middle, column.bottom, column.stack)
        middle.isHidden = true
        column.scene.step()
        #expect(bottom.frame.minY == 48)
        var finished = false
        stack.animate(withDuration: 0.5) { middle.isHidden = false } completion: { finished = $0 }
        column.scene.step(frames: 15)
        let half = Self.eased(15, of: 30)
        #expect(abs(middle.presentationFrame.height - 51 * half) < 1e-9)
        #expect(abs(bottom.presentationFrame.minY - (48 + 59 * half)) < 1e-9)
        column.scene.step(frames: 15)
        #expect(middle.presentationFrame == Rect(x: 0, y: 48, width: 375, height: 51))
        #expect(bottom.presentationFrame.minY == 107)
        column.scene.step()
        #expect(finished)
    }

    @Test("without an animation block the collapse applies on the next layout pass, in one step")
    func unanimatedHide() {
        let column = Column()
        column.middle.isHidden = true
        #expect(column.bottom.frame.minY == 107)  // nothing moves until the layout pass
        column.scene.step()
        #expect(column.bottom.presentationFrame.minY == 48)
        #expect(column.scene.window.engine.runningAnimationCount == 0)
    }

    @Test("a hidden view draws nothing during its collapse")
    func hiddenViewNotDrawn() {
        let column = Column()
        column.middle.backgroundColor = .systemBlue
        column.stack.animate(withDuration: 0.25) { column.middle.isHidden = true }
        column.scene.step(frames: 5)
        #expect(column.middle.presentationFrame.height > 0)
        column.bottom.backgroundColor = .systemRed
        let canvas = RecordingCanvas()
        column.scene.window.draw(in: canvas)
        let fills = canvas.commands.compactMap { command -> Color? in
            if case let .fill(_, color) = command { return color } else { return nil }
        }
        #expect(!fills.contains(Color.systemBlue.plain))
        #expect(fills.contains(Color.systemRed.plain))
    }

    @Test("hiding a view in an inner stack animates the outer stack's views too")
    func nestedStacksAnimateTogether() {
        let (window, clock) = TestSupport.makeWindow()
        let a = StackBox(100, 20), b = StackBox(100, 30), after = StackBox(100, 10)
        let inner = StackView(arrangedSubviews: [a, b], axis: .vertical)
        let outer = StackView(arrangedSubviews: [inner, after], axis: .vertical)
        outer.frame = Rect(x: 0, y: 0, width: 100, height: 300)
        window.rootView.addSubview(outer)
        window.step(clock)
        #expect(inner.frame.height == 50)
        #expect(after.frame.minY == 50)
        outer.animate(withDuration: 0.25, curve: .linear) { b.isHidden = true }
        #expect(inner.frame.height == 20)
        #expect(after.frame.minY == 20)
        window.step(clock, frames: 6)  // 0.1 s of 0.25: 40 %
        #expect(abs(inner.presentationFrame.height - (50 - 30 * 0.4)) < 1e-6)
        #expect(abs(after.presentationFrame.minY - (50 - 30 * 0.4)) < 1e-6)
        #expect(abs(b.presentationFrame.height - 30 * 0.6) < 1e-6)
    }
}
