import Render

/// The root of a view tree on one screen (UIWindow). It owns what UIKit keeps per process but Handheld
/// keeps per window, so several can exist in one test: the animation engine, the clock, the layout and
/// display flags, the touch dispatcher and the trait collection.
///
/// Each frame runs in a fixed order (`advanceFrame`): tick animations to the clock's time, run the layout
/// pass if anything asked for one, and report whether anything needs drawing; the host then calls
/// `draw(in:)` and presents. Input is delivered before: pointers and wheels with `sendPointer` and
/// `sendWheel`, keys and text along the responder chain with `sendKey` and `sendText` (Window+Keys), the
/// window being the chain's last link before the host's `applicationResponder`.
@preconcurrency @MainActor
public final class Window: Responder {
    public let engine: AnimationEngine
    public let clock: FrameClock
    /// Fills the window; the root view controller's view is its only subview.
    public let rootView: View
    let touches = TouchDispatcher()
    private var displayLinks: [DisplayLink] = []
    private var timers: [WindowTimer] = []

    /// Measures text for layout: the font library the host's canvas draws with, given when the window is
    /// made, so text on screen is never laid out with guessed metrics (tests pass fixed metrics).
    public var textMeasurer: TextMeasuring

    /// The responder key presses and text go to first (UIWindow keeps it; held weakly, as UIKit does).
    /// Set through `becomeFirstResponder` and `resignFirstResponder`.
    public internal(set) weak var firstResponder: Responder? {
        didSet { if firstResponder !== oldValue { firstResponderDidChange(from: oldValue) } }
    }
    /// Where copy, cut and paste keep text; the host gives the desktop's (SystemClipboard) to a real window.
    public var clipboard: Clipboard = MemoryClipboard()
    /// What the UIKit module keeps on the window (its window level), so it goes with it.
    package var extensionStorage = ExtensionStorage()
    /// The status bar as the controllers last decided it (Window+StatusBar); the host draws it from here.
    public private(set) lazy var statusBar = WindowStatusBar { [weak self] in self?.setNeedsDisplay() }
    /// Whether the app hides the status bar (the deciding controller's `prefersStatusBarHidden`, as last
    /// asked by `updateStatusBarAppearance()`).
    public var isStatusBarHidden: Bool { statusBar.isHidden }
    /// The views kept the size of the screen (`addScreenCoveringView`).
    var screenCoveringViews: [WeakView] = []
    /// The on-screen keyboard of this window (Keyboard/KeyboardManager).
    public private(set) lazy var keyboard = KeyboardManager(window: self)
    /// The window's `next`: what the host puts where UIKit has the application, so its key commands end
    /// every chain (the simulator's shortcuts). Held weakly; the host owns it.
    public weak var applicationResponder: Responder?

    public override var next: Responder? { applicationResponder }

    /// Receives each Auto Layout warning ("Unable to simultaneously satisfy constraints" blocks); prints
    /// to standard error by default, where UIKit's log goes, each distinct conflict once with a count
    /// (`LayoutWarningPrinter`). Per window, so a test captures its own.
    public lazy var layoutWarningHandler: @MainActor (String) -> Void = { [printer = LayoutWarningPrinter()] in printer.print($0) }
    /// The latest warning of each conflict met (a bounded list, see ``LayoutWarningLog``), for the tree
    /// JSON's `layoutWarnings`.
    public var layoutWarnings: [String] { layoutWarningLog.latest }
    /// Every warning reported so far, repeats included.
    public var layoutWarningCount: Int { layoutWarningLog.count }
    var layoutWarningLog = LayoutWarningLog()

    public private(set) var needsDisplay = true
    private(set) var needsLayoutPass = true

    public var size: Size {
        didSet {
            guard size != oldValue else { return }
            rootView.frame = Rect(size: size)
            rootViewController?.view.frame = Rect(size: size)
            // Modal presentations' containers cover the window too (addScreenCoveringView); the keyboard
            // places itself.
            for container in screenCoveringViews.compactMap(\.view) where container.superview === rootView {
                container.frame = Rect(size: size)
            }
            keyboard.windowSizeDidChange()
        }
    }

    public var safeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            rootView.rootSafeAreaInsets = safeAreaInsets
            rootView.updateSafeAreaInsets()
        }
    }

    public var traitCollection: TraitCollection {
        didSet {
            // overrideUserInterfaceStyle holds the style; without one, the style set is the system's.
            if interfaceStyleOverride != .unspecified { traitCollection.userInterfaceStyle = interfaceStyleOverride }
            else { systemInterfaceStyle = traitCollection.userInterfaceStyle }
            guard traitCollection != oldValue else { return }
            engine.displayScale = traitCollection.displayScale
            // Inside an appearance transition this animates: every dynamic colour cross-fades.
            darknessProperty.set(traitCollection.userInterfaceStyle == .dark ? 1 : 0, engine: engine)
            rootViewController?.setInheritedTraits(traitCollection)
            rootView.sendTraitCollectionDidChange(oldValue)
        }
    }

    var interfaceStyleOverride: UserInterfaceStyle = .unspecified
    /// The style the system (the simulator's ⇧⌘A) last asked for, kept while an override holds another.
    var systemInterfaceStyle: UserInterfaceStyle

    /// How dark the window's appearance is on screen: 0 or 1 at rest, in between while it cross-fades.
    let darknessProperty: AnimatedProperty<Double>

    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            takeTurn()
            oldValue?.tearDownPresentationsInTree()
            oldValue?.view.removeFromSuperview()
            if let controller = rootViewController {
                if !controller.isViewLoaded { controller.defaultViewSize = size }
                controller.view.frame = Rect(size: size)
                controller.setInheritedTraits(traitCollection)
                controller.beginAppearanceTransition(true, animated: false)
                rootView.addSubview(controller.view)
                controller.endAppearanceTransition()
            }
            oldValue?.beginAppearanceTransition(false, animated: false)
            oldValue?.endAppearanceTransition()
        }
    }

    public init(size: Size, clock: FrameClock, textMeasurer: TextMeasuring, traits: TraitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)) {
        self.size = size
        self.clock = clock
        self.textMeasurer = textMeasurer
        self.traitCollection = traits
        systemInterfaceStyle = traits.userInterfaceStyle
        darknessProperty = AnimatedProperty(traits.userInterfaceStyle == .dark ? 1 : 0)
        engine = AnimationEngine(now: clock.now)
        engine.displayScale = traits.displayScale
        rootView = View(frame: Rect(size: size))
        rootView.backgroundColor = .systemBackground
        rootView.identifier = nil
        rootView.rootSafeAreaInsets = .zero
        super.init()
        rootView.attach(to: self)
    }

    // MARK: Frame pipeline

    public func setNeedsDisplay() { needsDisplay = true }
    func setNeedsLayout() { needsLayoutPass = true }

    /// Runs one frame's work up to drawing: animations to the clock's time, then layout. Returns whether the
    /// frame must be drawn (something changed or is moving); an idle window returns false.
    @discardableResult
    public func advanceFrame() -> Bool {
        takeTurn()
        let now = clock.now
        if !displayLinks.isEmpty {
            needsDisplay = true
            for link in displayLinks { link.fire(at: now) }
            displayLinks.removeAll { $0.isInvalidated }
        }
        fireDueTimers(at: now)
        engine.tick(to: now)
        if engine.isAnimating || engine.runningAnimationCount > 0 { needsDisplay = true }
        layoutIfNeeded()
        return needsDisplay
    }

    /// Runs the layout pass now if any view asked for one. Layout that asks for more layout (a label whose
    /// new text changes its cell's size) is finished in the same frame, as UIKit's layout pass does, rather
    /// than costing one more frame per level; a bounded number of rounds keeps a view that always asks
    /// from hanging the frame.
    public func layoutIfNeeded() {
        var rounds = 0
        while needsLayoutPass && rounds < Self.maximumLayoutRounds {
            needsLayoutPass = false
            rootView.layoutIfNeeded()
            needsDisplay = true
            rounds += 1
        }
        // Keyboard layout guides follow the frames this pass gave their views (a rotation resizes them).
        if rounds > 0, keyboard.updateLayoutGuides() { layoutIfNeeded() }
    }

    /// How many times one frame's layout may re-run because layout asked for more.
    static let maximumLayoutRounds = 4

    /// Whether drawing the window paints every pixel opaquely (its root view is visible, fully opaque and
    /// has an opaque background), so a host need not clear its surface first.
    public var coversItsBoundsOpaquely: Bool {
        rootView.isVisibleForDrawing && rootView.presentationAlpha >= 0.999
            && rootView.presentationBackgroundColor.alpha >= 1 && rootView.presentationTransform.isIdentity
    }

    /// Draws the whole tree; clears the display flag.
    public func draw(in canvas: Canvas) {
        let screen = Rect(size: size)
        let occlusion = OcclusionMap(root: rootView, bounds: screen)
        canvas.appearance = appearance(for: traitCollection)
        rootView.render(in: canvas, visible: screen, occlusion: occlusion, toRoot: .identity)
        needsDisplay = false
    }

    func reportLayoutWarning(_ message: String) {
        layoutWarningLog.record(message)
        layoutWarningHandler(message)
    }

    /// Forgets the warnings reported so far: a new scene's tree must not list the conflicts of the views
    /// it replaced (Xcode's console starts over with a new run, too).
    public func clearLayoutWarnings() {
        layoutWarningLog.removeAll()
    }

    // MARK: Timing

    /// Calls `callback` every frame with the clock's frame time until it returns false or the link is
    /// invalidated. Not slowed by slow animations: motion belongs in the engine (`AnimationEngine.run`).
    @discardableResult
    public func addDisplayLink(_ callback: @escaping (Double) -> Bool) -> DisplayLink {
        let link = DisplayLink(callback: callback)
        displayLinks.append(link)
        needsDisplay = true
        return link
    }

    /// Runs `work` on the first frame at or after `delay` seconds from now (a timer on the window's clock).
    /// Timers are wall-clock and ignore slow animations, as NSTimer does under the iOS Simulator's toggle,
    /// which slows only Core Animation: the table's highlight delay and the scroll indicator's fade delay
    /// keep their length, and the fade that follows is an animation, so it is slowed.
    /// A timer draws nothing by itself: the frame it fires in is drawn only if its work changed something,
    /// so a label updated once a second costs one frame a second (hosts sleep until `nextTimerDue`).
    @discardableResult
    public func schedule(after delay: Double, _ work: @escaping () -> Void) -> DisplayLink {
        schedule(WindowTimer(due: clock.now + delay - AnimationEngine.timeEpsilon, link: DisplayLink { _ in false },
                             work: work))
    }

    /// Adds a timer built by the caller (the main run loop's Foundation timers, MainRunLoop+Clock).
    @discardableResult
    func schedule(_ timer: WindowTimer) -> DisplayLink {
        timers.append(timer)
        return timer.link
    }

    /// Runs the timers due at `now`, in the order they were scheduled; those they schedule wait for a
    /// later frame.
    private func fireDueTimers(at now: Double) {
        timers.removeAll { !$0.isPending }
        guard timers.contains(where: { $0.due <= now }) else { return }
        let due = timers.filter { $0.due <= now }
        timers.removeAll { $0.due <= now }
        for timer in due where timer.isPending {
            timer.link.invalidate()
            timer.work()
        }
    }

    /// When the earliest pending timer is due (clock time), nil if none: an idle host sleeps until then.
    public var nextTimerDue: Double? {
        timers.lazy.filter(\.isPending).map(\.due).min()
    }

    /// When the earliest pending timer that is not one firing of a repeating timer is due, nil if none:
    /// what a test's settle waits for (a repeating `Timer` would keep it waiting for ever; XCUITest's wait
    /// for idle does not wait for timers either).
    public var nextOneShotTimerDue: Double? {
        timers.lazy.filter { $0.isPending && !$0.repeating }.map(\.due).min()
    }

    /// Whether any display link or animation is running (the host keeps drawing frames while true).
    /// Pending timers do not count: see `nextTimerDue`.
    public var isBusy: Bool { !displayLinks.isEmpty || engine.isAnimating }

    // MARK: Input

    /// Delivers one pointer event (window points, seconds). `second` makes it two fingers: given on
    /// `.began`, the whole sequence has two (the iOS Simulator's Option-drag; see `TwoFingerEmulation`).
    public func sendPointer(_ phase: Touch.Phase, at point: Point, second: Point? = nil, time: Double) {
        takeTurn()
        switch phase {
        case .began: touches.pointerDown(at: point, second: second, time: time, root: rootView)
        case .moved: touches.pointerMoved(to: point, second: second, time: time)
        case .ended: touches.pointerUp(at: point, second: second, time: time)
        case .cancelled: touches.cancel()
        }
        setNeedsDisplay()
    }

    /// Delivers a wheel scroll at `point` to the deepest view under it that handles wheels.
    public func sendWheel(dx: Double, dy: Double, at point: Point) {
        takeTurn()
        var v = rootView.hitTest(point)
        while let view = v {
            if view.handleWheel(dx: dx, dy: dy, at: view.convert(point, from: nil)) { break }
            v = view.superview
        }
        setNeedsDisplay()
    }

    /// Whether a press is in progress.
    public var isTrackingPointer: Bool { touches.isTracking }

    /// The fingers of the press in progress, for drawing the emulated touches (empty when none).
    public var activeTouchPoints: [Point] {
        guard let touch = touches.touch else { return [] }
        let first = touch.phase == .ended ? [] : [touch.locationInWindow]
        return first + (touch.secondLocationInWindow.map { [$0] } ?? []) + (touches.extra.map { [$0.locationInWindow] } ?? [])
    }

    /// Cancels the press in progress (device change, rotation, a scene switch).
    public func cancelTouches() { touches.cancel() }

    func viewWillLeave(_ view: View) {
        if touches.isTouching(inside: view) { touches.cancel() }
        resignFirstResponder(ifInside: view)
    }

    /// The deepest view at `point` that takes touches.
    public func hitTest(_ point: Point) -> View? { rootView.hitTest(point) }
}

extension View {
    /// Makes this view the root of `window`'s tree.
    func attach(to window: Window) {
        moveToWindow(window)
    }
}
