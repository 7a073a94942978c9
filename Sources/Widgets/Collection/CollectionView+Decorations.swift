import Render

/// Decoration views (section backgrounds): the layout names them in its attributes and registered their
/// classes (`CollectionViewLayout.register(_:forDecorationViewOfKind:)`); the collection view makes them,
/// places them like supplementary views, reuses them by kind, and keeps them behind every cell and boundary
/// item (UIKit draws a section's background under its content).
extension CollectionView {
    /// Gives each decoration in view a view, recycles those that left it (not during an animated update,
    /// where they follow the new layout as cells do).
    func layoutDecorations(_ wanted: [SupplementaryKey: CollectionViewLayoutAttributes]) {
        if updateDepth == 0 {
            for (key, view) in decorations.sorted(by: { $0.key < $1.key }) where wanted[key] == nil {
                decorations[key] = nil
                recycle(view)
            }
        }
        for (key, attributes) in wanted.sorted(by: { $0.key < $1.key }) {
            if let view = decorations[key] {
                place(view, attributes)
            } else {
                let view = dequeueDecoration(ofKind: key.kind)
                view.indexPath = key.indexPath
                decorations[key] = view
                performWithoutAnimation { place(view, attributes) }
            }
        }
    }

    /// A recycled view of `kind`, or a new one of the class the layout registered. A kind never registered
    /// is a programming error in UIKit too ("could not dequeue a view of kind … must register a nib or a
    /// class"); the trap names it.
    private func dequeueDecoration(ofKind kind: String) -> CollectionReusableView {
        if !decorationQueue.isRegistered(kind), let factory = collectionViewLayout.decorationFactories[kind] {
            decorationQueue.register(kind, factory)
        }
        let view = decorationQueue.dequeue(kind, what: "decoration view of kind '\(kind)'")
        view.decorationKind = kind
        return view
    }

    /// Decorations go under everything else in the collection view, the lowest zIndex deepest.
    func sendDecorationsToBack() {
        let ordered = decorations.sorted { ($0.value.layoutZIndex, $0.key) > ($1.value.layoutZIndex, $1.key) }
        for (_, view) in ordered { sendSubviewToBack(view) }
    }

    /// A new layout or a new class for a kind: the views made from the old classes go, and so does the queue.
    func decorationClassesChanged() {
        for (_, view) in decorations.sorted(by: { $0.key < $1.key }) { view.removeFromSuperview() }
        decorations.removeAll()
        decorationQueue = ReuseQueue<CollectionReusableView>()
        setNeedsLayout()
    }

    /// The decoration view of `kind` for `indexPath` while it is in view (tests; UIKit offers no public lookup).
    package func decorationView(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        decorations[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    /// Decoration views made since the collection view was created (each kind's queue counts).
    package var decorationViewsCreated: Int { decorationQueue.created }
}
