import Render

/// The large title below a navigation bar (UIKit's `_UINavigationBarLargeTitleView`): the top item's title
/// in 34 pt bold (semibold here), 16 pt from the leading edge, at the bottom of an area 52 pt tall when expanded. The area
/// shrinks as the list scrolls up (the title slides under the bar, clipped by its edge) and grows when the
/// list is pulled down (the title stays at the bottom).
@preconcurrency @MainActor
public final class LargeTitleView: View {
    /// The large title area's height when expanded: UIKit's large-title bar is 96 pt, 44 + 52 [OBS].
    public static let expandedHeight = 52.0
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
        // The title follows the text size up to Extra Large (36 pt), the largest whose line fits the fixed
        // 52 pt area; UIKit grows the area too at larger sizes, which this bar does not do yet.
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.maximumContentSizeCategory = .extraLarge
        addSubview(titleLabel)
    }

    /// The label sits at the bottom of the area, 8 pt above it; collapsing moves it up with the content.
    public override func layoutSubviews() {
        let height = titleLabel.sizeThatFits(Size(width: Double.infinity, height: Double.infinity)).height
        let x = Self.leadingMargin + leadingInset
        titleLabel.frame = Rect(x: x, y: bounds.height - 8 - height, width: max(0, bounds.width - x - Self.leadingMargin),
                                height: height)
    }
}
