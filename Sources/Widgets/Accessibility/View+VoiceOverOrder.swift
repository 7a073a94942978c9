import Render

/// The order VoiceOver visits a screen's elements in, for the window's accessibility inspector: depth first
/// from the view, a container's `accessibilityElements` in place of its subviews, siblings top to bottom
/// then leading to trailing (VoiceOver's reading order for a container that gives none), leaving out hidden
/// and transparent views with everything inside them. An accessibility element is visited and not entered
/// (VoiceOver reads a button, not its title label), and while a view marked `accessibilityViewIsModal`
/// shows, only what is inside it counts (UIKit hides a modal view's siblings from VoiceOver).
extension View {
    public func accessibilityElementsInVoiceOverOrder() -> [View] {
        var result: [View] = []
        func visit(_ view: View) {
            guard Self.isShownToAccessibility(view) else { return }
            if view.isAccessibilityElement {
                result.append(view)
                return
            }
            for child in view.accessibilityElements ?? Self.accessibilityReadingOrder(view.subviews) { visit(child) }
        }
        visit(frontmostAccessibilityModalView() ?? self)
        return result
    }

    /// The last shown view under this one marked `accessibilityViewIsModal`, if any.
    public func frontmostAccessibilityModalView() -> View? {
        var found: View?
        func visit(_ view: View) {
            guard Self.isShownToAccessibility(view) else { return }
            if view.accessibilityViewIsModal && view !== self { found = view }
            for child in view.subviews { visit(child) }
        }
        visit(self)
        return found
    }

    /// Siblings top to bottom, then leading to trailing, then in subview order: a table's reused cells sit
    /// in its subviews in reuse order, not row order.
    public static func accessibilityReadingOrder(_ views: [View]) -> [View] {
        views.enumerated().sorted { a, b in
            let fa = a.element.presentationFrame, fb = b.element.presentationFrame
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// VoiceOver skips a hidden view and one (nearly) fully transparent, with everything inside it.
    public static func isShownToAccessibility(_ view: View) -> Bool { !view.isHidden && view.presentationAlpha > 0.01 }
}
