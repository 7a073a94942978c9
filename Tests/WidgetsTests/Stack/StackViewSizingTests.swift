import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Stack view sizing")
struct StackViewSizingTests {
    @Test("sizeThatFits sums visible lengths and the spacing between them, and takes the widest across")
    func fitsVisibleViews() {
        let boxes = [StackBox(50, 40), StackBox(90, 60), StackBox(70, 80)]
        let stack = StackView(arrangedSubviews: boxes, axis: .vertical, spacing: 10)
        stack.alignment = .leading
        #expect(stack.sizeThatFits(Size(width: 200, height: Double.infinity)) == Size(width: 90, height: 200))
        boxes[1].isHidden = true
        #expect(stack.sizeThatFits(Size(width: 200, height: Double.infinity)) == Size(width: 70, height: 130))
        boxes[0].isHidden = true
        boxes[2].isHidden = true
        #expect(stack.sizeThatFits(Size(width: 200, height: Double.infinity)) == Size(width: 0, height: 0))
    }

    @Test("the fill alignment takes the whole width offered; the intrinsic size takes the widest view")
    func fillAlignmentWidth() {
        let stack = StackView(arrangedSubviews: [StackBox(50, 40), StackBox(90, 60)], axis: .vertical, spacing: 10)
        #expect(stack.sizeThatFits(Size(width: 200, height: Double.infinity)) == Size(width: 200, height: 110))
        #expect(stack.intrinsicContentSize == Size(width: 90, height: 110))
    }

    @Test("a row's size is the column's turned on its side")
    func horizontal() {
        let boxes = [StackBox(40, 50), StackBox(60, 90), StackBox(80, 70)]
        let stack = StackView(arrangedSubviews: boxes, axis: .horizontal, spacing: 10)
        boxes[1].isHidden = true
        #expect(stack.intrinsicContentSize == Size(width: 130, height: 70))
        #expect(stack.sizeThatFits(Size(width: Double.infinity, height: 60)) == Size(width: 130, height: 60))
    }

    @Test("fillEqually asks room for every visible view as long as the longest")
    func fillEquallyFits() {
        let boxes = [StackBox(10, 40), StackBox(10, 60), StackBox(10, 80)]
        let stack = StackView(arrangedSubviews: boxes, axis: .vertical, spacing: 10)
        stack.distribution = .fillEqually
        #expect(stack.fittingHeight(forWidth: 100) == 260)
        boxes[2].isHidden = true
        #expect(stack.fittingHeight(forWidth: 100) == 130)
    }

    @Test("margins are added when the arrangement is margin-relative")
    func marginsAdded() {
        let stack = StackView(arrangedSubviews: [StackBox(50, 40)], axis: .vertical)
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(stack.sizeThatFits(Size(width: 100, height: Double.infinity)) == Size(width: 100, height: 56))
        #expect(stack.intrinsicContentSize == Size(width: 66, height: 56))
    }

    @Test("seed 5's cell: a column of two fixed-height containers is 85 tall collapsed and 136 expanded")
    func seedCellHeights() {
        let info = View(), playback = View()
        let stack = StackView(arrangedSubviews: [info, playback], axis: .vertical)
        stack.setFixedHeight(85, for: info)
        stack.setFixedHeight(51, for: playback, priority: .required - 1)
        playback.isHidden = true
        #expect(stack.fittingHeight(forWidth: 375) == 85)
        playback.isHidden = false
        #expect(stack.fittingHeight(forWidth: 375) == 136)
    }

    @Test("a plain view without a fixed length takes no room of its own, even after a collapse")
    func plainViewHasNoSize() {
        let plain = View(), box = StackBox(10, 30)
        let scene = StackScene([plain, box], spacing: 0, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scene.stack.distribution = .equalSpacing
        #expect(plain.frame.height == 0)
        #expect(scene.stack.fittingHeight(forWidth: 100) == 30)
        scene.stack.setFixedHeight(20, for: plain)
        plain.isHidden = true
        scene.step()
        plain.isHidden = false
        scene.step()
        #expect(plain.frame.height == 20)  // its size comes back from the fixed height, not from its collapsed bounds
    }

    @Test("nested stacks measure each other: a row inside a column")
    func nested() {
        let row = StackView(arrangedSubviews: [StackBox(30, 20), StackBox(40, 35)], axis: .horizontal, spacing: 5)
        let column = StackView(arrangedSubviews: [StackBox(50, 10), row], axis: .vertical, spacing: 8)
        column.alignment = .leading
        #expect(column.intrinsicContentSize == Size(width: 75, height: 53))
        row.arrangedSubviews[1].isHidden = true
        #expect(column.intrinsicContentSize == Size(width: 50, height: 38))
    }
}
