import Testing
import UIKit

/// `tag` and `viewWithTag(_:)` as UIKit code uses them to find a view it made without keeping a reference.
@MainActor
struct UIViewTagTests {
    @Test("tag is 0 by default and viewWithTag searches self first, then depth first in subview order")
    func depthFirstIncludingSelf() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(root.tag == 0)
        let first = UIView(), firstChild = UILabel(), second = UIView(), secondChild = UIView()
        first.tag = 7
        firstChild.tag = 9
        second.tag = 9
        secondChild.tag = 3
        first.addSubview(firstChild)
        second.addSubview(secondChild)
        root.addSubview(first)
        root.addSubview(second)

        #expect(root.viewWithTag(0) === root, "the view itself matches first (its tag is 0)")
        #expect(root.viewWithTag(9) === firstChild, "the first subview's subtree comes before the second subview")
        #expect(root.viewWithTag(3) === secondChild)
        #expect(root.viewWithTag(42) == nil)
        #expect(second.viewWithTag(9) === second, "self before its own subviews")
        #expect(firstChild.viewWithTag(7) == nil, "only the subtree is searched, never the superview")
        #expect((root.viewWithTag(9) as? UILabel) != nil, "the found view keeps its class for `as?`")
    }
}
