import Render

/// What a group needs to know to place self-sizing items (`.estimated` heights) one group at a time: which
/// of its cells size themselves, the spacing each keeps below it, and whether the group itself grows.
///
/// UIKit measures each item with an estimated height on its own and the group (with an estimated height)
/// grows to hold its tallest item; an item with a fractional height in a group with an estimated height
/// does not self-size, it takes the estimate (Apple Developer Forums, "Compositional layout with
/// self-sizing rows of N columns", https://forums.developer.apple.com/forums/thread/719750: items keep
/// their own heights in a row, and `.fractionalHeight(1)` items under an estimated group stay at the
/// estimate). So a section self-sizes only when one of its leaf items has an estimated height.
struct SelfSizingGroup {
    var axis: CollectionLayoutGroup.Axis
    /// Per cell of one group, in the order `frames(at:in:)` places them.
    var estimated: [Bool]
    var bottomInsets: [Double]
    /// The group's height is estimated too: it becomes its cells' extent plus its bottom inset.
    var growsGroup: Bool
    var groupBottomInset: Double
    /// Per cell, whether its width is estimated (chips, tags): the cell is measured across as well, and in a
    /// horizontal group the cells after it move with it. UIKit sizes `.estimated` widths the same way as
    /// heights (NSCollectionLayoutDimension.estimated: "the final size is determined when the content is
    /// rendered"), typically in a horizontal group of an orthogonally scrolling section.
    var estimatedWidth: [Bool]
    var trailingInsets: [Double]
    /// The group's width is estimated too: it becomes its cells' extent plus its trailing inset.
    var growsGroupWidth: Bool
    var groupTrailingInset: Double

    @MainActor init?(_ group: CollectionLayoutGroup, in container: Size) {
        let leaves = group.leaves(in: container)
        guard leaves.contains(where: { $0.layoutSize.heightDimension.isEstimated || $0.layoutSize.widthDimension.isEstimated })
        else { return nil }
        axis = group.axis
        estimated = leaves.map { $0.layoutSize.heightDimension.isEstimated }
        bottomInsets = leaves.map { $0.contentInsets.bottom }
        growsGroup = group.layoutSize.heightDimension.isEstimated
        groupBottomInset = group.contentInsets.bottom
        estimatedWidth = leaves.map { $0.layoutSize.widthDimension.isEstimated }
        trailingInsets = leaves.map { $0.contentInsets.trailing }
        growsGroupWidth = group.layoutSize.widthDimension.isEstimated
        groupTrailingInset = group.contentInsets.trailing
    }

    /// Whether cell k of a group is measured when it comes into view.
    func measures(_ k: Int) -> Bool { estimated[k] || estimatedWidth[k] }
}

extension CollectionLayoutItem {
    /// The items whose cells `frames(at:in:)` places, in the same order: itself, or a group's subitems
    /// (repeated by its count, or filling its length) and theirs.
    func leaves(in container: Size) -> [CollectionLayoutItem] {
        guard let group = self as? CollectionLayoutGroup else { return [self] }
        let inner = Rect(origin: .zero, size: layoutSize.resolve(in: container)).inset(by: contentInsets).size
        let children = group.count.map { Array(repeating: group.subitems[0], count: $0) } ?? group.filling(inner)
        return children.flatMap { child in (child as? CollectionLayoutGroup)?.leaves(in: inner) ?? [child] }
    }
}

extension CollectionViewCompositionalLayout: SelfSizingLayout {
    /// Only list sections and self-sizing groups measure (`sizeEstimatedItems(in:)` skips all other items).
    var measuresItems: Bool { sections.contains { $0.list != nil || $0.selfSizing != nil } }

    /// Places a self-sizing section's groups one after another from `y`: each cell at its measured height
    /// (`measuredHeights`) or, until it is measured, at its estimate; in a vertical group the cells below a
    /// measured one move with it; an estimated group grows or shrinks to its cells. Returns the bottom of
    /// the last group. Every item gets a frame (arithmetic only, O(items)); cells are measured only when
    /// they come into view (`sizeEstimatedItems(in:)`), as UIKit keeps the estimate until then.
    func placeSelfSizing(_ section: inout CompositionalSection, _ sizing: SelfSizingGroup, section s: Int,
                         groups: Int, groupHeight: Double, from y: Double) -> Double {
        section.selfSizing = sizing
        let perGroup = section.perGroup
        var frames: [Rect] = []
        frames.reserveCapacity(section.count)
        var top = y
        // An orthogonal row's groups go across from the leading inset; a vertical section's down the page.
        var left = section.origin.x
        let groupWidth = section.groupAdvance.x - section.description.interGroupSpacing
        for g in 0..<groups {
            var shift = 0.0, shiftAcross = 0.0
            var bottom = top, right = left
            for k in 0..<perGroup {
                let i = g * perGroup + k
                guard i < section.count, k < sizing.estimated.count else { break }
                var frame = section.pattern[k].offsetBy(dx: left, dy: top)
                if sizing.axis == .vertical { frame.origin.y += shift } else { frame.origin.x += shiftAcross }
                let path = IndexPath(item: i, section: s)
                if sizing.estimated[k], let measured = measuredHeights[path] {
                    if sizing.axis == .vertical { shift += measured - frame.height }
                    frame.size.height = measured
                }
                if sizing.estimatedWidth[k], let measured = measuredWidths[path] {
                    if sizing.axis == .horizontal { shiftAcross += measured - frame.width }
                    frame.size.width = measured
                }
                frames.append(frame)
                bottom = max(bottom, frame.maxY + sizing.bottomInsets[k])
                right = max(right, frame.maxX + sizing.trailingInsets[k])
            }
            let spacing = g < groups - 1 ? section.description.interGroupSpacing : 0
            if section.orthogonal {
                left += (sizing.growsGroupWidth ? right - left + sizing.groupTrailingInset : groupWidth) + spacing
            } else {
                top += (sizing.growsGroup ? bottom - top + sizing.groupBottomInset : groupHeight) + spacing
            }
        }
        section.frames = frames
        section.rowEnd = left
        return section.orthogonal ? top + groupHeight : top
    }

    /// Measures the self-sizing cells in `rect` that have not been measured since the last invalidation,
    /// at the width their group gives them (UICollectionViewCell.preferredLayoutAttributesFitting), and
    /// places the sections again if one came out other than its estimate. UIKit does the same as each cell
    /// is displayed: the layout is invalidated with the cell's preferred attributes and what follows moves.
    func sizeEstimatedItems(in rect: Rect) -> Bool {
        guard let cv = collectionView else { return false }
        var changed = false
        for attributes in layoutAttributesForElements(in: rect) where attributes.representedElementCategory == .cell {
            let path = attributes.indexPath
            // A list row in view is measured once per invalidation (List/, `placeList`).
            if path.section < sections.count, sections[path.section].list != nil {
                guard measuredHeights[path] == nil else { continue }
                let width = Double(attributes.frame.width)
                let height = measureListRow(path, width: width, in: cv) ?? Double(attributes.frame.height)
                measuredHeights[path] = height
                listRowHeights[path] = (width, height)
                if height != Double(attributes.frame.height) { changed = true }
                continue
            }
            guard path.section < sections.count, let sizing = sections[path.section].selfSizing,
                  sizing.measures(path.item % sections[path.section].perGroup), measuredHeights[path] == nil
            else { continue }
            let k = path.item % sections[path.section].perGroup
            if sizing.estimatedWidth[k] {
                // Measured across too: by default the content's size at the estimate, both dimensions at the
                // fitting-size level (what UIKit's default preferredLayoutAttributesFitting gives a cell with
                // an estimated width and height); a cell's override may answer any width. An absolute or
                // fractional height stays.
                attributes.fitsWidth = true
                guard let fitted = cv.preferredAttributes(forItemAt: path, estimated: attributes) else { continue }
                let valid = { (length: Double) in length > 0 && length.isFinite }
                let width = valid(Double(fitted.frame.width)) ? Double(fitted.frame.width) : Double(attributes.frame.width)
                let height = sizing.estimated[k] && valid(Double(fitted.frame.height)) ? Double(fitted.frame.height)
                                                                                      : Double(attributes.frame.height)
                measuredWidths[path] = width
                measuredHeights[path] = height
                if width != Double(attributes.frame.width) || height != Double(attributes.frame.height) { changed = true }
                continue
            }
            guard let fitted = cv.preferredAttributes(forItemAt: path, estimated: attributes) else { continue }
            let height = fitted.frame.height > 0 && fitted.frame.height.isFinite ? Double(fitted.frame.height) : Double(attributes.frame.height)
            measuredHeights[path] = height
            if height != Double(attributes.frame.height) { changed = true }
        }
        if changed {
            keepsMeasurements = true
            prepare()
            keepsMeasurements = false
        }
        return changed
    }
}
