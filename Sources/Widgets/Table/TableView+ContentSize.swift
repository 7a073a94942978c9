import Render

/// Dynamic Type in a table: UITableView measures its self-sizing rows again when the text size changes,
/// and its section header and footer titles are footnote text that follows it. Rows with a fixed height
/// (`rowHeight` or the delegate's height) keep it, as in UIKit, where only self-sizing rows grow.
extension TableView {
    /// Grouped section titles and footers: footnote in the table's text size.
    var sectionTitleFont: Font { Font.footnote.sized(for: traitCollection.preferredContentSizeCategory) }
    /// The plain style's header bar title: subheadline semibold in the table's text size.
    var plainHeaderFont: Font {
        Font.subheadline.withWeight(.semibold).sized(for: traitCollection.preferredContentSizeCategory)
    }

    /// How much taller `font`'s line is than at the default size: the header grows by that much, so its
    /// title keeps the gap above the rows it has at Large.
    func sectionTitleGrowth(_ font: Font) -> Double {
        let measurer = window?.textMeasurer ?? Label.provisionalMeasurer
        let base = font.sized(for: .large)
        return (measurer.metrics(for: font).lineHeight - measurer.metrics(for: base).lineHeight).rounded(.up)
    }

    /// A new text size: self-sizing rows are measured again and the section titles' heights follow.
    func contentSizeCategoryMayHaveChanged(from previous: TraitCollection?) {
        guard previous?.preferredContentSizeCategory.resolved != traitCollection.preferredContentSizeCategory.resolved else { return }
        invalidateMeasuredHeights()
        constraintMeasuredItems.removeAll()
        for (s, section) in sections.enumerated() {
            heights.setHeight(headerHeight(section: s), of: section.headerItem)
            heights.setHeight(footerHeight(section: s), of: section.footerItem)
        }
        updateContentSize()
        setNeedsLayout()
    }
}
