import Render

/// The toolkit's UIView. As in UIKit, `center` and `bounds` are stored, `frame` derives from them and the
/// transform, and `bounds.origin` shifts the children. Frame, bounds, center, alpha, background and transform
/// animate inside an `animate` block; getters return model values, drawing and the tree presentation values.
@preconcurrency @MainActor
open class View: Responder {
    let centerProperty = AnimatedProperty(Point.zero)
    let boundsProperty = AnimatedProperty(Rect.zero)
    let alphaProperty = AnimatedProperty(1.0)
    let transformProperty = AnimatedProperty(Transform.identity)
    let backgroundProperty = AnimatedProperty(Color.clear); var backgroundIsSet = false

    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    /// The window this view is shown in, if any; set when it joins or leaves a window's tree.
    public private(set) weak var window: Window?
    /// The view controller whose root view this is (UIKit's next responder), for the tree JSON.
    public internal(set) weak var owningController: ViewController?

    /// A stable name for scripts, tests and the tree JSON (`#identifier` in scenario scripts).
    public var identifier: String?
    /// UIView.tag: an integer the app picks to find this view again with `viewWithTag(_:)`; 0 by default, as UIKit's.
    public var tag = 0
    public var autoresizingMask: AutoresizingMask = [], autoresizesSubviews = true  // springs and struts: View+Autoresizing
    /// UIKit's accessibility properties as set on this view (View+Accessibility reads them with the control's defaults).
    var accessibilityStorage = AccessibilityStorage()
    public var isUserInteractionEnabled = true
    public var isOpaque = true  // UIView.isOpaque: a compositing hint in UIKit; drawing here never depends on it
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    public var cornerRadius = 0.0 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }
    /// The corners `cornerRadius` rounds when the view clips its children (CALayer.maskedCorners).
    public var maskedCorners = RectCorners.all { didSet { if maskedCorners != oldValue { setNeedsDisplay() } } }
    /// A clip in the superview's coordinates around this view's drawing, fixed while the view moves (ViewClip).
    var clipInSuperview: ViewClip? { didSet { if clipInSuperview != oldValue { setNeedsDisplay() } } }
    /// Recognisers attached, in the order added; nil until the first (`gestureRecognizers` reads it).
    var attachedGestureRecognizers: [GestureRecognizer]?
    var interactionStorage: [AnyObject] = []  // UIView.interactions (Menus/ContextMenuInteraction.swift)

    var needsLayout = true
    /// True while this view's own layout runs (solved frames applied, then `layoutSubviews`).
    var isLayingOutSubviews = false
    /// Constraints, guides and solver variables, once the view meets Auto Layout (see View+Anchors).
    var autoLayoutState: AutoLayoutState?
    var layerStorage: Layer?  // the view's layer, made the first time `layer` is read (see View+Layer)
    var derivedSafeAreaInsets = EdgeInsets.zero  // the cached `safeAreaInsets` (see `updateSafeAreaInsets`)
    /// The window's insets, on the window's root view only.
    var rootSafeAreaInsets: EdgeInsets?
    var backingStore = BackingStoreState()
    /// The tint set on this view itself; nil inherits the superview's (View+TintColor).
    var tintColorStorage: Color?
    var interfaceStyleOverride = UserInterfaceStyle.unspecified  // overrideUserInterfaceStyle (View+InterfaceStyle)
    open var contentMode = ContentMode.scaleToFill  // UIView.contentMode: why only stored here, ContentMode.swift

    public init(frame: Rect) {   // UIView's designated initializers are this and `init?(coder:)`
        super.init()
        start(frame: frame)
    }
    /// UIView's archive initializer, required as UIKit's is (UIView adopts NSCoding), so a subclass that
    /// declares a designated initializer provides it and may call `super.init(coder:)`. Nothing is archived
    /// here, so the view starts as `init(frame: .zero)` does and never fails.
    public required init?(coder: NSCoder) {
        super.init()
        start(frame: .zero)
    }
    private func start(frame: Rect) {
        centerProperty.set(frame.center, engine: nil)
        boundsProperty.set(Rect(size: frame.size), engine: nil)
        observePresentationChanges()
    }
    /// Convenience, as NSObject's `init()` is on UIView: a subclass's own `init()` takes no `override`.
    public override convenience init() { self.init(frame: .zero) }

    var engine: AnimationEngine? { window?.engine }

    open override var next: Responder? { nextInViewTree }

    // MARK: Geometry

    public var center: Point {
        get { centerProperty.model }
        set { if centerProperty.set(newValue, engine: engine) { geometryChanged(resized: nil, contents: false) } }
    }

    public var bounds: Rect {
        get { boundsProperty.model }
        set {
            let oldSize = boundsProperty.model.size
            if boundsProperty.set(newValue, engine: engine) { geometryChanged(resized: oldSize, contents: true) }
        }
    }

    /// The bounding box of the bounds after the transform, around `center`, in the superview's coordinates.
    /// Set on a scaled view, it sets `bounds.size` to the frame's size over the scale and `center` to the
    /// frame's centre less the translation, so it reads back the same (iOS does; UIKit's documentation calls
    /// it "undefined"). Turned, it is the turned bounds' bounding box; setting it only centres that box.
    public var frame: Rect {
        get {
            guard !transform.isIdentity || layerStorage != nil else { return Self.frame(center: center, size: bounds.size) }
            return modelTransformToSuperview.apply(to: bounds)
        }
        set { setGeometry(frame: newValue, transform: transform) }
    }

    /// Sets `center` and `bounds.size` from `rect` as if there were no transform: the slot a container
    /// gives a view it is also moving with a transform (a page sliding in, a title sliding over), which
    /// UIKit containers place with `bounds` and `center`.
    func setFrameIgnoringTransform(_ rect: Rect) {
        setGeometry(frame: rect, transform: .identity)
    }

    /// The centre and size that make `rect` the bounding box of the bounds under `t`, about the layer's
    /// anchor point (the centre unless `layer.anchorPoint` moved it).
    private func setGeometry(frame rect: Rect, transform t: Transform) {
        let a = anchorPoint
        if !t.isAxisAligned {
            // Where the turned box lies around a centre at 0, then moved so that it is centred in `rect`.
            let box = Self.transformToSuperview(bounds: bounds, center: .zero, transform: t, anchor: a).apply(to: bounds)
            return setGeometry(center: Point(x: rect.midX - box.midX, y: rect.midY - box.midY), size: bounds.size)
        }
        let sx = t.scaleX == 0 ? 1 : t.scaleX, sy = t.scaleY == 0 ? 1 : t.scaleY
        let size = Size(width: rect.width / abs(sx), height: rect.height / abs(sy))
        let cx = rect.minX - t.translation.x + (sx > 0 ? sx * a.x : -sx * (1 - a.x)) * size.width
        let cy = rect.minY - t.translation.y + (sy > 0 ? sy * a.y : -sy * (1 - a.y)) * size.height
        setGeometry(center: Point(x: cx, y: cy), size: size)
    }

    private func setGeometry(center newCenter: Point, size: Size) {
        // Both parts change before anything hears of it, so no callback sees half a frame.
        let newBounds = Rect(origin: bounds.origin, size: size)
        let oldSize = boundsProperty.model.size
        let moved = centerProperty.set(newCenter, engine: engine)
        let sized = boundsProperty.set(newBounds, engine: engine)
        if moved || sized { geometryChanged(resized: oldSize, contents: sized) }
    }

    public var transform: Transform {
        get { transformProperty.model }
        set { if transformProperty.set(newValue, engine: engine) { compositingChanged() } }
    }

    public var alpha: Double {
        get { alphaProperty.model }
        set { if alphaProperty.set(min(1, max(0, newValue)), engine: engine) { compositingChanged() } }
    }

    /// nil, the default, draws no background (UIView.backgroundColor is `UIColor?`; `.clear` reads back as
    /// `.clear`, nil as nil). Open, so a subclass may observe it with `override var … { didSet }`.
    open var backgroundColor: Color? {
        get { backgroundIsSet ? backgroundProperty.model : nil }
        set { backgroundIsSet = newValue != nil; if backgroundProperty.set(newValue ?? .clear, engine: engine) { setNeedsDisplay() } }
    }

    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            superview?.arrangedSubviewVisibilityChanged(self)
            compositingChanged()
        }
    }

    /// `contents`: the bounds changed, so what the view draws moved (a scroll) or was resized; a move of
    /// `center` alone leaves its backing store as it is.
    private func geometryChanged(resized oldSize: Size?, contents: Bool) {
        if let oldSize, oldSize != bounds.size {
            autoresizeSubviews(from: oldSize)
            setNeedsLayout()
            // UIKit lays out the superview again when a subview changes size, unless the superview is the
            // one laying it out right now (its layoutSubviews set that size).
            if let superview, !superview.isLayingOutSubviews { superview.setNeedsLayout() }
        }
        if let engine = autoLayoutState?.engine, translatesAutoresizingMaskIntoConstraints {
            engine.inputsChanged(self, rebuild: false)
        }
        // The subviews measure their overlap in this view's bounds, which may have moved or resized even
        // when this view's own insets did not change.
        updateSafeAreaInsets(geometryChanged: true)
        compositingChanged()
        if contents { invalidateContents(keepingChildren: true) }
    }

    /// Called on a superview when a subview's `isHidden` changes; stack views relayout.
    open func arrangedSubviewVisibilityChanged(_ subview: View) {}

    /// Called on a superview when a subview starts or stops translating its autoresizing mask; a stack
    /// view switches to arranging with constraints.
    open func subviewTranslatesAutoresizingMaskChanged(_ subview: View) {}

    // MARK: Margins and safe area

    /// Space the content keeps from the edges (UIKit's default 8 pt on every side). A change calls
    /// `layoutMarginsDidChange()` here and in the subviews that preserve their superview's margins.
    public var layoutMargins = EdgeInsets(all: 8) {
        didSet { layoutMarginsWereSet = true; if layoutMargins != oldValue { marginsChanged() } }
    }
    /// Whether the app set `layoutMargins`; until it does, a controller's root view keeps UIKit's system margins.
    var layoutMarginsWereSet = false
    /// Whether the effective margins are measured from the safe area (UIView.insetsLayoutMarginsFromSafeArea).
    public var insetsLayoutMarginsFromSafeArea = true { didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginsChanged() } } }

    /// Whether this view's effective margins are at least its superview's, where it reaches the
    /// superview's edges (UIView.preservesSuperviewLayoutMargins, default false).
    public var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { marginsChanged() } }
    }

    open func layoutMarginsDidChange() {}

    open func safeAreaInsetsDidChange() {}

    /// The safe area (and the bounds it applies to) subviews measure their overlap with. A scroll view passes
    /// on only the horizontal part: its `adjustedContentInset` keeps the vertical one (no re-layout per scroll).
    open var safeAreaRegionForSubviews: (insets: EdgeInsets, bounds: Rect) { (safeAreaInsets, bounds) }

    // MARK: Hierarchy

    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    public func insertSubview(_ view: View, at index: Int) {
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(index, subviews.count))
            layerStorage?.placeSubviewLayer(view)
            setNeedsDisplay()
            return
        }
        // UIKit's order: willMove(toSuperview:), willMove(toWindow:), didMoveToWindow(),
        // didMoveToSuperview(), then the superview's didAddSubview(_:). A view taken from another superview
        // hears of the move once, with its new superview.
        let tintBefore: Color = view.tintColor
        view.willMove(toSuperview: self)
        view.detachFromSuperview(into: window)
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        layerStorage?.placeSubviewLayer(view)
        view.moveToWindow(window)
        view.subtreeDidMove(from: nil)
        view.updateSafeAreaInsets()
        view.inheritedTintMoved(from: tintBefore)
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        setNeedsDisplay()
    }

    public func bringSubviewToFront(_ view: View) {   // already in front, no code layer above: nothing to do
        guard subviews.last !== view || layerStorage?.hasCodeLayers == true,
              let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.append(view)
        layerStorage?.placeSubviewLayer(view)
        setNeedsDisplay()
    }

    public func sendSubviewToBack(_ view: View) {
        guard subviews.first !== view || layerStorage?.hasCodeLayers == true,
              let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
        layerStorage?.placeSubviewLayer(view, atBack: true)
        setNeedsDisplay()
    }

    /// UIKit's order: the superview's willRemoveSubview(_:), willMove(toSuperview: nil),
    /// willMove(toWindow: nil), didMoveToWindow(), didMoveToSuperview().
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let tintBefore: Color = tintColor
        willMove(toSuperview: nil)
        detachFromSuperview(into: nil)
        inheritedTintMoved(from: tintBefore)
        didMoveToSuperview()
    }

    /// Takes the view out of its superview without the superview callbacks of the view itself, which
    /// `removeFromSuperview` and `insertSubview` send around it; `destination` is the window the view ends
    /// up in, so a move within one window sends no window callbacks.
    private func detachFromSuperview(into destination: Window?) {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let oldEngine = existingLayoutEngine
        parent.subviews.removeAll { $0 === self }
        superview = nil
        moveToWindow(destination)
        subtreeDidMove(from: oldEngine)
        updateSafeAreaInsets()
        parent.setNeedsLayout()
        parent.setNeedsDisplay()
    }

    open func didAddSubview(_ subview: View) {}
    open func willRemoveSubview(_ subview: View) {}
    /// Called after the view joined or left a window (UIView.didMoveToWindow).
    open func didMoveToWindow() {}
    /// The traits this view lays out for changed (UIView.traitCollectionDidChange); see View+Traits.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The tint this view draws with changed: set on it, on an ancestor it inherits from, or by a move to
    /// a superview with another tint (UIView.tintColorDidChange; View+TintColor).
    open func tintColorDidChange() {}

    /// About to join or leave a superview (nil: leaving). Called before the window changes.
    open func willMove(toSuperview newSuperview: View?) {}
    /// Joined or left a superview, after the window callbacks.
    open func didMoveToSuperview() {}
    /// Non-view objects shown here (a bar item) that an `AppearanceSource` styles as this view enters a window.
    package var appearanceItems: [AnyObject] { [] }
    /// About to join or leave a window (nil: leaving), for this view and each view in its subtree.
    open func willMove(toWindow newWindow: Window?) {}

    func moveToWindow(_ newWindow: Window?) {
        guard window !== newWindow else { return }
        willMoveSubtree(toWindow: newWindow)
        applyWindow(newWindow)
    }

    private func willMoveSubtree(toWindow newWindow: Window?) {
        willMove(toWindow: newWindow)
        for child in subviews where child.window !== newWindow { child.willMoveSubtree(toWindow: newWindow) }
    }

    private func applyWindow(_ newWindow: Window?) {
        guard window !== newWindow else { return }
        if newWindow == nil { window?.viewWillLeave(self) }
        window = newWindow
        if let source = newWindow?.applicationResponder as? AppearanceSource { source.applyAppearance(to: self) }
        for child in subviews { child.applyWindow(newWindow) }
        if newWindow != nil { setNeedsLayout(); layerStorage?.hostDidMoveToWindow() }
        didMoveToWindow()
    }

    // MARK: Override points

    /// Re-sizes this view's text-style fonts for `category` (by default its traits'), if it adjusts them;
    /// labels, buttons and text inputs override it (`adjustsFontForContentSizeCategory`).
    func adjustFontForContentSizeCategory(_ category: ContentSizeCategory? = nil) {}

    /// Positions subviews; called by the layout pass when the view was marked (`setNeedsLayout`) or resized.
    /// The default runs `layoutHandler`, so a plain view can be laid out without a subclass.
    open func layoutSubviews() { layoutHandler?(self) }

    /// Layout code for a plain view (see `layoutSubviews`).
    public var layoutHandler: ((View) -> Void)? { didSet { setNeedsLayout() } }
    public func setLayoutHandler(_ handler: @escaping (View) -> Void) { layoutHandler = handler }

    /// The size the view would like within `size` (UIView.sizeThatFits). The default returns the intrinsic
    /// content size where there is one, the current size otherwise.
    open func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(width: intrinsic.width < 0 ? bounds.width : intrinsic.width, height: intrinsic.height < 0 ? bounds.height : intrinsic.height)
    }
    /// The natural size of the content; -1 in a dimension means none (UIView.noIntrinsicMetric).
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    public static let noIntrinsicMetric = -1.0
    /// Where a baseline anchor sits, as `top + heightFraction × height + constant`. A view without text
    /// puts both baselines at its bottom edge, as UIKit aligns views that have none; a label at its text's.
    open func baselineOffset(first: Bool) -> (heightFraction: Double, constant: Double) { (1, 0) }

    /// Draws the view's own content in its bounds coordinates; the background and children are drawn
    /// around it by the renderer. By default it runs `draw(_:)` with `canvas` as the current drawing context.
    open func draw(in canvas: Canvas) { ViewDrawingContext.drawing(into: canvas, size: bounds.size) { draw(bounds) } }
    /// UIView.draw(_:): an override draws the view's content into the current context (UIKit's
    /// UIGraphicsGetCurrentContext) with UIKit's drawing calls; `rect` is the bounds.
    open func draw(_ rect: Rect) {}

    /// Draws above the subviews (separators, scroll indicators), still inside the view's clip.
    open func drawOverlay(in canvas: Canvas) {}
    /// The part of the bounds `draw(in:)` is sure to paint opaquely, for the occlusion map (View+Occlusion);
    /// nil by default. An image view showing an opaque photo overrides it, so what lies under the photo
    /// (the collection's background behind a grid of photos) is not filled only to be painted over.
    func opaqueContentRect() -> Rect? { nil }
    /// Whether this view conforms to VibrancyProviding, found once (View+Vibrancy).
    var providesVibrancyCache: Bool?
    /// UIView.point(inside:with:): override to enlarge a small target or to let touches through (false).
    open func point(inside point: Point, with event: Event?) -> Bool { bounds.contains(point) }
    /// The deepest view that takes a touch at `point` (UIView.hitTest(_:with:)); see `defaultHitTest`.
    open func hitTest(_ point: Point, with event: Event?) -> View? { defaultHitTest(point, with: event) }

    // MARK: Touches (the view the touch began in receives them, unless a gesture cancelled them)
    /// UIView.gestureRecognizerShouldBegin(_:): whether a recogniser may recognise a touch that began in this view (true; Control).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    // UIResponder's set forms reach a view's one-touch forms, and a view that does not handle a touch passes
    // it up to its superview's set form, as UIResponder does: a table sees the touches on its cells' labels.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { for t in touches { touchesBegan(t) } }
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { for t in touches { touchesMoved(t) } }
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { for t in touches { touchesEnded(t) } }
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { for t in touches { touchesCancelled(t) } }
    open func touchesBegan(_ touch: Touch) { superview?.touchesBegan([touch], with: touch.event) }
    open func touchesMoved(_ touch: Touch) { superview?.touchesMoved([touch], with: touch.event) }
    open func touchesEnded(_ touch: Touch) { superview?.touchesEnded([touch], with: touch.event) }
    open func touchesCancelled(_ touch: Touch) { superview?.touchesCancelled([touch], with: touch.event) }

    /// A mouse-wheel scroll over this view, in points; true when handled (scroll views do), false to pass it up.
    open func handleWheel(dx: Double, dy: Double) -> Bool { false }
    /// The same with the pointer's place in bounds (a picker turns the wheel under it); calls `handleWheel(dx:dy:)`.
    open func handleWheel(dx: Double, dy: Double, at point: Point) -> Bool { handleWheel(dx: dx, dy: dy) }

    /// Extra keys for the tree JSON (labels add "text", tables "indexPath", …). Override and call super.
    open func treeAttributes() -> [(String, JSONValue)] { [] }
}
