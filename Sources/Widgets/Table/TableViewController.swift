import Render

/// A controller whose view is a table (UITableViewController). With `clearsSelectionOnViewWillAppear` it
/// deselects the selected row when it comes back on screen, alongside the transition (so the highlight
/// fades with an interactive back swipe), and reselects it if that transition is cancelled: seed 4's
/// "smarter animated row deselection", built in.
@preconcurrency @MainActor
open class TableViewController: ViewController {
    /// The controller's table, which is its view. Settable, as UITableViewController.tableView is: an app
    /// that wants another style replaces it (`tableView = TableView(style: .grouped)`), and once the view
    /// has loaded the new table becomes the view too.
    open var tableView: TableView {
        didSet { if tableView !== oldValue, isViewLoaded { setView(tableView) } }
    }
    public var clearsSelectionOnViewWillAppear = true

    public init(style: TableStyle = .plain) {
        tableView = TableView(style: style)
        super.init(nibName: nil, bundle: nil)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(style: .plain)` gives.
    public required init?(coder: NSCoder) {
        tableView = TableView(style: .plain)
        super.init(coder: coder)
    }

    /// UITableViewController(nibName:bundle:), which a subclass's own `init` calls: a `.plain` table,
    /// as UIKit's documentation says of a controller not made with `init(style:)`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableView = TableView(style: .plain)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    open override func loadView() {
        setView(tableView)
    }

    /// UITableViewController.setEditing(_:animated:): the controller's editing is its table's, so
    /// `editButtonItem` puts the table into editing mode.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        deselectSelectedRow(animated: animated)
    }

    /// Deselects the selected row alongside the running transition, reselecting it when the transition is
    /// cancelled; without a transition it fades over 0.25 s.
    public func deselectSelectedRow(animated: Bool) {
        guard let selected = tableView.indexPathForSelectedRow else { return }
        tableView.deselectRow(at: selected, animated: animated)
        transitionCoordinator?.animate(alongsideTransition: nil, completion: { [weak self] context in
            if context.isCancelled { self?.tableView.selectRow(at: selected, animated: false) }
        })
    }
}
