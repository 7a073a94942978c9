import Render
import Testing
import TestSupport
import Widgets

/// Three views 40, 60 and 80 long in a 300-point stack with 10-point spacing; the middle one hidden unless
/// a test shows it.
@MainActor
@Suite("Stack view distributions")
struct StackViewDistributionTests {
    typealias Expected = (distribution: StackView.Distribution, frames: [Rect])

    func makeScene(_ axis: StackView.Axis, _ distribution: StackView.Distribution, hideMiddle: Bool) -> StackScene {
        let boxes = axis == .vertical
            ? [StackBox(100, 40), StackBox(100, 60), StackBox(100, 80)]
            : [StackBox(40, 100), StackBox(60, 100), StackBox(80, 100)]
        let frame = axis == .vertical ? Rect(x: 0, y: 0, width: 100, height: 300) : Rect(x: 0, y: 0, width: 300, height: 100)
        let scene = StackScene(boxes, axis: axis, frame: frame)
        scene.stack.distribution = distribution
        boxes[1].isHidden = hideMiddle
        scene.step()
        return scene
    }

    /// Vertical frames (x, y, width, height) with the middle view hidden: it keeps its place with zero
    /// height, the spacing on both sides of it goes, and the two visible views share the stack.
    nonisolated static let verticalWithHidden: [Expected] = [
        // fill: natural heights, the last view takes the 170 points left over.
        (.fill, [Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 50, width: 100, height: 0),
                 Rect(x: 0, y: 50, width: 100, height: 250)]),
        // fillEqually: (300 − 10) / 2 each.
        (.fillEqually, [Rect(x: 0, y: 0, width: 100, height: 145), Rect(x: 0, y: 155, width: 100, height: 0),
                        Rect(x: 0, y: 155, width: 100, height: 145)]),
        // fillProportionally: 290 split 40 : 80.
        (.fillProportionally, [Rect(x: 0, y: 0, width: 100, height: 290.0 / 3),
                               Rect(x: 0, y: 290.0 / 3 + 10, width: 100, height: 0),
                               Rect(x: 0, y: 290.0 / 3 + 10, width: 100, height: 580.0 / 3)]),
        // equalSpacing: natural heights, the 180 points left over become the one gap.
        (.equalSpacing, [Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 220, width: 100, height: 0),
                         Rect(x: 0, y: 220, width: 100, height: 80)]),
        // equalCentering: with two visible views, the same as equalSpacing (ends against the edges).
        (.equalCentering, [Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 220, width: 100, height: 0),
                           Rect(x: 0, y: 220, width: 100, height: 80)]),
    ]

    nonisolated static let verticalAllShown: [Expected] = [
        (.fill, [Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 50, width: 100, height: 60),
                 Rect(x: 0, y: 120, width: 100, height: 180)]),
        (.fillEqually, [Rect(x: 0, y: 0, width: 100, height: 280.0 / 3),
                        Rect(x: 0, y: 280.0 / 3 + 10, width: 100, height: 280.0 / 3),
                        Rect(x: 0, y: 560.0 / 3 + 20, width: 100, height: 280.0 / 3)]),
        (.fillProportionally, [Rect(x: 0, y: 0, width: 100, height: 280.0 * 40 / 180),
                               Rect(x: 0, y: 280.0 * 40 / 180 + 10, width: 100, height: 280.0 * 60 / 180),
                               Rect(x: 0, y: 280.0 * 100 / 180 + 20, width: 100, height: 280.0 * 80 / 180)]),
        (.equalSpacing, [Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 100, width: 100, height: 60),
                         Rect(x: 0, y: 220, width: 100, height: 80)]),
        // equalCentering: centres at 20, 140 and 260.
        (.equalCentering, [Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 110, width: 100, height: 60),
                           Rect(x: 0, y: 220, width: 100, height: 80)]),
    ]

    @Test("every distribution in a column leaves a hidden view no height and no spacing",
          arguments: StackViewDistributionTests.verticalWithHidden.indices)
    func verticalHidden(_ index: Int) {
        let (distribution, expected) = Self.verticalWithHidden[index]
        let scene = makeScene(.vertical, distribution, hideMiddle: true)
        let frames = scene.stack.arrangedSubviews.map(\.frame)
        for (frame, want) in zip(frames, expected) {
            #expect(approximatelyEqual(frame, want), "\(distribution): \(frame) is not \(want)")
        }
        #expect(scene.stack.arrangedSubviews[1].isHidden)
        #expect(scene.stack.subviews.count == 3)  // hidden, not removed
    }

    @Test("every distribution in a column with all views shown",
          arguments: StackViewDistributionTests.verticalAllShown.indices)
    func verticalShown(_ index: Int) {
        let (distribution, expected) = Self.verticalAllShown[index]
        let scene = makeScene(.vertical, distribution, hideMiddle: false)
        for (frame, want) in zip(scene.stack.arrangedSubviews.map(\.frame), expected) {
            #expect(approximatelyEqual(frame, want), "\(distribution): \(frame) is not \(want)")
        }
    }

    @Test("every distribution in a row is the column's layout turned on its side",
          arguments: StackView.Distribution.allCases)
    func horizontalHidden(_ distribution: StackView.Distribution) {
        let expected = Self.verticalWithHidden.first { $0.distribution == distribution }!.frames
        let scene = makeScene(.horizontal, distribution, hideMiddle: true)
        for (frame, want) in zip(scene.stack.arrangedSubviews.map(\.frame), expected) {
            let turned = Rect(x: want.y, y: want.x, width: want.height, height: want.width)
            #expect(approximatelyEqual(frame, turned), "\(distribution): \(frame) is not \(turned)")
        }
    }

    @Test("showing the hidden view again brings back its length and both spacings")
    func showAgain() {
        let scene = makeScene(.vertical, .fill, hideMiddle: true)
        scene.stack.arrangedSubviews[1].isHidden = false
        scene.step()
        let expected = Self.verticalAllShown[0].frames
        #expect(scene.stack.arrangedSubviews.map(\.frame) == expected)
    }

    @Test("spacing is never applied next to hidden views, first, middle or last")
    func spacingAroundHiddenViews() {
        let boxes = (0..<5).map { _ in StackBox(100, 20) }
        let scene = StackScene(boxes, spacing: 10)
        scene.stack.distribution = .equalSpacing  // no stretching: the positions show the spacing alone
        scene.stack.frame = Rect(x: 0, y: 0, width: 100, height: 70)
        boxes[0].isHidden = true
        boxes[2].isHidden = true
        boxes[4].isHidden = true
        scene.step()
        // Two visible views: 20 + 10 + 20, then the 20 points left over widen the one gap to 30.
        #expect(boxes[1].frame == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(boxes[3].frame == Rect(x: 0, y: 50, width: 100, height: 20))
        #expect(boxes[0].frame.height == 0 && boxes[0].frame.minY == 0)
        #expect(boxes[2].frame.height == 0 && boxes[2].frame.minY == 50)
        #expect(boxes[4].frame.height == 0)
        scene.stack.distribution = .fill
        scene.stack.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        scene.step()
        #expect(boxes[3].frame == Rect(x: 0, y: 30, width: 100, height: 20))
        #expect(scene.stack.sizeThatFits(Size(width: 100, height: Double.infinity)).height == 50)
    }

    @Test("equalSpacing never puts views closer than the spacing; they overflow instead")
    func equalSpacingMinimum() {
        let scene = makeScene(.vertical, .equalSpacing, hideMiddle: false)
        scene.stack.frame = Rect(x: 0, y: 0, width: 100, height: 150)
        scene.step()
        #expect(scene.stack.arrangedSubviews.map(\.frame.minY) == [0, 50, 120])
    }

    @Test("fill stretches the last view without a fixed length, else the lowest optional fixed length, never a required one")
    func fillStretchChoice() {
        let a = View(), b = View(), c = StackBox(100, 30)
        let scene = StackScene([a, b, c], spacing: 0, frame: Rect(x: 0, y: 0, width: 100, height: 200))
        let stack = scene.stack
        stack.setFixedHeight(40, for: a, priority: .defaultLow)
        stack.setFixedHeight(50, for: b, priority: .defaultHigh)
        scene.step()
        #expect(c.frame.height == 110)  // the one view sized by its content takes the rest
        stack.setFixedHeight(30, for: c)
        scene.step()
        #expect(a.frame.height == 120)  // then the weakest fixed length gives way
        #expect(b.frame.minY == 120 && c.frame.minY == 170)
        stack.setFixedHeight(40, for: a)
        stack.setFixedHeight(50, for: b)
        scene.step()
        #expect(stack.arrangedSubviews.map(\.frame.height) == [40, 50, 30])  // all required: nobody stretches
    }
}
