import Render

/// A view that is a one-device-pixel line (a split view's divider): drawn with `Canvas.fillHairline`,
/// so at 100 % zoom, or at a column edge that falls between pixels, it is still one whole pixel rather
/// than a background that rounds to nothing. It runs along its longer side.
@preconcurrency @MainActor
public final class HairlineView: View {
    public var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }

    public init(color: Color) {
        self.color = color
        super.init(frame: .zero)
    }
    /// Required by View: nothing is decoded, so it draws in the separator colour every rule here uses.
    public required init?(coder: NSCoder) {
        color = .separator
        super.init(coder: coder)
    }

    public override func draw(in canvas: Canvas) {
        canvas.fillHairline(bounds, color: color)
    }
}
