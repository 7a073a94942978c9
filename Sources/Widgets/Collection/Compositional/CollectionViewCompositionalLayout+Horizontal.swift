import Render

/// A compositional layout whose configuration scrolls `.horizontal` (UIKit: "sections are laid out side by
/// side"): each section's groups go across, one after another, the content as tall as the collection view
/// and as wide as the sections with `interSectionSpacing` between them. Fractional heights resolve against
/// the collection view's height less the section's top and bottom insets and its header and footer bands;
/// fractional widths against its width less the leading and trailing insets, as UIKit resolves them.
///
/// Not honoured in this direction (each says so rather than being guessed): self-sizing (`.estimated`
/// dimensions stand at their estimates), orthogonal scrolling (the section lays out as if `.none`),
/// pinned headers (they stay in place), lists and section decorations (no view). A layout's own
/// `leading` item goes before the first section and `trailing` after the last, full height.
extension CollectionViewCompositionalLayout {
    func prepareHorizontal(_ cv: CollectionView, _ environment: LayoutEnvironment) {
        let height = cv.bounds.height
        var x = placeLayoutColumns(leading: true, at: 0, height: height)
        for s in 0..<cv.numberOfSections {
            guard let description = provider(s, environment) else { continue }
            if !sections.isEmpty { x += configuration.interSectionSpacing }
            var section = CompositionalSection(start: 0, description: description)
            let insets = description.contentInsets.edgeInsets
            let bands = description.boundarySupplementaryItems.filter { $0.alignment.isTop || $0.alignment.isBottom }
            let bandHeights = bands.map { $0.layoutSize.heightDimension.resolve(in: cv.bounds.size) }
            let topBands = zip(bands, bandHeights).filter { $0.0.alignment.isTop }.reduce(0.0) { $0 + $1.1 }
            let allBands = bandHeights.reduce(0, +)
            let container = Size(width: max(0, cv.bounds.width - insets.left - insets.right),
                                 height: max(0, height - insets.top - insets.bottom - allBands))
            description.group.adopt(environment)
            let groupSize = description.group.layoutSize.resolve(in: container)
            let placed = description.group.frames(at: .zero, in: container)
            let pattern = placed.isEmpty ? [Rect.zero] : placed
            let count = cv.numberOfItems(inSection: s)
            let perGroup = max(1, pattern.count)
            let groups = (count + perGroup - 1) / perGroup
            let along = groups > 0 ? Double(groups) * groupSize.width + Double(groups - 1) * description.interGroupSpacing : 0
            let width = insets.left + along + insets.right
            // Each item's frame is kept (the culling bisects frames), as the row goes across, not down.
            let origin = Point(x: x + insets.left, y: insets.top + topBands)
            let advance = groupSize.width + description.interGroupSpacing
            section.frames = (0..<count).map { i in
                pattern[i % perGroup].offsetBy(dx: origin.x + Double(i / perGroup) * advance, dy: origin.y)
            }
            section.pattern = pattern
            section.origin = origin
            section.groupAdvance = Point(x: advance, y: 0)
            section.count = count
            section.perGroup = perGroup
            var top = 0.0, bottom = height
            for (item, h) in zip(bands, bandHeights) {
                let y = item.alignment.isTop ? top : bottom - h
                if item.alignment.isTop { top += h } else { bottom -= h }
                section.supplementaries.append((item, Rect(x: x, y: y, width: width, height: h).inset(by: item.contentInsets)))
            }
            section.end = height
            sections.append(section)
            x += width
        }
        x = placeLayoutColumns(leading: false, at: x, height: height)
        contentSize = Size(width: x, height: height)
    }

    /// Places the layout's leading (or trailing) items in full-height columns from `x`; returns where they end.
    private func placeLayoutColumns(leading: Bool, at x: Double, height: Double) -> Double {
        var x = x
        let container = collectionView?.bounds.size ?? .zero
        for item in configuration.boundarySupplementaryItems where item.alignment == (leading ? .leading : .trailing) {
            let w = item.layoutSize.widthDimension.resolve(in: container)
            layoutSupplementaries.append((item, Rect(x: x, y: 0, width: w, height: height).inset(by: item.contentInsets)))
            x += w
        }
        return x
    }
}
