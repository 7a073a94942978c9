import Render

extension TableViewController {
    /// The table's pull to refresh (UITableViewController.refreshControl), which is the table view's own
    /// `refreshControl`, as in UIKit.
    public var refreshControl: RefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
}
