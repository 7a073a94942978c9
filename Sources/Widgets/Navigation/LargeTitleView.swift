import Render

/// The large title below a navigation bar (UIKit's `_UINavigationBarLargeTitleView`): the top item's title
/// in 34 pt bold (semibold here) at the Large text size, 16 pt from the leading edge, at the bottom of an area 52 pt
/// tall when expanded (both follow the text size). The area
/// shrinks as the list scrolls up (the title slides under the bar, clipped by its edge) and grows when the
/// list is pulled down (the title stays at the bottom).
@preconcurrency @MainActor
public final class LargeTitleView: View {
    /// The large title area's height when expanded at the Large text size: UIKit's large-title bar is
    /// 96 pt, 44 + 52 [OBS].
    public static let expandedHeight = 52.0

    /// The expanded height at `category`: UIKit's large title is the `.largeTitle` text style and its area
    /// grows and shrinks with the title's line, keeping the 52 − 41 = 11 pt the Large line leaves
    /// (the title's leading, docs/reference/appearance.md § Dynamic Type: 41 pt at Large, 70 pt at AX5, so
    /// 81 pt there; 38 pt at Extra Small, 49 pt). The bar above keeps its 44 pt and its 17 pt inline title.
    public static func expandedHeight(for category: ContentSizeCategory) -> Double {
        let style = Font.TextStyle.largeTitle
        return expandedHeight + style.metrics(for: category).leading - style.metrics(for: .large).leading
    }
    /// 34 pt (UIFont.TextStyle.largeTitle, [DOC] HIG typography); UIKit's bar makes it bold, the heaviest
    /// face bundled here is semibold (`Font.largeTitle`).
    public static let font = Font.largeTitle
    /// The title's leading margin (the bar's 16 pt layout margin on iPhone).
    public static let leadingMargin = 16.0

    public let titleLabel = Label(text: "", font: LargeTitleView.font)
    var leadingInset = 0.0 { didSet { if leadingInset != oldValue { setNeedsLayout() } } }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "large-title"
        clipsToBounds = true
        isUserInteractionEnabled = false
        titleLabel.identifier = "large-title-label"
        // The title follows the text size at every size, accessibility sizes included (60 pt at AX5), as
        // UIKit's does; the navigation controller grows the area with it (`expandedHeight(for:)`).
        titleLabel.adjustsFontForContentSizeCategory = true
        addSubview(titleLabel)
    }
    /// Required by View. The toolkit makes this part only from its navigation bar, never from an archive,
    /// so there is nothing to start from and it fails.
    public required init?(coder: NSCoder) { nil }

    /// The label sits at the bottom of the area, 8 pt above it; collapsing moves it up with the content.
    public override func layoutSubviews() {
        let height = titleLabel.sizeThatFits(Size(width: Double.infinity, height: Double.infinity)).height
        let x = Self.leadingMargin + leadingInset
        titleLabel.frame = Rect(x: x, y: bounds.height - 8 - height, width: max(0, bounds.width - x - Self.leadingMargin),
                                height: height)
    }
}
