import Foundation
import HandheldKit

/// UIKit's `UITableViewController`: a table controller that is its own table's data source and delegate, so
/// a subclass overrides `tableView(_:cellForRowAt:)` and the rest as UIKit code does (and may call `super`).
/// Handheld's own `TableViewController` leaves both to the subclass; this one sets them when its view loads.
open class UITableViewController: TableViewController, TableViewDataSource, TableViewDelegate {
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
}
