import HandheldKit

// Registering a cell class held as `AnyClass` (a helper that registers `cellClass` by its name, as UIKit
// code often writes), UIKit's own signature: the class must be a cell class, which is checked when it is
// registered rather than when a cell is first dequeued (UIKit raises then).

extension TableView {
    /// Registers `cellClass` for `identifier` (UITableView.register(_:forCellReuseIdentifier:) with a class
    /// value). Passing nil, which unregisters in UIKit, is refused: Handheld's tables keep registrations.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let type = cellClass as? TableViewCell.Type else {
            preconditionFailure("register(_:forCellReuseIdentifier:): \(String(describing: cellClass)) is not a UITableViewCell subclass")
        }
        register(identifier) { type.init(madeForReuse: .default, reuseIdentifier: identifier) }
    }
}

extension CollectionView {
    /// Registers `cellClass` for `identifier` (UICollectionView.register(_:forCellWithReuseIdentifier:) with a
    /// class value).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let type = cellClass as? CollectionViewCell.Type else {
            preconditionFailure("register(_:forCellWithReuseIdentifier:): \(String(describing: cellClass)) is not a UICollectionViewCell subclass")
        }
        register(cellWithReuseIdentifier: identifier) { type.init(madeForReuse: .zero) }
    }
}
