import Render

/// The menu platter's geometry and look, and where it goes beside its source. Apple documents none of
/// these numbers; they are the issue's, checked against iOS 16–17 screenshots at 1 pt per point [EST]
/// (docs/reference/menus.md):
/// - a 250 pt wide platter with 13 pt corners (the action sheet's radius) over a blurred material;
/// - 44 pt rows with 17 pt titles 16 pt in from the edges, 40 pt in when the menu has checkmarks (a
///   14 pt checkmark at 16 pt), a 20 pt image at the trailing edge; a titled menu has a 13 pt secondary
///   header; inline groups are set apart by 8 pt of a darker separator colour;
/// - the platter sits 8 pt below its source, left edges aligned (right edges when the source is in the
///   right half), above the source when there is no room below, and stays 8 pt inside the safe area.
@MainActor
enum MenuLayout {
    static let width = 250.0
    static let cornerRadius = 13.0
    static let rowHeight = 44.0
    static let groupGap = 8.0
    static let headerHeight = 32.0
    static let rowInset = 16.0
    static let checkColumnWidth = 40.0
    static let checkmarkSize = Size(width: 14, height: 12)
    static let chevronSize = Size(width: 7, height: 12)
    static let imageSize = 20.0
    static let sourceGap = 8.0
    static let screenMargin = 8.0
    static let rowFont = Font(size: 17)
    static let headerFont = Font(size: 13)
    /// The blur behind the platter: the navigation bar's radius (the same system material family).
    static let blurRadius = 20.0
    /// The platter's tint over the blur: UIKit's .systemMaterial is close to systemGray6 at about 0.8 [EST].
    static let materialColor = Color.systemGray6.withAlpha(0.8)
    /// The gap between inline groups: a darker band, UIKit's `separator` family at full strength [EST].
    static let gapColor = Color(light: Color(r: 0, g: 0, b: 0).withAlpha(0.08), dark: Color(r: 0, g: 0, b: 0).withAlpha(0.3))
    static let highlightColor = Color.systemFill
    /// The platter's shadow: a wide, light drop shadow [EST].
    static let shadowOpacity: Float = 0.15
    static let shadowRadius = 24.0

    /// The platter's height for `rows` and an optional header.
    static func height(of rows: [MenuRow], hasHeader: Bool) -> Double {
        var h = hasHeader ? headerHeight : 0
        var previous: Int?
        for row in rows {
            if let previous, previous != row.group { h += groupGap }
            h += rowHeight
            previous = row.group
        }
        return h
    }

    /// Where a platter of `size` goes for a source at `source` (window points) inside `safe` (the
    /// window's safe area): below with an 8 pt gap, or above when it does not fit below and fits better
    /// above; left edges aligned, or right edges when the source's centre is in the right half; then kept
    /// 8 pt inside `safe`.
    static func platterFrame(size: Size, source: Rect, safe: Rect) -> Rect {
        let inner = safe.inset(by: EdgeInsets(top: screenMargin, left: screenMargin, bottom: screenMargin, right: screenMargin))
        let below = source.maxY + sourceGap
        let above = source.minY - sourceGap - size.height
        var y: Double
        if below + size.height <= inner.maxY {
            y = below
        } else if above >= inner.minY {
            y = above
        } else {
            // Neither fits: the side with more room, then clamped.
            y = (inner.maxY - source.maxY) >= (source.minY - inner.minY) ? below : above
        }
        y = min(max(y, inner.minY), max(inner.minY, inner.maxY - size.height))
        var x = source.midX > safe.midX ? source.maxX - size.width : source.minX
        x = min(max(x, inner.minX), max(inner.minX, inner.maxX - size.width))
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
