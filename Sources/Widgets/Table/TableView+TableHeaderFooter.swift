import Render

/// UITableView.tableHeaderView and tableFooterView: a view above the first section and one below the last,
/// scrolling with the rows. As in UIKit, the table keeps the view's height from its frame when it is
/// assigned and gives it the table's width; a view whose height changes later is assigned again to be
/// re-measured (UIKit's documentation of both properties: the table "respects only the height of your
/// view's frame rectangle; it adjusts the width of your header view automatically to match the table
/// view's width"). A zero-height footer (`tableFooterView = UIView()`, set to hide the empty rows' lines
/// on iOS) takes no room; Handheld draws no lines under the last row in the first place.
extension TableView {
    public var tableHeaderView: View? {
        get { tableHeaderViewStorage }
        set {
            if tableHeaderViewStorage !== newValue { tableHeaderViewStorage?.removeFromSuperview() }
            tableHeaderViewStorage = newValue
            heights.leading = max(0, newValue?.frame.height ?? 0)
            tableHeaderOrFooterChanged(newValue)
        }
    }

    public var tableFooterView: View? {
        get { tableFooterViewStorage }
        set {
            if tableFooterViewStorage !== newValue { tableFooterViewStorage?.removeFromSuperview() }
            tableFooterViewStorage = newValue
            heights.trailing = max(0, newValue?.frame.height ?? 0)
            tableHeaderOrFooterChanged(newValue)
        }
    }

    private func tableHeaderOrFooterChanged(_ view: View?) {
        if let view, view.superview !== self { addSubview(view) }
        updateContentSize()
        placeTableHeaderAndFooter()
        setNeedsLayout()
    }

    /// The header at the top of the content, the footer right after the last section, both table-wide.
    func placeTableHeaderAndFooter() {
        if let header = tableHeaderViewStorage {
            header.frame = Rect(x: 0, y: 0, width: bounds.width, height: heights.leading)
        }
        if let footer = tableFooterViewStorage {
            footer.frame = Rect(x: 0, y: heights.totalHeight - heights.trailing, width: bounds.width, height: heights.trailing)
        }
    }
}
