import HandheldKit

// In UIKit a UIWindow is a UIView; here a Window is a responder that owns its root view (the view that fills
// it and holds the root controller's view and each presentation's container). The UIView members apps call
// on a window forward to that root view, so the window's subviews, geometry and colours are its root view's.
// `let v: UIView = window` still does not compile: a Window is not a View.
extension Window {
    /// The window's subviews (UIView.subviews on a UIWindow): the root view's, back to front, so the root
    /// controller's view comes first and each presentation's container after it.
    public var subviews: [UIView] { rootView.subviews }

    /// Adds `view` in front of everything in the window (UIView.addSubview on a UIWindow), on the root view.
    /// As in UIKit, a view added after a presentation is above it, and one added before it is below the
    /// presentation's container, which the presentation adds later in front.
    public func addSubview(_ view: UIView) { rootView.addSubview(view) }

    /// UIView.insertSubview(_:at:) on the window's root view.
    public func insertSubview(_ view: UIView, at index: Int) { rootView.insertSubview(view, at: index) }

    /// UIView.insertSubview(_:aboveSubview:) on the window's root view.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        rootView.insertSubview(view, aboveSubview: sibling)
    }

    /// UIView.insertSubview(_:belowSubview:) on the window's root view.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        rootView.insertSubview(view, belowSubview: sibling)
    }

    /// UIView.bringSubviewToFront(_:) on the window's root view.
    public func bringSubviewToFront(_ view: UIView) { rootView.bringSubviewToFront(view) }

    /// UIView.sendSubviewToBack(_:) on the window's root view.
    public func sendSubviewToBack(_ view: UIView) { rootView.sendSubviewToBack(view) }

    /// The window's centre in its own coordinates (UIView.center): a Handheld window fills its screen at the
    /// origin, so this is the middle of `bounds`. Read-only: a window cannot be moved on its screen.
    public var center: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

    /// The window's background colour (UIWindow.backgroundColor), the root view's: what shows where no
    /// controller's view covers the screen. Handheld's root view starts `.systemBackground`.
    public var backgroundColor: UIColor? {
        get { rootView.backgroundColor }
        set { rootView.backgroundColor = newValue }
    }

    /// The tint every view in the window inherits unless it sets its own (UIWindow.tintColor, the root
    /// view's): a window-wide accent colour is set here in UIKit apps.
    public var tintColor: UIColor! {
        get { rootView.tintColor }
        set { rootView.tintColor = newValue }
    }

    /// The window's opacity (UIView.alpha), the root view's, in the same type as a view's `alpha`.
    public var alpha: Double {
        get { rootView.alpha }
        set { rootView.alpha = newValue }
    }

    /// Whether the window takes touches (UIView.isUserInteractionEnabled), the root view's: false lets
    /// nothing in the window be hit.
    public var isUserInteractionEnabled: Bool {
        get { rootView.isUserInteractionEnabled }
        set { rootView.isUserInteractionEnabled = newValue }
    }

    /// The window's layer (UIView.layer), the root view's.
    public var layer: CALayer { rootView.layer }

    /// Marks the window's root view for layout in the next pass (UIView.setNeedsLayout).
    public func setNeedsLayout() { rootView.setNeedsLayout() }

    /// Resigns the first responder among the window's views (UIView.endEditing(_:)), dismissing the
    /// keyboard; returns whether it did.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { rootView.endEditing(force) }

    /// A point in the window's coordinates converted to `view`'s (UIView.convert(_:to:)); nil means the
    /// window itself.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { rootView.convert(point, to: view) }

    /// A point in `view`'s coordinates converted to the window's (UIView.convert(_:from:)).
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { rootView.convert(point, from: view) }

    /// A rectangle in the window's coordinates converted to `view`'s (UIView.convert(_:to:)).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rootView.convert(rect, to: view) }
}

// `view.convert(rect, from: view.window)` is how keyboard code brings the keyboard's frame (in window
// coordinates) into a view. In UIKit the window is a UIView; here it is not, so these overloads take the
// window itself. A Handheld window's root view fills it from the origin, so the window's coordinates are
// the root's, which is also what nil means. `@_disfavoredOverload` keeps `convert(x, from: nil)` choosing the
// `UIView?` form.
extension View {
    /// A point in `window`'s coordinates converted to this view's (UIView.convert(_:from:) with a window).
    @_disfavoredOverload
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        convert(point, from: window?.rootView)
    }

    /// A point in this view's coordinates converted to `window`'s (UIView.convert(_:to:) with a window).
    @_disfavoredOverload
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        convert(point, to: window?.rootView)
    }

    /// A rectangle in `window`'s coordinates converted to this view's.
    @_disfavoredOverload
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        convert(rect, from: window?.rootView)
    }

    /// A rectangle in this view's coordinates converted to `window`'s.
    @_disfavoredOverload
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        convert(rect, to: window?.rootView)
    }
}
