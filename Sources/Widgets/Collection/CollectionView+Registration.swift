extension CollectionView {
    /// A cell class with its configuration for an item type (UICollectionView.CellRegistration): the
    /// registration carries its own reuse identifier, so no string is registered by hand.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let token = RegistrationToken()
        let handler: Handler
        var identifier: String { "CellRegistration.\(Cell.self).\(ObjectIdentifier(token).hashValue)" }

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class and kind with its configuration (UICollectionView.SupplementaryRegistration).
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let token = RegistrationToken()
        let handler: Handler
        var identifier: String { "SupplementaryRegistration.\(Supplementary.self).\(ObjectIdentifier(token).hashValue)" }

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell from `registration`, configured for `item` (UICollectionView.dequeueConfiguredReusableCell).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item) -> Cell {
        if !cellQueue.isRegistered(registration.identifier) { register(Cell.self, forCellWithReuseIdentifier: registration.identifier) }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view from `registration`, configured (dequeueConfiguredReusableSupplementary).
    public func dequeueConfiguredReusableSupplementary<V>(using registration: SupplementaryRegistration<V>,
                                                          for indexPath: IndexPath) -> V {
        let key = registration.elementKind + "/" + registration.identifier
        if !supplementaryQueue.isRegistered(key) {
            register(V.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath) as! V
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Gives a registration an identity: its reuse identifier names a fresh object's, so two registrations of
/// one cell class stay distinct while both live (UIKit's identifiers are opaque too).
final class RegistrationToken {}
