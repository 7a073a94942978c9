import Render

/// The buttons behind a swiped row, filling the gap the row leaves: their widths share the revealed width
/// in proportion to their natural widths, and past the natural total the first action (nearest the edge)
/// takes the extra, as UIKit's do on a full swipe.
@MainActor
final class SwipeActionsView: View {
    /// A button's natural width: its title plus 15 pt either side, at least 74 pt [EST, UIKit's buttons
    /// measured on iOS 13 screenshots].
    static let horizontalPadding = 15.0
    static let minimumButtonWidth = 74.0
    static let titleFont = Font(size: 15, weight: .medium)

    let configuration: SwipeActionsConfiguration
    let trailing: Bool
    private(set) var buttons: [SwipeActionButton] = []
    var onTap: ((Int) -> Void)?

    init(configuration: SwipeActionsConfiguration, trailing: Bool) {
        self.configuration = configuration
        self.trailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        identifier = trailing ? "swipe-actions-trailing" : "swipe-actions-leading"
        for (i, action) in configuration.actions.enumerated() {
            let b = SwipeActionButton(title: action.title ?? "", font: Self.titleFont, trailing: trailing)
            b.tintColor = .white
            b.backgroundColor = action.backgroundColor
            if let image = action.image {
                b.image = image
                b.imagePlacement = .top
                b.imagePadding = Self.imageTitleGap
            }
            b.identifier = action.identifier
            b.onTap = { [weak self] in self?.onTap?(i) }
            buttons.append(b)
            addSubview(b)
        }
    }
    /// Required by View. The toolkit makes this part only from its swipe actions, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    /// The natural widths, first action first.
    func naturalWidths(measurer: TextMeasuring) -> [Double] {
        configuration.actions.map { a in
            max(Self.minimumButtonWidth, measurer.width(of: a.title ?? "", font: Self.titleFont) + 2 * Self.horizontalPadding)
        }
    }

    /// Lays the buttons out across `bounds`; the first action sits at the outer edge (right for trailing).
    /// A button narrower than its natural width clips its title rather than truncating it (SwipeActionButton).
    func layoutButtons(natural: [Double]) {
        let total = natural.reduce(0, +)
        let width = bounds.width
        var widths: [Double]
        if width <= total || total <= 0 {
            widths = natural.map { total > 0 ? $0 * width / total : 0 }
        } else {
            widths = natural
            widths[0] += width - total
        }
        // Trailing: first action rightmost; leading: first action leftmost.
        var x = trailing ? width : 0
        for (i, b) in buttons.enumerated() {
            let w = widths[i]
            if trailing { x -= w }
            b.naturalWidth = natural.indices.contains(i) ? natural[i] : 0
            b.frame = Rect(x: x, y: 0, width: w, height: bounds.height)
            if !trailing { x += w }
        }
    }
}
