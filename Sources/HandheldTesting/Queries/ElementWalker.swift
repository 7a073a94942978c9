import Render
import Widgets

/// The views UI-test queries see, in VoiceOver's reading order: the window's tree depth first (a
/// container's `accessibilityElements` in place of its subviews), leaving out hidden and transparent
/// views with everything inside them, and the insides of a control (a button's title label is part of the
/// button, as VoiceOver reads it). While a view with `accessibilityViewIsModal` shows, only it and what is
/// inside it count, as UIKit hides the modal view's siblings from VoiceOver.
@MainActor
struct ElementWalker {
    let root: View

    /// Every typed element under the root (the root included), in order.
    func elements() -> [(view: View, type: ElementType)] {
        var result: [(View, ElementType)] = []
        func visit(_ view: View) {
            guard View.isShownToAccessibility(view) else { return }
            if let type = ElementType.of(view) { result.append((view, type)) }
            guard !Self.ownsItsInsides(view) else { return }
            for child in view.accessibilityElements ?? View.accessibilityReadingOrder(view.subviews) { visit(child) }
        }
        visit(root.frontmostAccessibilityModalView() ?? root)
        return result
    }

    /// Controls are single elements: what they contain (a title label, a text field's inner views) is read
    /// as part of them.
    static func ownsItsInsides(_ view: View) -> Bool {
        switch view.accessibilityRole {
        case .button, .switch, .slider, .textField, .textView: true
        default: view.accessibilityTraits.contains(.button)
        }
    }

    /// The on-screen part of the view in window points, clipped by its clipping ancestors and the window;
    /// empty when scrolled or clipped out of sight (TargetResolver's rule for script targets).
    static func visibleFrame(of view: View, in window: Window) -> Rect {
        var frame = view.presentationFrameInWindow
        var v = view.superview
        while let current = v {
            if current.clipsToBounds { frame = frame.intersection(current.presentationFrameInWindow) }
            v = current.superview
        }
        return frame.intersection(Rect(size: window.size))
    }
}
