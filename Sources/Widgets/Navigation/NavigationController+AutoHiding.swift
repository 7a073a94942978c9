import Render

/// UINavigationController's automatic bar hiding, all four ways through the same
/// `setNavigationBarHidden(_:animated:)` and `setToolbarHidden(_:animated:)` slide, so the pages' safe area
/// follows as it does for an app's own call. What each does is Apple's documentation of each property and
/// the comments of UIKit's UINavigationController.h (read in copies of the iOS 8+ SDK header kept in public
/// repositories and in generated bindings, which agree word for word):
/// - `hidesBarsOnSwipe`: "an upward swipe hides the navigation bar and toolbar. A downward swipe shows both
///   bars again. If the toolbar does not have any items, it remains visible even after a swipe."
/// - `hidesBarsOnTap`: toggles both "in response to an otherwise unhandled tap in the content area",
///   "depending on the hidden state of the navigationBar"; "the toolbar will only be shown if it has items".
/// - `hidesBarsWhenKeyboardAppears`: the keyboard's appearance hides them; "the bars will remain hidden when
///   the keyboard dismisses, but a tap in the content area will show them."
/// - `hidesBarsWhenVerticallyCompact`: a compact height (a landscape iPhone) hides them and a regular one
///   shows them again; "unhandled taps in the regions that would normally be occupied by these bars will
///   reveal the bars."
/// The recognisers are real ones on the container, in the one touch arbitration (explicit state machines).
extension NavigationController {
    public var hidesBarsOnSwipe: Bool {
        get { barAutoHiding.onSwipe }
        set { barAutoHiding.onSwipe = newValue; updateBarHidingGestures() }
    }
    public var hidesBarsOnTap: Bool {
        get { barAutoHiding.onTap }
        set { barAutoHiding.onTap = newValue; updateBarHidingGestures() }
    }
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { barAutoHiding.whenKeyboardAppears }
        set { barAutoHiding.whenKeyboardAppears = newValue; updateKeyboardObservation() }
    }
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { barAutoHiding.whenVerticallyCompact }
        set {
            barAutoHiding.whenVerticallyCompact = newValue
            if newValue, isViewLoaded, traitCollection.verticalSizeClass == .compact { hideBarsForCompactHeight() }
        }
    }
    /// The pan that hides and shows the bars (UIKit's type, UIPanGestureRecognizer); enabled only while
    /// `hidesBarsOnSwipe` is true, as UIKit's is "inactive unless the hidesBarsOnSwipe property is true".
    public var barHideOnSwipeGestureRecognizer: PanGestureRecognizer { barAutoHiding.swipe }
    /// The tap that toggles the bars (UIKit's type, UITapGestureRecognizer).
    public var barHideOnTapGestureRecognizer: TapGestureRecognizer { barAutoHiding.tap }

    /// Wires the recognisers' actions (from the initialisers).
    func wireBarAutoHiding() {
        barAutoHiding.controller = self
        barAutoHiding.swipe.action = { [weak self] r in
            guard let self, let pan = r as? PanGestureRecognizer else { return }
            self.swipeMoved(pan)
        }
        barAutoHiding.tap.action = { [weak self] r in
            guard let self, r.state == .ended else { return }
            self.tappedContent(at: r.location(in: self.view))
        }
        updateBarHidingGestures()
    }

    /// The recognisers join the container the first time one is wanted (a stack that never hides its bars
    /// keeps its tree) and are enabled only while their switch, or a hide waiting for a tap, wants them.
    func updateBarHidingGestures() {
        let state = barAutoHiding
        state.swipe.isEnabled = state.onSwipe
        state.tap.isEnabled = state.onTap || state.hiddenByKeyboard || state.hiddenByCompactHeight
        guard isViewLoaded else { return }
        for r in [state.swipe, state.tap] as [GestureRecognizer] where r.isEnabled && r.view !== view {
            view.addGestureRecognizer(r)
        }
    }

    /// Hides or shows both bars as the automatic hiding does: the toolbar takes part only while it has
    /// items, and an automatic show brings it back only if an automatic hide took it away.
    func setBarsHiddenAutomatically(_ hidden: Bool) {
        let state = barAutoHiding
        let hasToolbarItems = !(topViewController?.toolbarItems ?? []).isEmpty
        setNavigationBarHidden(hidden, animated: true)
        if hidden {
            if !toolbarHiddenStorage && hasToolbarItems {
                state.toolbarHiddenWithBars = true
                setToolbarHidden(true, animated: true)
            }
        } else {
            state.hiddenByKeyboard = false
            state.hiddenByCompactHeight = false
            if state.toolbarHiddenWithBars {
                state.toolbarHiddenWithBars = false
                if hasToolbarItems { setToolbarHidden(false, animated: true) }
            }
        }
        updateBarHidingGestures()
    }

    /// How far the finger must travel up or down, from where the bars last changed or it last turned,
    /// before the bars follow: the pan's own slop [EST: UIKit does not document a distance; on a device
    /// the bars go as soon as a scroll has clearly started].
    static let barSwipeDistance = PanGestureRecognizer.slop

    /// Up hides, down shows; a mostly horizontal pan (a page swiped sideways) does nothing. The anchor
    /// follows the finger while it keeps going the way the bars already went, so turning back counts from
    /// the turn.
    func swipeMoved(_ pan: PanGestureRecognizer) {
        let state = barAutoHiding
        switch pan.state {
        case .began: state.swipeAnchor = 0
        case .changed: break
        default: return
        }
        let t = pan.translation(in: view)
        guard abs(t.y) >= abs(t.x), transition == nil else { return }
        let hidden = navigationBarHiddenStorage
        // Shown, the anchor is the lowest the finger reached; hidden, the highest.
        state.swipeAnchor = hidden ? min(state.swipeAnchor, t.y) : max(state.swipeAnchor, t.y)
        if !hidden && t.y - state.swipeAnchor <= -Self.barSwipeDistance {
            state.swipeAnchor = t.y
            setBarsHiddenAutomatically(true)
        } else if hidden && t.y - state.swipeAnchor >= Self.barSwipeDistance {
            state.swipeAnchor = t.y
            setBarsHiddenAutomatically(false)
        }
    }

    /// A tap no control and no bar took: with `hidesBarsOnTap` it toggles the bars by the navigation bar's
    /// state; after the keyboard hid them it shows them; after a compact height hid them, only a tap where
    /// a bar would be shows them.
    func tappedContent(at point: Point) {
        let state = barAutoHiding
        if state.onTap { return setBarsHiddenAutomatically(!navigationBarHiddenStorage) }
        if state.hiddenByKeyboard { return setBarsHiddenAutomatically(false) }
        if state.hiddenByCompactHeight {
            let b = view.bounds, safe = view.safeAreaInsets
            let top = b.minY + safe.top + NavigationBar.height(for: traitCollection)
            let bottom = b.maxY - safe.bottom - Toolbar.height(for: traitCollection)
            if point.y <= top || (state.toolbarHiddenWithBars && point.y >= bottom) { setBarsHiddenAutomatically(false) }
        }
    }

    /// Whether a tap on `view` is the content's, unhandled: not on a bar, and not on a control (UIKit's
    /// controls take their own taps, "otherwise unhandled tap in the content area").
    func tapIsUnhandled(on hit: View?) -> Bool {
        var v = hit
        while let current = v, current !== view {
            if current === navigationBar || current === toolbar || current is Control { return false }
            v = current.superview
        }
        return true
    }

    // MARK: Keyboard and compact height

    /// Observes the window's keyboard while `hidesBarsWhenKeyboardAppears` is on and the container is in a
    /// window (called when the switch changes and when the controller appears or disappears).
    func updateKeyboardObservation(appeared: Bool = true) {
        let state = barAutoHiding
        let window = isViewLoaded && appeared ? view.window : nil
        let wanted = state.whenKeyboardAppears ? window : nil
        guard wanted !== state.keyboardWindow || (wanted != nil && state.keyboardToken == nil) else { return }
        if let token = state.keyboardToken { state.keyboardWindow?.keyboard.removeObserver(token) }
        state.keyboardToken = nil
        state.keyboardWindow = wanted
        guard let wanted else { return }
        state.keyboardToken = wanted.keyboard.addObserver { [weak self] note in
            guard let self, note.name == .willShow, self.barAutoHiding.whenKeyboardAppears,
                  !self.navigationBarHiddenStorage else { return }
            self.barAutoHiding.hiddenByKeyboard = true
            self.setBarsHiddenAutomatically(true)
        }
    }

    /// A change of vertical size class: compact hides the bars, regular shows what compact hid.
    func verticalSizeClassChanged() {
        guard barAutoHiding.whenVerticallyCompact, isViewLoaded else { return }
        if traitCollection.verticalSizeClass == .compact {
            hideBarsForCompactHeight()
        } else if barAutoHiding.hiddenByCompactHeight {
            setBarsHiddenAutomatically(false)
        }
    }

    private func hideBarsForCompactHeight() {
        guard !navigationBarHiddenStorage else { return }
        barAutoHiding.hiddenByCompactHeight = true
        setBarsHiddenAutomatically(true)
    }
}
