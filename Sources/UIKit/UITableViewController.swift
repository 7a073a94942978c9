import Foundation
import HandheldKit

/// UIKit's `UITableViewController`: a table controller that is its own table's data source and delegate, so
/// a subclass overrides `tableView(_:cellForRowAt:)` and the rest as UIKit code does (and may call `super`).
/// Handheld's own `TableViewController` leaves both to the subclass; this one sets them when its view loads.
///
/// Every delegate and data-source method Handheld's table asks is declared here, so a subclass writes
/// `override func` for each as it does against Apple's UITableViewController (whose Objective-C
/// implementation Swift sees as overridable): rows, sections' titles, header and footer views and heights,
/// editing, swipe actions and the scroll view's callbacks. Each default is what UIKit does without it.
open class UITableViewController: TableViewController, TableViewDataSource, TableViewSwipeActionsDelegate {
    public override init(style: TableStyle = .plain) {
        super.init(style: style)
    }

    /// UIKit's storyboard initializer, required as UIViewController's is, so a subclass's `required
    /// init?(coder:)` may call `super.init(coder:)`. Nothing is decoded: the controller gets a plain-style
    /// table, as `init(style: .plain)` gives, and is its data source and delegate once its view loads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// What a subclass's designated `init` calls (`super.init(nibName: nil, bundle: nil)`): a `.plain` table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A table the app puts in place (`tableView = UITableView(frame: .zero, style: .grouped)`) becomes the
    /// view and gets this controller as its data source and delegate, as the table it replaces had.
    open override var tableView: TableView {
        didSet {
            guard tableView !== oldValue else { return }
            tableView.dataSource = self
            tableView.delegate = self
        }
    }

    open override func loadView() {
        super.loadView()
        tableView.dataSource = self
        tableView.delegate = self
    }

    // MARK: Data source (UIKit's defaults: one section, no rows)

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A subclass that reports rows overrides this; the default is an empty cell rather than a crash.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell() }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Returning true lets a swipe reveal Delete, which calls `tableView(_:commit:forRowAt:)` (the Xcode
    /// template overrides both; why the default is false: TableView+CommitEditing).
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: TableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Returning true shows the reorder control while editing (the default is false for the reason
    /// `canEditRowAt`'s is); the drop is reported to `moveRowAt` (TableView+Editing).
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: Delegate

    /// The table's `rowHeight`, as UIKit's default does: `UITableViewAutomaticDimension` sizes the cell by
    /// its constraints (seed 3 returns `super`'s value for the rows it does not hide).
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.automaticDimension
    }
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: Section headers and footers (TableView+SectionViews)

    /// `automaticDimension`: the table's own height for the section's title, or the view's fitted height.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { TableView.automaticDimension }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { TableView.automaticDimension }
    /// nil: the section shows its title, if any.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Editing: `.delete`, indented, "Delete", the proposed place (UIKit's defaults; TableView+Editing).
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }

    // MARK: Swipe actions (nil: a Delete action when the row can be edited, as UIKit)

    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }

    // MARK: Scroll view delegate (UITableViewController is its table's UIScrollViewDelegate)

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: inout CGPoint) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
