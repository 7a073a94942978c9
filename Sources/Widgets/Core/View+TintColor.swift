import Render

/// UIView.tintColor: a view's own tint if one was set on it, else its superview's, and system blue at the
/// root (UIKit's default tint). Setting or clearing it calls `tintColorDidChange()` on the view and on every
/// descendant that inherits it, and a view that moves under a superview with another tint hears it too, as
/// UIKit's documentation of tintColorDidChange says ("when the tintColor property changes", including by
/// inheritance and "when a view is added to or removed from a view hierarchy"). Views that draw with the
/// tint (buttons' titles, template images, glyphs, the text caret) redraw then.
extension View {
    /// UIKit's root tint, systemBlue.
    public static let defaultTintColor = Color.systemBlue

    /// Implicitly unwrapped as UIKit's `UIColor!`: setting nil makes the view inherit again.
    public var tintColor: Color! {
        get { tintColorStorage ?? superview?.tintColor ?? View.defaultTintColor }
        set {
            let before = tintColor
            tintColorStorage = newValue
            if tintColor != before { tintColorChanged() }
        }
    }

    /// Calls `tintColorDidChange` here and down through the subviews that inherit this view's tint.
    func tintColorChanged() {
        tintColorDidChange()
        for subview in subviews where subview.tintColorStorage == nil { subview.tintColorChanged() }
    }

    /// After joining or leaving a superview: an inherited tint that is not the one before is announced.
    func inheritedTintMoved(from before: Color) {
        guard tintColorStorage == nil, tintColor != before else { return }
        tintColorChanged()
    }
}
