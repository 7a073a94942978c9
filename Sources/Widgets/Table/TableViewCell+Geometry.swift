import Render

/// One set of numbers for where a cell's parts go, read both when the cell is laid out (`layoutSubviews`,
/// `layoutContent`) and when it is measured (`contentHeight`, `contentWidth`): a self-sizing row measured
/// with other widths than it is laid out with comes out a line short or a line tall.
extension TableViewCell {
    /// The side an accessory takes along an axis where it has no intrinsic size. UIKit sizes a custom
    /// `accessoryView` by its own frame; a view here has no frame until the cell lays it out, so it gets a
    /// square the size of a standard accessory glyph's touch column (Handheld's choice, not a UIKit value).
    static let accessoryFallbackSide = 24.0
    /// Space between the content view's trailing edge and the accessory.
    static let accessoryContentGap = 8.0
    /// The standard image's side, and the gap between it and the title: the title starts 29 + 15 = 44 pt
    /// after the leading margin. UIKit documents neither; Flutter's Cupertino list tile gives the same
    /// 44 pt column as 28 + 16 (reference: constants.md, "Table metrics", cell padding).
    static let imageSide = 29.0
    static let imageTitleGap = 15.0
    /// Space the standard labels keep from the content view's trailing edge.
    static let labelTrailingPadding = 8.0

    /// The size the accessory is laid out at: its intrinsic size, `accessoryFallbackSide` where it has none.
    func accessoryLayoutSize(_ accessory: View) -> Size {
        let size = accessory.intrinsicContentSize
        return Size(width: size.width < 0 ? Self.accessoryFallbackSide : size.width,
                    height: size.height < 0 ? Self.accessoryFallbackSide : size.height)
    }

    /// The width the accessory takes from the content view at the trailing edge: its own, its trailing
    /// inset and the gap before the content; 0 without one.
    var accessoryColumnWidth: Double {
        // While editing the accessory hides and a movable row's grip takes its place (TableViewCell+Editing).
        if editingState { return reorderControl == nil ? 0 : TableReorderControl.width }
        guard let accessory = currentAccessory else { return 0 }
        return Self.accessoryTrailingInset + accessoryLayoutSize(accessory).width + Self.accessoryContentGap
    }

    /// Where the standard labels start in the content view: the leading margin, then the image column.
    var labelLeading: Double { leadingMargin + (imageView.isHidden ? 0 : Self.imageSide + Self.imageTitleGap) }
}
