import Render
import Testing
import TestSupport
import Widgets

/// UIKit's rules for `UIView.animate` blocks, each stated with its source.
@MainActor
@Suite("UIView.animate rules")
struct AnimationRulesTests {
    /// UIKit: setting a property twice in one block animates to the last value, and the block's completion
    /// gets `finished == true` (the second set replaces the first inside the same transaction; nothing
    /// interrupted the block from outside). Observed on iOS and in UIView's documentation of `completion`.
    @Test("a block that sets the same property twice animates to the last value and completes finished")
    func sameTwice() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        var finished: Bool?
        view.animate(withDuration: 0.25, animations: {
            view.alpha = 0.5
            view.alpha = 0
        }, completion: { finished = $0 })
        window.step(clock, frames: 20)
        #expect(view.presentationAlpha == 0)
        #expect(finished == true)
    }
}
