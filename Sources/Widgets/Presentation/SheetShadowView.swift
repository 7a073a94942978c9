import Render

/// The soft shadow around a sheet's card while it sits undimmed over its presenter, which is what sets a
/// white card off from a white page: gradients from the shadow colour at the card's edges to clear
/// `radius` points out, above the card and beside it (the bottom runs off the screen). Drawn as gradients
/// rather than as a layer shadow's stacked anti-aliased rings so every renderer rasterises it alike: the
/// window shows the same pixels as a headless run. The values are PresentationController's estimates.
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
        let b = bounds, edge = Color.black.withAlpha(opacity), clear = Color.black.withAlpha(0)
        // Along the whole top edge (cut short at the round corners it would end in a visible step), and down
        // each side.
        canvas.fillLinearGradient(Rect(x: b.minX, y: b.minY - radius, width: b.width, height: radius),
                                  from: clear, to: edge, axis: .vertical)
        let sides = Rect(x: 0, y: b.minY, width: radius, height: b.height)
        canvas.fillLinearGradient(sides.offsetBy(dx: b.minX - radius, dy: 0), from: clear, to: edge, axis: .horizontal)
        canvas.fillLinearGradient(sides.offsetBy(dx: b.maxX, dy: 0), from: edge, to: clear, axis: .horizontal)
    }
}
