import Render

/// The layout's own boundary items (UICollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems):
/// a header before the first section and a footer after the last, across the whole layout, each at index
/// path (0, 0) of its kind, as UIKit gives a layout's global header.
extension CollectionViewCompositionalLayout {
    /// Places the layout's top (or bottom) items in full-width bands from `y` down; returns where they end.
    func placeLayoutSupplementaries(top: Bool, at y: Double, left: Double, width: Double) -> Double {
        var y = y
        let container = collectionView?.bounds.size ?? .zero
        for item in configuration.boundarySupplementaryItems where top ? item.alignment.isTop : item.alignment.isBottom {
            let h = item.layoutSize.heightDimension.resolve(in: container)
            layoutSupplementaries.append((item, Rect(x: left, y: y, width: width, height: h).inset(by: item.contentInsets)))
            y += h
        }
        return y
    }

    /// The layout items' attributes that meet `rect`.
    func layoutSupplementaryAttributes(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        layoutSupplementaries.indices.compactMap { k in
            layoutSupplementaries[k].frame.intersects(rect) ? layoutSupplementaryAttributes(index: k) : nil
        }
    }

    /// The attributes of the layout item of `elementKind`, asked at (0, 0).
    func layoutSupplementaryAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath == IndexPath(item: 0, section: 0),
              let k = layoutSupplementaries.firstIndex(where: { $0.item.elementKind == elementKind }) else { return nil }
        return layoutSupplementaryAttributes(index: k)
    }

    private func layoutSupplementaryAttributes(index k: Int) -> CollectionViewLayoutAttributes {
        let (item, frame) = layoutSupplementaries[k]
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: 0))
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        return attributes
    }
}
