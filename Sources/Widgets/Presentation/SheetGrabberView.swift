import Render

/// The sheet's grabber (UIKit's `_UIGrabber`, shown by `prefersGrabberVisible`): a capsule centred at the
/// card's top. Measured values, iOS 15/16 screenshots at 3x [OBS/EST]: 36×5 pt, its top 5 pt below the
/// card's top, fully rounded; its colour reads as the label colour at about 30% (the grey of
/// `tertiaryLabel`, (60, 60, 67) at 0.3 light and (235, 235, 245) at 0.3 dark), which is what this draws.
/// It takes no touches: the card's drag takes a press on it like anywhere else on the card.
@MainActor
final class SheetGrabberView: View {
    static let size = Size(width: 36, height: 5)
    static let topInset = 5.0
    static let color = Color.tertiaryLabel

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "sheet-grabber"
        isUserInteractionEnabled = false
        isHidden = true
        backgroundColor = Self.color
        cornerRadius = Self.size.height / 2
    }
    /// Required by View. The toolkit makes this part only from its sheet presentation, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }
}
