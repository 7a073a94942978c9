import Render

/// What Core Animation's CALayer is to a UIView: every view has one (`View.layer`), which forwards its
/// geometry, opacity, background, corner radius and `masksToBounds` to the view, and adds what a view
/// lacks: a border, a shadow, an anchor point, a z position and sublayers of its own (`ShapeLayer`,
/// `GradientLayer`). A sublayer made by code keeps its own values and animates implicitly (0.25 s on the
/// default curve) when a property changes outside an animation block, as a standalone CALayer does; a
/// view's own layer never does ("UIView disables implicit animations for its layer").
@preconcurrency @MainActor
open class Layer {
    /// How a rounded corner bends (CALayerCornerCurve). Handheld draws both as circular arcs.
    public enum CornerCurve: Sendable { case circular, continuous }

    /// The view this layer backs; nil for a layer made by code.
    public internal(set) weak var view: View?
    /// The layer this one is a sublayer of: a view's layer is its superview's layer's sublayer, as under
    /// UIKit (see Layer+Tree).
    public var superlayer: Layer? { view.map { $0.superview?.layer } ?? ownSuperlayer }
    weak var ownSuperlayer: Layer?
    /// A layer made by code's bounds origin and transform (a view's layer uses the view's; Layer+Transform).
    var ownBoundsOrigin = Point.zero
    var ownTransform: Transform {
        get { ownTransformProperty.model }
        set { ownTransformProperty.set(newValue, engine: nil) }
    }
    let ownTransformProperty = AnimatedProperty(Transform.identity)
    /// CALayer.contentsScale as the app set it; nil until set, when the UIKit module gives UIKit's default.
    public var assignedContentsScale: Double?
    /// Scalar properties an explicit animation shows instead of the model's (Layer+ExplicitAnimation).
    var explicitScalars: [LayerKeyPath: Double] = [:]
    /// The layer's explicit animations (the UIKit module's CAAnimation player), if any were added.
    package var animationStore: (any LayerAnimationStore)?
    /// The mask layer, and the view that owns it when a view was set as the mask (Layer+Mask).
    var maskStorage: Layer?
    var maskViewStorage: View?
    /// The sublayers back to front, subview layers and layers added by code together (Layer+Tree).
    var entries: [SublayerEntry] = [] { didSet { hasCodeLayers = entries.contains { if case .layer = $0 { true } else { false } } } }
    /// Whether any entry is a layer added by code, kept as `entries` change so that drawing, which asks
    /// every frame for every view with a layer (`hasCodeLayerBelowSubview`), need not walk them.
    private(set) var hasCodeLayers = false

    let frameProperty = AnimatedProperty(Rect.zero)
    let opacityProperty = AnimatedProperty(1.0)
    let backgroundProperty = AnimatedProperty(Color.clear)
    private var ownCornerRadius = 0.0
    private var ownMasksToBounds = false

    public var cornerCurve = CornerCurve.circular { didSet { changed() } }
    public var borderWidth = 0.0 { didSet { if borderWidth != oldValue { changed() } } }
    public var borderColor = Color.black { didSet { if borderColor != oldValue { changed() } } }
    /// CALayer's shadow defaults: black, opacity 0 (no shadow), offset (0, -3), radius 3.
    public var shadowColor = Color.black { didSet { if shadowColor != oldValue { shadowChanged() } } }
    /// CALayer.shadowOpacity is a `Float` (CALayer.h), so `layer.shadowOpacity = Float(x)` compiles as on iOS.
    /// Kept as the Double the Float reads as in decimal (0.15, not 0.15000000596), so drawing and the tree
    /// JSON see the value the app wrote.
    public var shadowOpacity: Float {
        get { Float(shadowOpacityValue) }
        set { shadowOpacityValue = Double("\(newValue)") ?? Double(newValue) }
    }
    var shadowOpacityValue = 0.0 { didSet { if shadowOpacityValue != oldValue { shadowChanged() } } }
    public var shadowOffset = Size(width: 0, height: -3) { didSet { if shadowOffset != oldValue { shadowChanged() } } }
    public var shadowRadius = 3.0 { didSet { if shadowRadius != oldValue { shadowChanged() } } }
    /// The shadow's shape; nil follows the bounds and corner radius.
    public var shadowPath: GraphicsPath? { didSet { if shadowPath != oldValue { shadowChanged() } } }
    /// The point of the bounds, in unit coordinates, that `position` names and transforms turn and scale
    /// about (CALayer.anchorPoint, default the centre). Changing it keeps the position: the layer moves.
    public var anchorPoint = Point(x: 0.5, y: 0.5) {
        didSet {
            guard anchorPoint != oldValue else { return }
            view?.anchorPointChanged()
            // A layer made by code keeps its position too: its frame moves (CALayer).
            if view == nil {
                let f = frameProperty.model
                let p = Point(x: f.minX + oldValue.x * f.width, y: f.minY + oldValue.y * f.height)
                frameProperty.reset(to: Rect(x: p.x - anchorPoint.x * f.width, y: p.y - anchorPoint.y * f.height,
                                             width: f.width, height: f.height))
            }
            changed()
        }
    }
    /// Drawing and hit-testing order among siblings: higher is in front; equal keeps the subview order.
    public var zPosition = 0.0 {
        didSet {
            guard zPosition != oldValue else { return }
            view?.superview?.setNeedsDisplay()
            changed()
        }
    }
    public var isHidden = false { didSet { if isHidden != oldValue { changed() } } }
    /// Whether the layer draws when it faces away (CALayer.isDoubleSided, true by default). Handheld's
    /// transforms are 2D, so "facing away" is a transform that mirrors it on screen (a negative determinant,
    /// which is what a turn past 90° about a vertical or horizontal axis projects to); UIKit's flip
    /// transition turns both views single-sided so each shows on its own half of the turn.
    public var isDoubleSided = true { didSet { if isDoubleSided != oldValue { changed() } } }

    public init() { observePresentationChanges() }

    /// CALayer.init(layer:), which Core Animation calls to make a layer's presentation copy and documents as
    /// undefined for any other use. Handheld makes presentation copies with `presentation()` and never calls
    /// it; it is here so subclasses that override it, as iOS code does, compile. It makes a fresh layer:
    /// `layer`'s properties are not copied.
    public init(layer: Any) { observePresentationChanges() }

    init(view: View) {
        self.view = view
        entries = view.subviews.map { .view(WeakView(view: $0)) }
        observePresentationChanges()
    }

    /// A sublayer's animation ticks change what its host view draws.
    private func observePresentationChanges() {
        frameProperty.presentationDidChange = { [weak self] in self?.changed() }
        backgroundProperty.presentationDidChange = { [weak self] in self?.changed() }
        opacityProperty.presentationDidChange = { [weak self] in self?.changed() }
        ownTransformProperty.presentationDidChange = { [weak self] in self?.changed() }
    }

    // MARK: Geometry and appearance (forwarded to the view for a view's layer)

    /// The bounding box of the bounds under the transform, about the anchor point (CALayer.frame, derived
    /// from `position`, `bounds` and `transform`). Setting it on a layer made by code sets the position and
    /// size as if there were no transform.
    public var frame: Rect {
        get {
            if let view { return view.frame }
            guard !ownTransform.isIdentity else { return frameProperty.model }
            return transformToSuperlayer(frame: frameProperty.model).apply(to: Rect(origin: ownBoundsOrigin, size: frameProperty.model.size))
        }
        set { if let view { view.frame = newValue } else { setAnimatable(frameProperty, newValue) } }
    }

    /// The layer's own coordinates; on a layer made by code, changing the size keeps `position`, so the
    /// frame grows or shrinks about the anchor point (CALayer's rule), and the origin moves the content.
    public var bounds: Rect {
        get { view?.bounds ?? Rect(origin: ownBoundsOrigin, size: frameProperty.model.size) }
        set {
            if let view { return view.bounds = newValue }
            let p = position
            if ownBoundsOrigin != newValue.origin { ownBoundsOrigin = newValue.origin; changed() }
            setAnimatable(frameProperty, Rect(x: p.x - anchorPoint.x * newValue.width, y: p.y - anchorPoint.y * newValue.height,
                                              width: newValue.width, height: newValue.height))
        }
    }

    /// Where the anchor point sits in the superlayer (the view's `center` for a view's layer).
    public var position: Point {
        get {
            if let view { return view.center }
            let f = frameProperty.model
            return Point(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
        }
        set {
            if let view { return view.center = newValue }
            let f = frameProperty.model
            setAnimatable(frameProperty, Rect(x: newValue.x - anchorPoint.x * f.width, y: newValue.y - anchorPoint.y * f.height,
                                              width: f.width, height: f.height))
        }
    }

    /// The view's `alpha` for a view's layer.
    public var opacity: Double {
        get { view?.alpha ?? opacityProperty.model }
        set { if let view { view.alpha = newValue } else { setAnimatable(opacityProperty, min(1, max(0, newValue))) } }
    }

    public var backgroundColor: Color {
        get { view?.backgroundColor ?? backgroundProperty.model }
        set { if let view { view.backgroundColor = newValue } else { setAnimatable(backgroundProperty, newValue) } }
    }

    public var cornerRadius: Double {
        get { view?.cornerRadius ?? ownCornerRadius }
        set {
            if let view { return view.cornerRadius = newValue }
            ownCornerRadius = newValue
            changed()
        }
    }

    /// The view's `clipsToBounds` for a view's layer.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view { return view.clipsToBounds = newValue }
            ownMasksToBounds = newValue
            changed()
        }
    }

    // MARK: Presentation

    /// A copy holding what is on screen this frame, animations included (CALayer.presentation()). It is
    /// detached: changing it changes nothing.
    open func presentation() -> Layer? {
        let copy = Layer()
        copyPresentation(into: copy)
        return copy
    }

    func copyPresentation(into copy: Layer) {
        // First: a standalone layer's anchor point moves its frame, and the frame set below is final.
        copy.anchorPoint = anchorPoint
        if let view {
            // The untransformed frame, bounds origin and transform, so the copy's `bounds` keeps its origin
            // and its `frame` is the on-screen box, as CALayer's presentation layer's are.
            let b = view.presentationBounds, a = view.anchorPoint, c = view.centerProperty.presentation
            copy.frameProperty.reset(to: Rect(x: c.x - a.x * b.width, y: c.y - a.y * b.height, width: b.width, height: b.height))
            copy.ownBoundsOrigin = b.origin
            copy.ownTransform = view.presentationTransform
            copy.opacityProperty.reset(to: view.presentationAlpha)
            copy.backgroundProperty.reset(to: view.presentationBackgroundColor)
        } else {
            copy.ownBoundsOrigin = ownBoundsOrigin
            copy.ownTransform = ownTransformProperty.presentation
            copy.frameProperty.reset(to: frameProperty.presentation)
            copy.opacityProperty.reset(to: opacityProperty.presentation)
            copy.backgroundProperty.reset(to: backgroundProperty.presentation)
        }
        copy.ownCornerRadius = presented(.cornerRadius, cornerRadius)
        copy.ownMasksToBounds = masksToBounds
        copy.borderWidth = presented(.borderWidth, borderWidth)
        copy.borderColor = borderColor
        copy.shadowColor = shadowColor
        copy.shadowOpacityValue = presented(.shadowOpacity, shadowOpacityValue)
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = presented(.shadowRadius, shadowRadius)
        copy.shadowPath = shadowPath
        copy.zPosition = zPosition
        copy.isHidden = isHidden
        copy.isDoubleSided = isDoubleSided
    }

    // MARK: Drawing and animation

    /// The view whose window draws this layer: its own, or its nearest superlayer's.
    var hostView: View? { view ?? superlayer?.hostView }

    /// Bumped with every change to what this layer or a sublayer draws: a code layer's content shadow is
    /// kept for it (Layer+ContentShadow), as a view's is for the view's contents version.
    var contentVersion: UInt64 = 0
    /// The last content shadow's caster, reused while the contents version stays.
    var shadowCasterMemo: ShadowCaster?
    /// Casts the rounded bounds' shadow whatever the content: for a toolkit view whose UIKit counterpart
    /// casts a path's shadow rather than its content's (a context menu's lifted preview, whose shadow follows
    /// UIPreviewParameters.visiblePath, the rounded bounds by default).
    var castsBoundsShadow = false

    /// Asks the host window for a new frame; what this layer and its superlayers draw has changed.
    func changed() {
        var layer: Layer? = self
        while let l = layer {
            l.contentVersion &+= 1
            layer = l.ownSuperlayer
        }
        hostView?.setNeedsDisplay()
    }

    /// A shadow property changed. The shadow lies outside what the layer holds (a view's backing store has
    /// none), so only what composites the layer is stale and its content shadow's blurred alpha stays.
    func shadowChanged() {
        if let view { view.compositingChanged() } else { hostView?.setNeedsDisplay() }
    }

    /// The duration of an implicit animation (CATransaction's default, reference: Animation).
    public static let implicitAnimationDuration = 0.25

    /// Sets an animatable property of a layer made by code: inside an animation block it joins the
    /// block; outside one (and outside `performWithoutAnimation`), in a window, it animates implicitly,
    /// with what CATransaction set for the engine's layers (`layerActions`: disabled actions, duration,
    /// curve, the completion that counts the animations).
    func setAnimatable<Value>(_ property: AnimatedProperty<Value>, _ value: Value) {
        let engine = hostView?.engine
        if let engine, engine.currentTransaction == nil, engine.areAnimationsEnabled, view == nil,
           !engine.layerActions.disablesActions {
            let actions = engine.layerActions
            engine.animate(timing: .curve(actions.curve ?? .systemDefault, duration: actions.duration ?? Self.implicitAnimationDuration),
                           animations: { property.set(value, engine: engine) }, completion: actions.observer?())
        } else {
            property.set(value, engine: engine)
        }
        changed()
    }

    /// Draws this layer's own content in its bounds coordinates (a shape, a gradient); the background,
    /// sublayers and border are drawn around it.
    open func drawContent(in canvas: Canvas, bounds: Rect) {}

    /// Where `drawContent` draws, for the content shadow: the bounds, unless a subclass draws beyond them.
    func contentExtent(bounds: Rect) -> Rect { bounds }
}
