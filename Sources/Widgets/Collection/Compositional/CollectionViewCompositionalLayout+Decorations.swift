import Render

extension CollectionViewCompositionalLayout {
    /// Gives each of the section's decoration items its frame once the section is placed: the section's
    /// whole span, boundary items included, across `width` from the safe area's leading edge (where the
    /// section's headers go), shrunk by the item's insets (UIKit's `background(elementKind:)`).
    func placeDecorations(_ section: inout CompositionalSection, safeLeft: Double, width: Double) {
        section.decorations = section.description.decorationItems.map { item in
            let whole = Rect(x: safeLeft, y: section.start, width: width, height: max(0, section.end - section.start))
            var frame = whole.inset(by: item.contentInsets)
            frame.size.width = max(0, frame.width)
            frame.size.height = max(0, frame.height)
            return (item, frame)
        }
    }

    /// The section's decoration attributes that meet `rect`. Their index path is the section's first item's,
    /// (0, section), as UIKit gives a section background.
    func decorationAttributes(section s: Int, in rect: Rect) -> [CollectionViewLayoutAttributes] {
        sections[s].decorations.indices.compactMap { k in
            let attributes = decorationAttributes(section: s, index: k)
            return attributes.frame.intersects(rect) ? attributes : nil
        }
    }

    private func decorationAttributes(section s: Int, index k: Int) -> CollectionViewLayoutAttributes {
        let (item, frame) = sections[s].decorations[k]
        let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// The attributes `layoutAttributesForDecorationView(ofKind:at:)` answers.
    func decorationAttributes(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
              let k = sections[indexPath.section].decorations.firstIndex(where: { $0.item.elementKind == elementKind }) else { return nil }
        return decorationAttributes(section: indexPath.section, index: k)
    }
}
