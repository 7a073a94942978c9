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

    public override func draw(in canvas: Canvas) {
        canvas.fillHairline(bounds, color: color)
    }
}
