import Render

/// Section header and footer views and heights from the delegate (UITableViewDelegate's
/// `tableView(_:viewForHeaderInSection:)`, `heightForHeaderInSection` and their footer twins). As in UIKit a
/// view replaces the section's title, and a height the delegate returns wins over the table's own; with
/// `automaticDimension` a view is as tall as it fits at the table's width (its constraints, else its frame).
///
/// The views are asked for when the table reloads, for every section, and are laid at the top of each
/// section across the table's width, above the cells. In a plain table a header floats as UIKit's do: it
/// stays under the visible top while its section's rows scroll beneath it, and the end of its section pushes
/// it up (`floatingHeaderTop`); the drawn titles float with it. Grouped headers scroll with the content.
extension TableView {
    /// The top of section `s`'s header in content coordinates, from `naturalTop` (its place in the content)
    /// and `sectionEnd` (where the next section begins). A plain table pins it under the visible top (below
    /// the adjusted top inset, so under a bar), but never past the end of its section: the next header pushes
    /// it out, as in UIKit's plain tables and its Contacts-style lists.
    func floatingHeaderTop(naturalTop: Double, height: Double, sectionEnd: Double) -> Double {
        guard style == .plain, height > 0 else { return naturalTop }
        let visibleTop = bounds.minY + adjustedContentInset.top
        return max(naturalTop, min(visibleTop, sectionEnd - height))
    }

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

    /// Lays every header and footer view over its place in the content, in front of the cells; a plain
    /// table's headers float (`floatingHeaderTop`).
    func placeSectionViews() {
        for section in sections {
            for (view, item) in [(section.headerView, section.headerItem), (section.footerView, section.footerItem)] {
                guard let view else { continue }
                if view.superview !== self { addSubview(view) }
                var top = heights.offset(of: item)
                if item == section.headerItem {
                    top = floatingHeaderTop(naturalTop: top, height: heights.height(of: item),
                                            sectionEnd: heights.offset(of: section.footerItem) + heights.height(of: section.footerItem))
                }
                view.frame = Rect(x: 0, y: top, width: bounds.width, height: heights.height(of: item))
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
