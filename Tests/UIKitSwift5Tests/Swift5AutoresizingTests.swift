import Testing
import UIKit

// In Swift 5 mode: springs and struts as older apps write them, with the frames UIKit gives.

@MainActor
struct Swift5AutoresizingTests {
    @Test("flexible width and height follow the superview; fixed margins stay; the default mask keeps the frame")
    func flexibleSizeAndFixedMargins() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fill = UIView(frame: CGRect(x: 10, y: 20, width: 280, height: 160))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinned = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        container.addSubview(fill)
        container.addSubview(pinned)

        container.frame = CGRect(x: 0, y: 0, width: 400, height: 260)
        #expect(fill.frame == CGRect(x: 10, y: 20, width: 380, height: 220), "margins 10/10 and 20/20 kept")
        #expect(pinned.frame == CGRect(x: 10, y: 20, width: 50, height: 50), "an empty mask keeps the frame")
    }

    @Test("several flexible parts share the change in proportion to their lengths, as UIKit documents")
    func proportionalShares() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        // Left margin 50, width 100, right margin 150: all flexible, the 60 pt gain splits 10 / 20 / 30.
        let view = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        container.addSubview(view)
        container.bounds = CGRect(x: 0, y: 0, width: 360, height: 100)
        #expect(view.frame == CGRect(x: 60, y: 0, width: 120, height: 100))

        // Flexible left and right margins only: a centred badge stays centred.
        let badge = UIView(frame: CGRect(x: 130, y: 40, width: 100, height: 20))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        container.addSubview(badge)
        container.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(badge.center == CGPoint(x: 100, y: 25))
        #expect(badge.bounds.size == CGSize(width: 100, height: 20))
    }

    @Test("a flexible top margin pins a toolbar to the bottom; autoresizesSubviews false turns it all off")
    func bottomPinnedAndSwitchedOff() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let toolbar = UIView(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        toolbar.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        container.addSubview(toolbar)
        container.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
        #expect(toolbar.frame == CGRect(x: 0, y: 276, width: 568, height: 44))

        container.autoresizesSubviews = false
        container.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(toolbar.frame == CGRect(x: 0, y: 276, width: 568, height: 44))
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16, "UIKit's raw values")
    }
}

// A base view that cleans up when it leaves its superview, as apps write it (UIView.removeFromSuperview is open).
private final class CleaningView: UIView {
    var removals = 0
    override func removeFromSuperview() {
        removals += 1
        super.removeFromSuperview()
    }
}

@MainActor
struct Swift5RemoveFromSuperviewTests {
    @Test("an override of removeFromSuperview runs and still removes the view")
    func overriddenRemoval() {
        let container = UIView()
        let view = CleaningView()
        container.addSubview(view)
        view.removeFromSuperview()
        #expect(view.removals == 1 && view.superview == nil && container.subviews.isEmpty)
    }
}
