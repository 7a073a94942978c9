import HandheldKit

public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView

extension TableView {
    /// UITableView.register(_:forHeaderFooterViewReuseIdentifier:) with a class value (a helper registering
    /// `viewClass` by its name, as UIKit code often writes). The class must be a UITableViewHeaderFooterView
    /// subclass, checked when it is registered rather than when it is first dequeued (UIKit raises then);
    /// nil, which unregisters in UIKit, is refused, as for cells (UITableView+RegisterClass).
    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let type = viewClass as? TableViewHeaderFooterView.Type else {
            preconditionFailure("register(_:forHeaderFooterViewReuseIdentifier:): \(String(describing: viewClass)) is not a UITableViewHeaderFooterView subclass")
        }
        register(type, forHeaderFooterViewReuseIdentifier: identifier)
    }
}
