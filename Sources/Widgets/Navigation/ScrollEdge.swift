import Render

/// iOS 15's bars at the scroll edge: a navigation bar, a toolbar and a tab bar show their scroll-edge look
/// while the edge of their controller's content scroll view lines up with the bar, and their standard look
/// once content has scrolled under it. "As of iOS 15, UINavigationBar, UIToolbar, and UITabBar will use
/// their scrollEdgeAppearance when your view controller's associated scroll view is at the appropriate edge
/// (or always if you don't have a UIScrollView in your hierarchy)" (Apple's UIKit engineer on the Apple
/// Developer Forums, iOS 15 bar appearance thread). A nil scroll-edge appearance is the standard one
/// "modified to use a transparent background" [DOC: UINavigationBar/UITabBar/UIToolbar.scrollEdgeAppearance],
/// which the bars draw as nothing at all (no material, no colour, no hairline).
///
/// The change is not a step: UIKit keeps a progress between the two looks (0 at the edge, 1 scrolled) and
/// crossfades the backgrounds by it. It follows the scroll offset over 4 pt: progress = (contentOffset.y +
/// adjustedContentInset.top) / 4, clamped to 0…1 (found reading a decompiled UIKit of iOS 17 in public
/// repositories: UINavigationController's `_updateManualScrollEdgeAppearanceProgressForScrollView:` divides
/// by the item's `_autoScrollEdgeTransitionDistance`, 4.0 when unset, and a toolbar's progress ramps over the
/// same 4 pt from its top edge, `_UITabOutlineView._updateScrollEdgeAppearance`). A bar that no controller
/// manages keeps its standard look (progress 1), as the documentation says UIKit ignores the property then.
public enum ScrollEdge {
    /// How many points of scrolling take a bar from its scroll-edge look to its standard one.
    public static let transitionDistance = 4.0

    /// A top bar's progress for `scroll`: how far its content has scrolled up under the bar, over 4 pt. No
    /// scroll view is always at the edge (0).
    @MainActor
    public static func topProgress(of scroll: ScrollView?) -> Double {
        guard let scroll else { return 0 }
        return clamp((scroll.contentOffset.y + scroll.adjustedContentInset.top) / transitionDistance)
    }

    /// A bottom bar's progress for `scroll`: how far its content reaches below the bar's top edge (the end of
    /// the content past the visible area, insets included), over 4 pt. Content shorter than the screen, or a
    /// list scrolled to its end, is at the edge (0): the bar shows no background there, as on iOS 15.
    @MainActor
    public static func bottomProgress(of scroll: ScrollView?) -> Double {
        guard let scroll else { return 0 }
        let below = scroll.contentSize.height + scroll.adjustedContentInset.bottom
            - (scroll.contentOffset.y + scroll.bounds.height)
        return clamp(below / transitionDistance)
    }

    static func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
}

/// A push, pop or tab switch under way: the bar's progress goes from the leaving page's to the arriving
/// page's with the transition itself (its coordinator's `percentComplete`, so an interactive back swipe
/// scrubs it and a cancel returns it), not on a clock of its own.
@MainActor
struct ScrollEdgeTransition {
    let from: Double
    let to: Double
    let coordinator: TransitionCoordinator

    var progress: Double {
        let t = min(1, max(0, coordinator.percentComplete))
        return from + (to - from) * t
    }
}

/// What the three bars share: the scroll-edge look drawn under the standard one, each faded by the
/// progress (one path for the navigation bar, the toolbar and the tab bar).
extension BarBackground {
    /// The transparent look a nil scroll-edge appearance gives: nothing drawn.
    public static let transparent = BarBackground(effect: nil, color: nil, shadowColor: nil)

    /// Draws `edge` (the scroll-edge look) in `rect`, with its hairline in `hairline`, faded out as
    /// `progress` goes to 1; a nil `edge` is the transparent look and draws nothing.
    @MainActor
    static func drawScrollEdge(_ edge: BarBackground?, progress: Double, in rect: Rect, hairline: Rect, canvas: Canvas) {
        guard let edge, progress < 1 else { return }
        edge.draw(in: rect, canvas: canvas, visibility: 1 - progress)
        edge.drawShadow(in: hairline, canvas: canvas, visibility: 1 - progress)
    }
}
