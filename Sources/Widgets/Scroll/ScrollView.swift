import Render

/// A view whose content is larger than itself (UIScrollView). `contentOffset` is `bounds.origin`, as in
/// UIKit, so subviews placed in content coordinates scroll for free. Dragging tracks the pointer 1:1 with a
/// rubber band past the edges; a release continues with momentum and bounces back (reference: Scrolling),
/// a simulation on the window's animation engine that a touch-down stops; the wheel scrolls smoothly;
/// indicators show while scrolling and fade after.
@preconcurrency @MainActor
open class ScrollView: View {
    public var contentSize = Size.zero {
        didSet {
            guard contentSize != oldValue else { return }
            contentGuideFollowsContentSize()
            contentSizeChanged()
            largeTitleTracker?.trackedScrollViewContentDidChange(self)
        }
    }
    /// `contentLayoutGuide` and `frameLayoutGuide` once asked for, with the content guide's size ties.
    var layoutGuideState: ScrollViewLayoutGuides?
    /// Extra scrollable space around the content, added to the safe area as `contentInsetAdjustmentBehavior`
    /// says.
    public var contentInset = EdgeInsets.zero { didSet { if contentInset != oldValue { insetsChanged() } } }
    /// The part of the on-screen keyboard over the scroll view, below its safe area, which the keyboard
    /// adds to the bottom inset while it shows (KeyboardManager) so the focused field can scroll clear of it.
    public internal(set) var keyboardInset = 0.0 { didSet { if keyboardInset != oldValue { insetsChanged() } } }
    /// The space a refresh control holds above the content while it refreshes (RefreshControl), added to
    /// the top inset as the keyboard's is to the bottom.
    var refreshInset = 0.0 { didSet { if refreshInset != oldValue { insetsChanged() } } }
    /// What follows the top edge's pull (a RefreshControl, installed by `refreshControl` in Controls): told
    /// after every offset change and when a drag ends.
    weak var refreshAccessory: (any ScrollViewRefreshAccessory)?
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { insetsChanged() } }
    }
    /// Told about dragging, deceleration and scrolling (UIScrollViewDelegate); held weakly, as UIKit does.
    public weak var delegate: ScrollViewDelegate? { didSet { delegateDidChange() } }
    /// Stops on multiples of the view's size (UIScrollView.isPagingEnabled).
    /// Whether a drag dismisses the keyboard (UIScrollView.keyboardDismissMode); `.none` by default, as UIKit's.
    public var keyboardDismissMode = KeyboardDismissMode.none
    public var isPagingEnabled = false
    /// How quickly a released drag's glide slows (UIScrollView.decelerationRate): `.normal`, or `.fast` as
    /// paging scrollers use (a collection view's group-paging rows).
    public var decelerationRate = Deceleration.normal
    public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Bounce vertically even when the content is shorter than the view (tables do).
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var bounces = true
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    /// Moves and shortens the vertical bar (UIScrollView.verticalScrollIndicatorInsets; ScrollView+Indicators).
    public var verticalScrollIndicatorInsets = EdgeInsets.zero { didSet { if verticalScrollIndicatorInsets != oldValue { positionIndicator() } } }
    /// Moves and shortens the horizontal bar (UIScrollView.horizontalScrollIndicatorInsets).
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero { didSet { if horizontalScrollIndicatorInsets != oldValue { positionIndicator() } } }
    /// Whether a tap on the status bar scrolls this view to its top (UIScrollView.scrollsToTop, true by
    /// default as in UIKit); see `Window.scrollToTop(atX:)`.
    public var scrollsToTop = true

    public let panGestureRecognizer: PanGestureRecognizer
    /// Zooms `viewForZooming(in:)` between the zoom scales (UIScrollView.pinchGestureRecognizer); it
    /// begins only when the delegate gives a view and the scales leave room to zoom.
    public let pinchGestureRecognizer = PinchGestureRecognizer()
    /// The zoom limits (UIKit's defaults are 1 and 1: no zooming).
    public var minimumZoomScale = 1.0
    public var maximumZoomScale = 1.0
    /// Whether a pinch may go past the limits and spring back (UIScrollView.bouncesZoom, default true).
    public var bouncesZoom = true
    /// The zoom view's scale (UIScrollView.zoomScale); set it with `setZoomScale(_:animated:)`.
    public internal(set) var zoomScale = 1.0
    public internal(set) var isZooming = false
    /// The scale when the pinch began and the gesture's delegate, kept alive here.
    var zoomStartScale = 1.0
    lazy var zoomGestureDelegate = ZoomGestureDelegate(scrollView: self)
    public internal(set) var isDragging = false
    public private(set) var isDecelerating = false
    /// Where the drag in progress started, unbanded (ScrollView+Dragging).
    var dragStartOffset = Point.zero
    /// Momentum or bounce-back in flight on the engine.
    private var momentum: DrivenAnimation?
    /// Whether the press in progress began by stopping momentum: UIKit treats such a press as catching
    /// the content, not as a tap on what is under it, so a table does not select the row.
    private(set) var pressStoppedMotion = false
    let indicator = View()
    let horizontalIndicator = View()
    var indicatorFade: DisplayLink?

    public override init(frame: Rect = .zero) {
        panGestureRecognizer = PanGestureRecognizer()
        super.init(frame: frame)
        attachGesturesAndIndicators()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        panGestureRecognizer = PanGestureRecognizer()
        super.init(coder: coder)
        attachGesturesAndIndicators()
    }
    private func attachGesturesAndIndicators() {
        clipsToBounds = true
        panGestureRecognizer.action = { [unowned self] r in self.handlePan(r as! PanGestureRecognizer) }
        panGestureRecognizer.onPress = { [unowned self] _ in self.pressBegan() }
        addGestureRecognizer(panGestureRecognizer)
        pinchGestureRecognizer.action = { [unowned self] r in self.handlePinch(r as! PinchGestureRecognizer) }
        pinchGestureRecognizer.delegate = zoomGestureDelegate
        addGestureRecognizer(pinchGestureRecognizer)
        indicator.backgroundColor = Color(light: Color(r: 0, g: 0, b: 0, a: 0.35), dark: Color(r: 255, g: 255, b: 255, a: 0.35))
        indicator.cornerRadius = Self.indicatorThickness / 2
        indicator.isUserInteractionEnabled = false
        indicator.alpha = 0
        addSubview(indicator)
        horizontalIndicator.backgroundColor = indicator.backgroundColor
        horizontalIndicator.cornerRadius = Self.indicatorThickness / 2
        horizontalIndicator.isUserInteractionEnabled = false
        horizontalIndicator.alpha = 0
        addSubview(horizontalIndicator)
    }

    /// The delegate changed (a table reloads, since its delegate decides heights).
    open func delegateDidChange() {}

    /// Scroll indicator metrics (reference: Scrolling; FK's hand-tuned UIKit values).
    public static let indicatorThickness = 2.5
    public static let indicatorInset = 2.5
    public static let indicatorFadeDelay = 0.5
    public static let indicatorFadeDuration = 0.25

    // MARK: Offset

    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The insets that bound scrolling: `contentInset` plus the safe area along the axes
    /// `contentInsetAdjustmentBehavior` adjusts (UIScrollView.adjustedContentInset).
    public var adjustedContentInset: EdgeInsets {
        let s = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool)
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        }
        return EdgeInsets(top: contentInset.top + (vertical ? s.top : 0) + refreshInset, left: contentInset.left + (horizontal ? s.left : 0),
                          bottom: contentInset.bottom + (vertical ? s.bottom : 0) + keyboardInset,
                          right: contentInset.right + (horizontal ? s.right : 0))
    }

    /// Whether the content is larger than the view along each axis (insets aside), or bounces anyway.
    var scrollsVertically: Bool { contentSize.height + contentInset.vertical > bounds.height || alwaysBounceVertical }
    var scrollsHorizontally: Bool { contentSize.width + contentInset.horizontal > bounds.width || alwaysBounceHorizontal }

    /// The offsets scrolling rests within.
    public var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// Moves the content (UIScrollView.setContentOffset(_:animated:)); animated, it takes 0.3 s easeInOut
    /// and tells the delegate `scrollViewDidEndScrollingAnimation` when it settles.
    public func setContentOffset(_ offset: Point, animated: Bool, completion: (() -> Void)? = nil) {
        stopMotion()
        if animated {
            animate(withDuration: 0.3, options: .toolkit, curve: .easeInOut, animations: { self.applyOffset(offset) }, completion: { [weak self] finished in
                guard let self, finished else { return }
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
                completion?()
            })
        } else {
            performWithoutAnimation { applyOffset(offset) }
            completion?()
        }
    }

    /// Scrolls just enough that `rect` (content coordinates) is visible inside the adjusted insets
    /// (UIScrollView.scrollRectToVisible(_:animated:)); nothing moves when it already is.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let inset = adjustedContentInset, o = bounds.origin
        let visible = Rect(x: o.x + inset.left, y: o.y + inset.top, width: bounds.width - inset.horizontal,
                           height: bounds.height - inset.vertical)
        func axis(_ lo: Double, _ hi: Double, _ vlo: Double, _ vhi: Double) -> Double {
            if lo < vlo { return lo - vlo }
            if hi > vhi { return min(hi - vhi, lo - vlo) }
            return 0
        }
        let dx = axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        let dy = axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        guard dx != 0 || dy != 0 else { return }
        let r = offsetRange
        setContentOffset(Point(x: (o.x + dx).clamped(to: r.x), y: (o.y + dy).clamped(to: r.y)), animated: animated)
    }

    /// Scrolls to the top resting offset (under the navigation bar), as a tap on the status bar does in
    /// UIKit (`scrollsToTop`): momentum stops and the content animates on the engine, so slow animations
    /// stretch it like any other.
    public func scrollToTop(animated: Bool = true) {
        setContentOffset(Point(x: bounds.origin.x, y: offsetRange.y.lowerBound), animated: animated)
    }

    /// A status-bar tap: the delegate may refuse it (`scrollViewShouldScrollToTop`); otherwise the content
    /// scrolls to the top and the delegate hears `scrollViewDidScrollToTop`. Returns whether it scrolled.
    @discardableResult
    public func statusBarTapped() -> Bool {
        guard delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        setContentOffset(Point(x: bounds.origin.x, y: offsetRange.y.lowerBound), animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
        return true
    }

    /// Moves `bounds.origin` and tells the subclass and delegate.
    func applyOffset(_ offset: Point) {
        guard offset != bounds.origin else { return }
        bounds = Rect(origin: offset, size: bounds.size)
        positionIndicator()
        didScroll()
        delegate?.scrollViewDidScroll(self)
        largeTitleTracker?.trackedScrollViewDidScroll(self)
        refreshAccessory?.scrollViewPullChanged()
    }

    /// What follows this scroll view's offset from outside: the navigation controller whose large title
    /// collapses with it (NavigationController+LargeTitles).
    weak var largeTitleTracker: (any ScrollViewTracker)?

    /// Takes the content size the content guide's constraints decided (tables and collections, which
    /// size their own content, override without calling this).
    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentGuideSize()
    }

    /// Joined a window: the controller showing it may now have a content scroll view it had not (a list added
    /// after the page appeared), so the bars following it look again (ViewController+ContentScrollView).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        var view: View? = self
        while let v = view, v.owningController == nil { view = v.superview }
        view?.owningController?.contentScrollViewsDidChange()
    }

    /// Called after every offset change; tables lay out the rows that became visible.
    open func didScroll() {}

    /// UIScrollView leaves `contentOffset` alone when the content shrinks (the next drag bounces it back);
    /// a table clamps, as UITableView keeps its rows on screen.
    open func contentSizeChanged() {
        if clampsOffsetWhenContentShrinks { clampIfIdle() }
        positionIndicator()
    }

    /// Whether a smaller `contentSize` pulls the offset back into range at once (tables do).
    open var clampsOffsetWhenContentShrinks: Bool { false }

    private func clampIfIdle() {
        guard !isDragging, !isDecelerating else { return }
        let r = offsetRange
        let clamped = Point(x: bounds.origin.x.clamped(to: r.x), y: bounds.origin.y.clamped(to: r.y))
        if clamped != bounds.origin { performWithoutAnimation { applyOffset(clamped) } }
    }

    open override func safeAreaInsetsDidChange() { insetsChanged() }

    open override var safeAreaRegionForSubviews: (insets: EdgeInsets, bounds: Rect) {
        let b = bounds
        return (EdgeInsets(left: safeAreaInsets.left, right: safeAreaInsets.right),
                Rect(x: 0, y: -Self.unboundedExtent, width: b.width, height: 2 * Self.unboundedExtent))
    }

    /// Far enough along the scroll that no content reaches it, finite so the overlap stays a number.
    static let unboundedExtent = 1e12

    /// The top-left resting offset the last time the insets were applied.
    private var restingOrigin: Point?

    /// Content resting at its top-left edge stays there when the insets change (a navigation bar's safe
    /// area arrives after the table loaded), as UIKit's automatic inset adjustment does.
    func insetsChanged() {
        let inset = adjustedContentInset
        let newRest = Point(x: -inset.left, y: -inset.top)
        if !isDragging && !isDecelerating, bounds.origin == (restingOrigin ?? .zero) {
            performWithoutAnimation { applyOffset(newRest) }
        }
        restingOrigin = newRest
        clampIfIdle()
        largeTitleTracker?.trackedScrollViewContentDidChange(self)
    }

    var canScrollX: Bool { contentSize.width + adjustedContentInset.horizontal > bounds.width || alwaysBounceHorizontal }
    var canScrollY: Bool { contentSize.height + adjustedContentInset.vertical > bounds.height || alwaysBounceVertical }

    // MARK: Momentum and bounce

    /// The glide from here, nil when nothing would move (or there is no engine to run it).
    func makeMotion(velocity: Point, deceleration: Deceleration = .normal, landingOn target: Point? = nil) -> ScrollMotion? {
        guard engine != nil else { return nil }
        return ScrollMotion(offset: bounds.origin, velocity: velocity, range: offsetRange, deceleration: deceleration,
                            landingOn: target)
    }

    /// Runs `motion` on the engine, with the delegate's deceleration calls around it.
    func run(_ motion: ScrollMotion) {
        guard let engine else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        momentum = engine.run(motion, onChange: { [weak self] offset in
            self?.performWithoutAnimation { self?.applyOffset(offset) }
        }, completion: { [weak self] finished in
            // A stopped motion was ended by whoever stopped it; only one that came to rest ends here.
            guard let self, finished else { return }
            self.momentum = nil
            self.isDecelerating = false
            self.scheduleIndicatorFade()
            self.delegate?.scrollViewDidEndDecelerating(self)
        })
    }

    /// Stops momentum where it is (a new press catches the content, as in UIKit).
    public func stopMotion() {
        momentum?.stop()
        momentum = nil
        isDecelerating = false
    }

    /// A touch-down on gliding content stops it at once, before any drag begins (UIScrollView does); the
    /// indicator then fades unless a drag follows.
    private func pressBegan() {
        pressStoppedMotion = isDecelerating
        guard isDecelerating else { return }
        stopMotion()
        scheduleIndicatorFade()
    }

    // MARK: Wheel

    /// The wheel moves the offset by (dx, dy) points, animated over 0.2 s easeOut so repeated clicks glide
    /// into each other (retargeting keeps it continuous).
    open override func handleWheel(dx: Double, dy: Double) -> Bool {
        guard isScrollEnabled, canScrollX || canScrollY else { return false }
        stopMotion()
        let range = offsetRange
        let base = wheelTarget ?? bounds.origin
        let target = Point(x: canScrollX ? (base.x + dx).clamped(to: range.x) : base.x,
                           y: canScrollY ? (base.y + dy).clamped(to: range.y) : base.y)
        wheelTarget = target
        showIndicator()
        animate(withDuration: 0.2, options: .toolkit, curve: .easeOut, animations: { self.applyOffset(target) }, completion: { [weak self] finished in
            guard let self, finished else { return }
            self.wheelTarget = nil
            self.scheduleIndicatorFade()
        })
        return true
    }

    private var wheelTarget: Point?

    open override func treeAttributes() -> [(String, JSONValue)] {
        var attributes: [(String, JSONValue)] = [("contentOffset", .point(presentationBounds.origin)),
                                                  ("contentSize", .size(contentSize))]
        if maximumZoomScale > minimumZoomScale { attributes.append(("zoomScale", .number(zoomScale))) }
        return attributes
    }
}
