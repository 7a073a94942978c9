import Render

/// Where the columns of a split view go (reference: Split view): expanded, the primary column is 320 pt
/// wide but at most 40 % of the width, at the left; a one-pixel divider follows and the secondary fills
/// the rest (UIKit's iPad landscape detail is 1024 − 320 − 0.5 = 703.5 pt wide at 2×). Collapsed, the
/// primary fills everything.
///
/// The safe area goes to the column at its edge: the primary gets the left inset, the secondary the
/// right one, both get top and bottom, so a landscape iPhone's sensor housing pads only the column it
/// covers.
struct SplitColumnLayout: Equatable {
    /// UIKit's automatic primary width before iOS 14: at most 320 pt (reference: Split view).
    static let maximumPrimaryWidth = 320.0
    /// The reference's cap on the primary column: 40 % of the split's width.
    static let maximumPrimaryFraction = 0.4

    var primary: Rect
    var primaryInsets: EdgeInsets
    /// nil when collapsed.
    var divider: Rect?
    var secondary: Rect?
    var secondaryInsets: EdgeInsets

    static func primaryWidth(forWidth width: Double) -> Double {
        max(0, min(maximumPrimaryWidth, width * maximumPrimaryFraction))
    }

    init(bounds: Rect, safeArea: EdgeInsets, displayScale: Double, collapsed: Bool) {
        guard !collapsed else {
            primary = bounds
            primaryInsets = safeArea
            divider = nil
            secondary = nil
            secondaryInsets = .zero
            return
        }
        let pixel = 1 / max(1, displayScale)
        let width = Self.primaryWidth(forWidth: bounds.width)
        primary = Rect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
        primaryInsets = EdgeInsets(top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: 0)
        divider = Rect(x: bounds.minX + width, y: bounds.minY, width: pixel, height: bounds.height)
        let secondaryX = width + pixel
        secondary = Rect(x: bounds.minX + secondaryX, y: bounds.minY, width: max(0, bounds.width - secondaryX),
                         height: bounds.height)
        secondaryInsets = EdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: safeArea.right)
    }
}
