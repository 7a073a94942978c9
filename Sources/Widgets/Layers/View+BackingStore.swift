import Render

/// What a view's backing store needs to know: whether the view has one, and a version that moves each
/// time anything its subtree draws changes (the canvas keeps the pixels, keyed by it; the occlusion
/// summary is cached against it too).
struct BackingStoreState {
    var isEnabled = false
    var version: UInt64 = 0
    /// Moves with `version`, except when only the view's own bounds changed (View+Occlusion).
    var childrenVersion: UInt64 = 0
    /// The subtree's opaque rectangles, valid while `version` is the one it holds (View+Occlusion).
    var occlusion: OcclusionSummary?
    /// The subviews' part of them, valid while `childrenVersion` is the one it holds.
    var childOcclusion: ChildOcclusion?
}

/// Backing stores, Core Animation's model: a view that draws into one keeps its subtree's pixels in a
/// texture, and while nothing in the subtree changes a frame copies the texture instead of drawing the
/// subtree again. A table's cells do, so a scrolled row is moved, not redrawn; a stored view that fades or
/// slides is composited from its texture too, its alpha and translation applied to the copy.
///
/// Invalidation is explicit, as in UIKit: `setNeedsDisplay()` marks the view's store and every ancestor's
/// (they hold its pixels too) as stale, and every property that changes what a view draws calls it: colour,
/// text, font, corner radius, subviews added, removed or reordered, bounds, a child's frame, hidden, a
/// sublayer, each animation tick of any of these. A view's own position, alpha and transform change only how
/// its store is composited, so they mark the superview's alone (`compositingChanged`). The canvas draws the
/// subtree directly whenever a store could not give the same pixels (see `SDLCanvas+BackingStore`).
extension View {
    /// Marks what this view draws as changed (UIView.setNeedsDisplay): its backing store and its
    /// ancestors' are drawn again (below), and the window draws a new frame. Cheap and idempotent.
    public func setNeedsDisplay() { invalidateContents() }

    /// Whether this view's subtree is drawn through a backing store (CALayer.shouldRasterize). Worth it for
    /// a subtree that is drawn many times unchanged while it moves, fades or while what is around it changes;
    /// a view whose `draw(in:)` reads state that does not call `setNeedsDisplay()` when it changes must
    /// leave it off. Table cells turn it on.
    public var drawsIntoBackingStore: Bool {
        get { backingStore.isEnabled }
        set {
            guard newValue != backingStore.isEnabled else { return }
            backingStore.isEnabled = newValue
            setNeedsDisplay()
        }
    }

    /// Bumped whenever anything this view's subtree draws changes (the key of its backing store).
    package var contentsVersion: UInt64 { backingStore.version }

    /// Marks this view's contents and every ancestor's as changed and asks for a frame. `keepingChildren`:
    /// only this view's own bounds changed (a scroll, a resize), which moves none of its subviews within
    /// them, so their part of its occlusion summary stays (View+Occlusion).
    func invalidateContents(keepingChildren: Bool = false) {
        var view: View? = self
        while let v = view {
            v.backingStore.version &+= 1
            if !keepingChildren || v !== self { v.backingStore.childrenVersion &+= 1 }
            view = v.superview
        }
        window?.setNeedsDisplay()
    }

    /// This view's position, alpha or transform changed: only the superview's contents (which composite
    /// this view) are stale.
    func compositingChanged() {
        if let superview { superview.setNeedsDisplay() } else { window?.setNeedsDisplay() }
    }

    /// Ties each animatable property's on-screen value to the store it shows in, so animation ticks, which
    /// call no setter, invalidate too.
    func observePresentationChanges() {
        let compositing: @MainActor () -> Void = { [weak self] in self?.compositingChanged() }
        let contents: @MainActor () -> Void = { [weak self] in self?.invalidateContents() }
        let bounds: @MainActor () -> Void = { [weak self] in self?.invalidateContents(keepingChildren: true) }
        centerProperty.presentationDidChange = compositing
        alphaProperty.presentationDidChange = compositing
        transformProperty.presentationDidChange = compositing
        boundsProperty.presentationDidChange = bounds
        backgroundProperty.presentationDidChange = contents
    }
}

extension Layer {
    /// CALayer.shouldRasterize: a view's layer forwards to the view's `drawsIntoBackingStore`. A layer made
    /// by code is drawn into its host view's store, and has none of its own.
    public var shouldRasterize: Bool {
        get { view?.drawsIntoBackingStore ?? false }
        set { view?.drawsIntoBackingStore = newValue }
    }
}
