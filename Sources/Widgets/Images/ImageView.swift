import Render

/// A view that shows one picture (UIImageView): laid out by `contentMode`, sized by its image
/// (`intrinsicContentSize` is the image's size in points, as UIImageView's is), templates filled with
/// `tintColor`, and `highlightedImage` shown while `isHighlighted` (a table cell highlights its image view
/// with the row). UIImageView does not take touches (`isUserInteractionEnabled` is false by default).
open class ImageView: View {
    public var image: Picture? { didSet { if image != oldValue { imageDidChange() } } }
    public var highlightedImage: Picture? { didSet { if highlightedImage != oldValue, isHighlighted { imageDidChange() } } }
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { imageDidChange() } } }
    /// UIView's default, `.scaleToFill`, which UIImageView keeps; here it places the image, so it redraws.
    open override var contentMode: ContentMode { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    /// Templates are filled with `tintColor`, inherited from the superview as in UIKit (View+TintColor).
    open override func tintColorDidChange() { setNeedsDisplay() }

    /// Hides the view while it has no image, as a table cell's `imageView` appears only once given one
    /// (UITableViewCell reserves no room for an image view without an image).
    public var hidesWhenEmpty = false
    /// Called after the shown image changes: the container that lays this view out relayouts (a table
    /// cell moves its labels when its image view appears).
    public var imageChangeHandler: (() -> Void)?
    /// Frames shown in turn while animating (UIImageView.animationImages; ImageView+Animation).
    public var animationImages: [Picture]?
    /// One pass over the frames, in seconds (UIImageView.animationDuration); 0 is 1/30 s a frame.
    public var animationDuration = 0.0
    /// How many passes, 0 for no end (UIImageView.animationRepeatCount).
    public var animationRepeatCount = 0
    /// The running animation: its display link, its start on the window's clock and the frame shown.
    var animationState: ImageAnimationState?

    public init(image: Picture? = nil, highlightedImage: Picture? = nil) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives: no image.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        animationWindowChanged()
    }

    /// A new superview may put the view under a vibrancy effect, which draws the picture in the effect's
    /// colour: what it hides (`opaqueContentRect`) is worked out again.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        setNeedsDisplay()
    }

    /// The picture drawn now: the highlighted one while highlighted, when there is one.
    public var shownImage: Picture? {
        if let frame = animationFrame { return frame }
        return isHighlighted ? (highlightedImage ?? image) : image
    }

    open override var intrinsicContentSize: Size {
        guard let size = shownImage?.size else {
            return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return size
    }

    open override func sizeThatFits(_ size: Size) -> Size { shownImage?.size ?? .zero }

    /// Where the image lands in the bounds, by `contentMode`. An `if let`, not `Optional.map`: a closure
    /// formed on the main actor checked its executor on every call (a third of this getter in a scroll's
    /// profile, callgrind).
    public var imageRect: Rect? {
        guard let picture = shownImage else { return nil }
        return contentMode.rect(for: picture.size, in: bounds)
    }

    open override func draw(in canvas: Canvas) {
        // The rectangle from the picture already read (`imageRect` would read `shownImage` again).
        guard let picture = shownImage else { return }
        let rect = contentMode.rect(for: picture.size, in: bounds)
        // Under a vibrancy effect only the image's alpha is drawn, in the effect's colour (UIKit's vibrancy
        // keeps the content's shape, not its colours). Only a symbol is drawn from the window's image store
        // (at the screen's scale, `Picture.draw`); a photo skips the store's lookup, which cost thousands of
        // instructions per image drawn in a scroll's profile (callgrind).
        let store = picture.symbol != nil ? window?.images : nil
        let scale = store != nil ? window?.traitCollection.displayScale ?? 0 : 0
        if let vibrant = vibrancyColor {
            return picture.withTintColor(vibrant).draw(in: rect, viewTint: vibrant, canvas: canvas, store: store,
                                                       displayScale: scale)
        }
        // The inherited tint walks up the superviews; only a template picture reads it (Picture.tint(in:)).
        let viewTint: Color = picture.isTemplate ? tintColor : View.defaultTintColor
        picture.draw(in: rect, viewTint: viewTint, canvas: canvas, store: store, displayScale: scale)
    }

    /// An opaque photo drawn whole in its own colours covers its rectangle (clipped to the bounds when the
    /// view clips): the occlusion map then skips painting what lies under it. Templates, tinted, symbol,
    /// resizable and vibrant pictures, and any with a transparent pixel, cover nothing for sure.
    override func opaqueContentRect() -> Rect? {
        guard let picture = shownImage, picture.bitmap.isOpaque, picture.tint(in: .black) == nil,
              picture.symbol == nil, picture.capInsets == nil, vibrancyColor == nil else { return nil }
        let rect = contentMode.rect(for: picture.size, in: bounds)
        return clipsToBounds ? rect.intersection(bounds) : rect
    }

    private func imageDidChange() {
        imageAnimationSourceChanged()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
        if hidesWhenEmpty { isHidden = shownImage == nil }
        imageChangeHandler?()
    }
}
