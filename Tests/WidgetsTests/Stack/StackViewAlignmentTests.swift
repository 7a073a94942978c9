import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Stack view alignments")
struct StackViewAlignmentTests {
    /// Cross-axis origin and extent of a 50- and an 80-point view in a 200-point column, per alignment.
    nonisolated static let expectations: [(StackView.Alignment, [(origin: CGFloat, length: CGFloat)])] = [
        (.fill, [(0, 200), (0, 200)]),
        (.leading, [(0, 50), (0, 80)]),
        (.center, [(75, 50), (60, 80)]),
        (.trailing, [(150, 50), (120, 80)]),
    ]

    @Test("every alignment in a column places views across its width", arguments: StackViewAlignmentTests.expectations.indices)
    func vertical(_ index: Int) {
        let (alignment, expected) = Self.expectations[index]
        let boxes = [StackBox(50, 30), StackBox(80, 40)]
        let scene = StackScene(boxes, spacing: 5, frame: Rect(x: 0, y: 0, width: 200, height: 75))
        scene.stack.alignment = alignment
        scene.step()
        #expect(boxes.map(\.frame.minX) == expected.map(\.origin))
        #expect(boxes.map(\.frame.width) == expected.map(\.length))
        #expect(boxes.map(\.frame.minY) == [0, 35])
    }

    @Test("every alignment in a row places views across its height, with a hidden view aligned like the others",
          arguments: StackViewAlignmentTests.expectations.indices)
    func horizontalWithHidden(_ index: Int) {
        let (alignment, expected) = Self.expectations[index]
        let boxes = [StackBox(30, 50), StackBox(20, 10), StackBox(40, 80)]
        let scene = StackScene(boxes, axis: .horizontal, spacing: 5, frame: Rect(x: 0, y: 0, width: 75, height: 200))
        scene.stack.alignment = alignment
        boxes[1].isHidden = true
        scene.step()
        #expect([boxes[0], boxes[2]].map(\.frame.minY) == expected.map(\.origin))
        #expect([boxes[0], boxes[2]].map(\.frame.height) == expected.map(\.length))
        #expect(boxes.map(\.frame.minX) == [0, 35, 35])
        #expect(boxes[1].frame.width == 0)
    }

    @Test("top and bottom are UIKit's names for leading and trailing in a row")
    func topAndBottom() {
        #expect(StackView.Alignment.top == .leading)
        #expect(StackView.Alignment.bottom == .trailing)
    }

    @Test("a view wider than the column is clamped to it, and a fixed width sizes a plain view across the axis")
    func clampAndFixedWidth() {
        let wide = StackBox(300, 20), plain = View()
        let scene = StackScene([wide, plain], spacing: 0, frame: Rect(x: 0, y: 0, width: 200, height: 50))
        scene.stack.alignment = .center
        scene.stack.setFixedWidth(60, for: plain)
        scene.stack.setFixedHeight(30, for: plain)
        scene.step()
        #expect(wide.frame == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(plain.frame == Rect(x: 70, y: 20, width: 60, height: 30))
    }

    @Test("layout margins inset the arrangement only when it is margin-relative")
    func marginRelativeArrangement() {
        let box = StackBox(50, 30)
        let scene = StackScene([box], spacing: 0, frame: Rect(x: 0, y: 0, width: 200, height: 100))
        scene.stack.distribution = .fillEqually
        #expect(box.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        scene.stack.isLayoutMarginsRelativeArrangement = true
        scene.stack.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        scene.step()
        #expect(box.frame == Rect(x: 20, y: 10, width: 140, height: 60))
    }

    @Test("a label in a column wraps to the column's width")
    func labelWraps() {
        let label = Label(text: "one two three four five six seven eight")
        label.numberOfLines = 0
        let scene = StackScene([label], spacing: 0, frame: Rect(x: 0, y: 0, width: 120, height: 300))
        scene.stack.alignment = .leading
        scene.stack.distribution = .equalSpacing
        scene.step()
        let fitted = label.sizeThatFits(Size(width: 120, height: Double.infinity))
        #expect(fitted.height > label.intrinsicContentSize.height)  // it does wrap
        #expect(label.frame == Rect(x: 0, y: 0, width: fitted.width, height: fitted.height))
        #expect(scene.stack.fittingHeight(forWidth: 120) == Double(fitted.height))
    }
}
