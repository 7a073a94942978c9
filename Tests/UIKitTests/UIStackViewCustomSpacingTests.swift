import Foundation
import Testing
import TestSupport
import UIKit

/// UIStackView.setCustomSpacing(_:after:) and customSpacing(after:), with UIKit's sentinels, laid out in each
/// distribution that uses spacing, both when the stack does the arithmetic and when it arranges with
/// constraints (views added in code have `translatesAutoresizingMaskIntoConstraints` turned off by
/// addArrangedSubview, as in UIKit).
@MainActor
struct UIStackViewCustomSpacingTests {
    /// A box as tall as it says (its intrinsic content size), as a label or an image view is.
    final class Box: UIView {
        var height: CGFloat = 40
        override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: height) }
    }

    /// A vertical stack of three boxes (`heights`; nil: a plain view with no size of its own), 10 pt apart
    /// and 30 pt after the first. `sized`: the stack is as tall as its content (top, leading and width
    /// constraints); else its frame is 200 × 400.
    func makeStack(_ distribution: UIStackView.Distribution, heights: [CGFloat]?, sized: Bool = false) -> (UIKitHost, UIStackView, [UIView]) {
        let page = UIViewController()
        let boxes: [UIView] = (0..<3).map { i in
            guard let heights else { return UIView() }
            let box = Box()
            box.height = heights[i]
            return box
        }
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.axis = .vertical
        stack.spacing = 10
        stack.distribution = distribution
        page.view.addSubview(stack)
        if sized {
            stack.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: page.view.topAnchor),
                stack.leadingAnchor.constraint(equalTo: page.view.leadingAnchor),
                stack.widthAnchor.constraint(equalToConstant: 200),
            ])
        } else {
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        }
        stack.setCustomSpacing(30, after: boxes[0])
        let host = UIKitHost(page)
        host.window.step(host.clock)
        return (host, stack, boxes)
    }

    @Test("customSpacing(after:) answers what was set, and spacingUseDefault when nothing is")
    func values() {
        let (_, stack, boxes) = makeStack(.fill, heights: nil)
        #expect(stack.customSpacing(after: boxes[0]) == 30)
        #expect(stack.customSpacing(after: boxes[1]) == UIStackView.spacingUseDefault)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: boxes[0])
        #expect(stack.customSpacing(after: boxes[0]) == UIStackView.spacingUseDefault)
    }

    @Test("fill, sized by its content: 30 pt after the first box, 10 pt after the second")
    func fill() {
        let (_, stack, boxes) = makeStack(.fill, heights: [40, 40, 40], sized: true)
        #expect(boxes.map(\.frame.minY) == [0, 70, 120])
        #expect(stack.frame.height == 160)
    }

    @Test("fillEqually: the room left after both gaps shared equally")
    func fillEqually() {
        let (_, _, boxes) = makeStack(.fillEqually, heights: nil)
        // (400 - 30 - 10) / 3 = 120 each.
        #expect(boxes.map(\.frame.height) == [120, 120, 120])
        #expect(boxes.map(\.frame.minY) == [0, 150, 280])
    }

    @Test("fillProportionally: the room left after the gaps, in proportion to the boxes' own heights")
    func fillProportionally() {
        let (_, _, boxes) = makeStack(.fillProportionally, heights: [40, 80, 120])
        // 360 in 1 : 2 : 3.
        #expect(boxes.map(\.frame.height) == [60, 120, 180])
        #expect(boxes.map(\.frame.minY) == [0, 90, 220])
    }

    @Test("equalSpacing: the leftover shared equally, at least the custom spacing")
    func equalSpacing() {
        let (_, _, boxes) = makeStack(.equalSpacing, heights: [40, 40, 40])
        // 400 - 120 = 280 to share: 140 each, above both minimums.
        #expect(boxes.map(\.frame.minY) == [0, 180, 360])
    }

    @Test("a hidden view's custom spacing takes no part; spacingUseSystem is 8 pt")
    func hiddenAndSystem() {
        let (host, stack, boxes) = makeStack(.fill, heights: [40, 40, 40], sized: true)
        boxes[0].isHidden = true
        host.window.step(host.clock)
        #expect(boxes[1].frame.minY == 0)
        #expect(boxes[2].frame.minY == 50)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: boxes[1])
        host.window.step(host.clock)
        #expect(boxes[2].frame.minY == 48)
    }
}
