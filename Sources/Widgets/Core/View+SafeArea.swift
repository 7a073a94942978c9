import Render

/// How `safeAreaInsets` and effective layout margins follow the tree by themselves (UIKit's rules), so no
/// container sets them: a view's safe area is where its frame overlaps its superview's safe area, plus
/// what its view controller adds; it is recomputed when the view's geometry, its superview or the
/// controller's additions change, and only the subtrees whose insets changed are visited again.
extension View {
    /// The part of this view other chrome covers (status bar, bars, rounded corners), derived as UIKit
    /// derives it: the window's insets at the root, then for each view the overlap of its frame with its
    /// superview's safe area, plus what its view controller adds (`additionalSafeAreaInsets` and the bars of
    /// the container it is in). Nobody sets it: it follows frames, and a change calls
    /// `safeAreaInsetsDidChange()` (and the controller's `viewSafeAreaInsetsDidChange()`) and marks the view
    /// for layout.
    public internal(set) var safeAreaInsets: EdgeInsets {
        get { derivedSafeAreaInsets }
        set { derivedSafeAreaInsets = newValue }
    }

    /// Recomputes this view's insets; when they changed (or this view's own geometry did, which moves its
    /// subviews relative to its safe area) the subviews recompute theirs.
    func updateSafeAreaInsets(geometryChanged: Bool = false) {
        let new = computedSafeAreaInsets()
        let changed = new != derivedSafeAreaInsets
        if changed {
            derivedSafeAreaInsets = new
            setNeedsDisplay()
            updateGuideInsets()
            setNeedsLayout()
            safeAreaInsetsDidChange()
            owningController?.viewSafeAreaInsetsDidChange()
        }
        guard changed || geometryChanged else { return }
        for child in subviews { child.updateSafeAreaInsets() }
    }

    /// The window's insets at the root; elsewhere the overlap of the frame (untransformed, as UIKit uses
    /// the model geometry) with the superview's safe area in the superview's bounds, clamped to the frame.
    private func computedSafeAreaInsets() -> EdgeInsets {
        var insets = EdgeInsets.zero
        if let root = rootSafeAreaInsets {
            insets = root
        } else if let superview {
            let (p, b) = superview.safeAreaRegionForSubviews
            let f = untransformedFrame
            func clamp(_ v: Double, _ limit: Double) -> Double { Swift.min(Swift.max(0, v), Swift.max(0, limit)) }
            insets = EdgeInsets(top: clamp(b.minY + p.top - f.minY, f.height),
                                left: clamp(b.minX + p.left - f.minX, f.width),
                                bottom: clamp(f.maxY - (b.maxY - p.bottom), f.height),
                                right: clamp(f.maxX - (b.maxX - p.right), f.width))
        }
        if let controller = owningController {
            let extra = controller.additionalSafeAreaInsets, bars = controller.containerSafeAreaInsets
            insets.top += extra.top + bars.top
            insets.left += extra.left + bars.left
            insets.bottom += extra.bottom + bars.bottom
            insets.right += extra.right + bars.right
        }
        return insets
    }

    /// The margins layout should keep: `layoutMargins`, or where the view preserves its superview's
    /// margins, at least the superview's effective margins on the edges it shares with it
    /// (UIView.preservesSuperviewLayoutMargins).
    ///
    /// As in UIKit, the margins are measured from the safe area (`insetsLayoutMarginsFromSafeArea`), and a view
    /// controller's root view keeps at least the controller's `systemMinimumLayoutMargins` on its sides:
    /// until the app sets its margins they are 0 on top and bottom and 16 or 20 pt on the sides, so the root
    /// view of a plain controller on an iPhone 15 reads (59, 16, 34, 16).
    public var effectiveLayoutMargins: EdgeInsets {
        var m = layoutMargins
        // Handheld applies both rules to a controller's root view only so far: a view deeper in the tree keeps
        // its margins from its own edges (UIKit measures every view's from the safe area).
        if let controller = owningController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            if !layoutMarginsWereSet { m = minimum }
            m.left = Swift.max(m.left, minimum.left)
            m.right = Swift.max(m.right, minimum.right)
        }
        if insetsLayoutMarginsFromSafeArea, owningController != nil {
            let safe = safeAreaInsets
            m = EdgeInsets(top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom,
                           right: m.right + safe.right)
        }
        guard preservesSuperviewLayoutMargins, let superview else { return m }
        let p = superview.effectiveLayoutMargins, b = superview.bounds, f = untransformedFrame
        m.top = Swift.max(m.top, p.top - (f.minY - b.minY))
        m.left = Swift.max(m.left, p.left - (f.minX - b.minX))
        m.bottom = Swift.max(m.bottom, p.bottom - (b.maxY - f.maxY))
        m.right = Swift.max(m.right, p.right - (b.maxX - f.maxX))
        return m
    }

    /// Calls `layoutMarginsDidChange` and marks for layout, here and in the subviews that preserve these
    /// margins.
    func marginsChanged() {
        updateGuideInsets()
        setNeedsLayout()
        layoutMarginsDidChange()
        for child in subviews where child.preservesSuperviewLayoutMargins { child.marginsChanged() }
    }
}
