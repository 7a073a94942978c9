import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Stack view arranged subviews")
struct StackViewArrangedSubviewsTests {
    func ids(_ views: [View]) -> [String] { views.map { $0.identifier ?? "?" } }

    @Test("adding and inserting arrange views and make them subviews; the frames follow the new order")
    func addAndInsert() {
        let a = StackBox(10, 20, id: "a"), b = StackBox(10, 30, id: "b"), c = StackBox(10, 40, id: "c")
        let scene = StackScene([a], spacing: 5)
        scene.stack.distribution = .equalSpacing
        scene.stack.addArrangedSubview(c)
        scene.stack.insertArrangedSubview(b, at: 0)
        #expect(ids(scene.stack.arrangedSubviews) == ["b", "a", "c"])
        #expect(ids(scene.stack.subviews) == ["a", "c", "b"])  // subviews in the order added, as UIKit
        scene.stack.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        scene.step()
        #expect([b, a, c].map(\.frame.minY) == [0, 35, 60])
    }

    @Test("inserting a view that is already arranged moves it")
    func insertMoves() {
        let views = ["a", "b", "c"].map { StackBox(10, 10, id: $0) }
        let stack = StackView(arrangedSubviews: views)
        stack.insertArrangedSubview(views[2], at: 0)
        #expect(ids(stack.arrangedSubviews) == ["c", "a", "b"])
        stack.addArrangedSubview(views[0])
        #expect(ids(stack.arrangedSubviews) == ["c", "b", "a"])
        #expect(stack.subviews.count == 3)
    }

    @Test("removeArrangedSubview keeps the view as a subview where it was while the others close up")
    func removeArranged() {
        let a = StackBox(10, 20, id: "a"), b = StackBox(10, 30, id: "b"), c = StackBox(10, 40, id: "c")
        let scene = StackScene([a, b, c], spacing: 5)
        scene.stack.distribution = .equalSpacing
        scene.stack.frame = Rect(x: 0, y: 0, width: 100, height: 95)
        scene.step()
        let old = b.frame
        scene.stack.removeArrangedSubview(b)
        scene.step()
        #expect(ids(scene.stack.arrangedSubviews) == ["a", "c"])
        #expect(b.superview === scene.stack)
        #expect(b.frame == old)
        #expect(c.frame.minY == 55)  // 95 − 40 with the one gap stretched
        #expect(scene.stack.fittingHeight(forWidth: 100) == 65)
    }

    @Test("removeFromSuperview takes a view out of the arrangement as well")
    func removeFromSuperview() {
        let a = StackBox(10, 20, id: "a"), b = StackBox(10, 30, id: "b")
        let scene = StackScene([a, b], spacing: 5)
        scene.stack.setFixedHeight(12, for: b)
        b.removeFromSuperview()
        #expect(ids(scene.stack.arrangedSubviews) == ["a"])
        #expect(scene.stack.fixedHeight(for: b) == nil)  // its fixed size leaves with it
        #expect(scene.stack.fittingHeight(forWidth: 100) == 20)
    }

    @Test("arranging a view that belongs to another stack moves it out of that stack")
    func moveBetweenStacks() {
        let view = StackBox(10, 10, id: "v")
        let first = StackView(arrangedSubviews: [view]), second = StackView()
        second.addArrangedSubview(view)
        #expect(first.arrangedSubviews.isEmpty && first.subviews.isEmpty)
        #expect(second.arrangedSubviews.first === view)
    }

    @Test("a subview that is not arranged is left alone by the layout and its visibility")
    func plainSubviewIgnored() {
        let arranged = StackBox(10, 20), badge = StackBox(5, 5)
        let scene = StackScene([arranged])
        scene.stack.addSubview(badge)
        badge.frame = Rect(x: 80, y: 2, width: 5, height: 5)
        badge.isHidden = true
        scene.step()
        #expect(badge.frame == Rect(x: 80, y: 2, width: 5, height: 5))
        #expect(scene.stack.arrangedSubviews.count == 1)
    }

    @Test("the tree JSON lists the axis and the arranged views")
    func treeAttributes() {
        let stack = StackView(arrangedSubviews: [StackBox(1, 1, id: "one"), StackBox(1, 1)], axis: .vertical)
        let node = ViewTree.node(for: stack)
        #expect(node["axis"] == .string("vertical"))
        #expect(node["arranged"] == .array([.string("one"), .string("StackBox")]))
    }
}
