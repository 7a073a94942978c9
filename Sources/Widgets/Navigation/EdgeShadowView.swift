import Render

/// The soft shadow the top page casts on the page beneath during a push or pop: a 9 pt horizontal
/// gradient just left of the page's edge, darkest at the edge (UIKit's `_UIVerticalEdgeShadowView`,
/// `initWithWidth: 9.0` [RE]). It moves with the page and is removed when the transition ends.
@MainActor
final class EdgeShadowView: View {
    /// The shadow's width (reference: Navigation, [RE]).
    static let width = 9.0
    /// Black at this alpha at the page's edge, fading to clear [EST: UIKit draws a stretched image;
    /// Flutter's equivalent starts at 0x04 over a wider band].
    static let edgeAlpha = 0.1

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        identifier = "navigation-shadow"
    }
    /// Required by View. The toolkit makes this part only from its navigation transition, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    override func draw(in canvas: Canvas) {
        canvas.fillLinearGradient(bounds, from: .clear, to: Color.black.withAlpha(Self.edgeAlpha), axis: .horizontal)
    }
}
