import Render

/// One swipe action's button. While the row is only part way open the button is narrower than its title
/// needs; UIKit then clips the button, never the title: the title keeps the layout it has at the button's
/// natural (fully open) width, pinned to the button's inner edge (the one beside the row, which it follows
/// as the row slides), and the button's bounds cut off what is not yet revealed. A plain button would
/// truncate it instead ("Archi…" while dragging). At or past its natural width the button is an ordinary
/// button, its title centred.
@MainActor
final class SwipeActionButton: Button {
    /// The width at which the whole title shows, set by `SwipeActionsView.layoutButtons`.
    var naturalWidth = 0.0 { didSet { if naturalWidth != oldValue { setNeedsLayout() } } }
    /// Whether the button is behind a trailing swipe (its inner edge is its left); a leading swipe's inner
    /// edge is its right.
    let isTrailing: Bool

    init(title: String, font: Font, trailing: Bool) {
        isTrailing = trailing
        super.init(frame: .zero)
        self.title = title
        titleLabel.font = font
        clipsToBounds = true
    }
    /// Required by View. The toolkit makes this part only from its swipe action, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        guard naturalWidth > bounds.width else { return super.layoutSubviews() }
        let x = isTrailing ? 0 : bounds.width - naturalWidth
        titleLabel.frame = Rect(x: x, y: 0, width: naturalWidth, height: bounds.height).inset(by: contentInsets)
    }
}
