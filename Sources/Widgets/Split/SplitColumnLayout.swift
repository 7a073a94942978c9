import Render

/// Where the columns of a split view go (reference: Split view): expanded, the primary column is 320 pt
/// wide but at most 40 % of the width, at the left; a one-pixel divider follows and the secondary fills
/// the rest (UIKit's iPad landscape detail is 1024 − 320 − 0.5 = 703.5 pt wide at 2×). Collapsed, the
/// primary fills everything.
///
/// Each column's safe area then follows from its frame (`View.safeAreaInsets`): the primary gets the left
/// inset, the secondary the right one, both top and bottom, so a landscape iPhone's sensor housing pads
/// only the column it covers.
struct SplitColumnLayout: Equatable {
    /// UIKit's automatic primary width before iOS 14: at most 320 pt (reference: Split view).
    static let maximumPrimaryWidth = 320.0
    /// The reference's cap on the primary column: 40 % of the split's width.
    static let maximumPrimaryFraction = 0.4

    var primary: Rect
    /// nil when collapsed.
    var divider: Rect?
    var secondary: Rect?

    static func primaryWidth(forWidth width: Double) -> Double {
        max(0, min(maximumPrimaryWidth, width * maximumPrimaryFraction))
    }

    init(bounds: Rect, displayScale: Double, collapsed: Bool) {
        guard !collapsed else {
            primary = bounds
            divider = nil
            secondary = nil
            return
        }
        let pixel = 1 / max(1, displayScale)
        let width = Self.primaryWidth(forWidth: bounds.width)
        primary = Rect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        divider = Rect(x: bounds.minX + width, y: bounds.minY, width: pixel, height: bounds.height)
        let secondaryX = width + pixel
        secondary = Rect(x: bounds.minX + secondaryX, y: bounds.minY, width: max(0, bounds.width - secondaryX),
                         height: bounds.height)
    }
}
