extension CollectionView {
    /// Registers a factory for the supplementary views of `kind` with `identifier`, beside
    /// `register(cellWithReuseIdentifier:_:)`: what registering a class held as a value needs, since the
    /// generic `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` makes its static type.
    public func register(supplementaryViewOfKind kind: String, withReuseIdentifier identifier: String,
                         _ factory: @escaping () -> CollectionReusableView) {
        supplementaryQueue.register(kind + "/" + identifier, factory)
    }
}
