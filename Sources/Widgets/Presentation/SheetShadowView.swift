import Render

/// The soft shadow around a sheet's card while it sits undimmed over its presenter, which is what sets a
/// white card off from a white page: the card's rounded outline blurred (`Canvas.fillShadow`, the primitive
/// a layer's shadow uses, drawn alike by every renderer). PresentationController's radius is an estimate
/// of how far out the shadow fades, judged from screenshots; a Gaussian has all but faded three standard
/// deviations out, so σ is a third of it.
final class SheetShadowView: View {
    var radius = PresentationController.shadowRadius { didSet { if radius != oldValue { setNeedsDisplay() } } }
    var opacity = PresentationController.shadowOpacity { didSet { if opacity != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "presentation-shadow"
        isUserInteractionEnabled = false
    }
    /// Required by View. The toolkit makes this part only from its sheet presentation, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    override func draw(in canvas: Canvas) {
        canvas.fillShadow(.roundedRect(bounds, radius: cornerRadius), sigma: radius / 3, color: Color.black.withAlpha(opacity))
    }
}
