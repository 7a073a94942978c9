/// Registering and dequeuing section header and footer views (UITableView's
/// `register(_:forHeaderFooterViewReuseIdentifier:)` and `dequeueReusableHeaderFooterView(withIdentifier:)`).
/// Each dequeue makes a new view from the registered class: the table keeps the views its delegate gives
/// (TableView+SectionViews) until the next reload and has no reuse pool for them, so none comes back.
extension TableView {
    /// Registers `viewClass` for `identifier`, replacing an earlier registration.
    public func register<HeaderFooter: TableViewHeaderFooterView>(_ viewClass: HeaderFooter.Type,
                                                                  forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = viewClass
    }

    /// A view of the class registered for `identifier`, or nil when none is (UIKit returns nil then too).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        headerFooterClasses[identifier]?.init(madeForReuse: identifier)
    }
}
