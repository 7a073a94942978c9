import Render

/// Section header and footer views and heights from the delegate (UITableViewDelegate's
/// `tableView(_:viewForHeaderInSection:)`, `heightForHeaderInSection` and their footer twins). As in UIKit a
/// view replaces the section's title, and a height the delegate returns wins over the table's own; with
/// `automaticDimension` a view is as tall as it fits at the table's width (its constraints, else its frame).
///
/// The views are asked for when the table reloads, for every section, and are laid at the top of each
/// section across the table's width, above the cells, scrolling with the content. Handheld's headers do not
/// stick to the top of a plain table while its section scrolls under them, as UIKit's do; the drawn titles
/// do not either.
extension TableView {
    /// The delegate's header height for `section`, or nil for the table's own.
    func delegateHeaderHeight(section: Int) -> Double? {
        sectionViewHeight(tableDelegate?.tableView(self, heightForHeaderInSection: section), view: sections[section].headerView)
    }

    func delegateFooterHeight(section: Int) -> Double? {
        sectionViewHeight(tableDelegate?.tableView(self, heightForFooterInSection: section), view: sections[section].footerView)
    }

    private func sectionViewHeight(_ asked: CGFloat?, view: View?) -> Double? {
        if let asked, asked >= 0 { return Double(asked) } // automaticDimension is -1
        guard let view else { return nil }
        let fitted = view.systemLayoutSizeFitting(Size(width: bounds.width, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        return (fitted > 0 ? fitted : view.frame.height).rounded(.up)
    }

    /// Lays every header and footer view over its place in the content, in front of the cells.
    func placeSectionViews() {
        for section in sections {
            for (view, item) in [(section.headerView, section.headerItem), (section.footerView, section.footerItem)] {
                guard let view else { continue }
                if view.superview !== self { addSubview(view) }
                view.frame = Rect(x: 0, y: heights.offset(of: item), width: bounds.width, height: heights.height(of: item))
            }
        }
    }

    /// Takes away the views a reload no longer shows.
    func removeSectionViews(_ old: [View]) {
        let shown = sections.flatMap { [$0.headerView, $0.footerView].compactMap { $0 } }
        for view in old where !shown.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
    }
}
