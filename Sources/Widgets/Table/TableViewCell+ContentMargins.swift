import Render

extension TableViewCell {
    /// The content view's margins until the app sets its own: 11 pt above and below, and the cell's leading
    /// margin (16 pt, 20 on a regular-width screen, the separator's inset) on the sides, so a custom cell whose
    /// labels are pinned to `contentView.layoutMarginsGuide` lines up with a system cell's text and separator.
    /// UIKit does not document these; they are what Xcode's view debugger shows for a `UITableViewCell`'s
    /// content view, as recorded in Shopify's FunctionalTableData (`CollectionCell`, "the same layoutMargins that
    /// UITableViewCell has… from the view debugger": 11 top and bottom, 20 leading and trailing on a wide
    /// screen), and the 16 pt side on an iPhone matches the 16 pt separator inset reported for iOS 8 and later.
    static let contentVerticalMargin = 11.0

    /// Gives the content view the system margins, leaving margins the app set alone (as UIKit leaves
    /// `contentView.layoutMargins` an app assigned); it stays "not set by the app" so a later change of the
    /// separator inset (16 → 20 on regular width) moves it again.
    func applySystemContentMargins() {
        guard !contentView.layoutMarginsWereSet else { return }
        let side = leadingMargin, v = Self.contentVerticalMargin
        contentView.layoutMargins = EdgeInsets(top: v, left: side, bottom: v, right: side)
        contentView.layoutMarginsWereSet = false
    }
}
