import HandheldKit

extension CollectionView {
    /// UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:) with a class value (a
    /// helper registering `viewClass` by its name, as UIKit code often writes). The view is made from the
    /// class passed, through its `init(frame:)`; a class that is not a UICollectionReusableView subclass is
    /// refused when registered (UIKit raises when it is first dequeued), and nil, which unregisters in UIKit,
    /// likewise, as for cells (UITableView+RegisterClass).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        guard let type = viewClass as? CollectionReusableView.Type else {
            preconditionFailure("register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(String(describing: viewClass)) is not a UICollectionReusableView subclass")
        }
        register(supplementaryViewOfKind: elementKind, withReuseIdentifier: identifier) { type.init(madeForReuse: .zero) }
    }
}
