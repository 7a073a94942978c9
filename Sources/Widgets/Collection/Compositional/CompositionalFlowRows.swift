import Render

/// A horizontal group as wide as the section (or a fraction of it) holding one item of `.estimated` width:
/// the "tag cloud". UIKit fills each group with as many items as fit at their own widths and starts the next
/// group (a new row) with the item that does not fit, so the items flow and wrap like words; a group whose
/// height is estimated is as tall as its tallest item. Seen in Apple's sample "Implementing Modern
/// Collection Views" and the many tag-cloud write-ups built on it (an item `.estimated(60)` wide in a
/// `.fractionalWidth(1)` horizontal group wraps once the row is full, since iOS 13).
struct FlowRows {
    let item: CollectionLayoutItem
    /// The item's slot before it is measured: its estimated width and its height (estimated or not).
    let estimate: Size
    let estimatedHeight: Bool
    /// The group's slot: its width and height in the section, its insets, and the space between items.
    let groupSize: Size
    let groupInsets: DirectionalEdgeInsets
    let spacing: Double
    let growsGroup: Bool

    @MainActor init?(_ group: CollectionLayoutGroup, in container: Size) {
        guard group.axis == .horizontal, group.count == nil, group.subitems.count == 1,
              !(group.subitems[0] is CollectionLayoutGroup), group.subitems[0].layoutSize.widthDimension.isEstimated,
              !group.layoutSize.widthDimension.isEstimated
        else { return nil }
        item = group.subitems[0]
        groupSize = group.layoutSize.resolve(in: container)
        groupInsets = group.contentInsets
        let inner = Rect(origin: .zero, size: groupSize).inset(by: groupInsets).size
        estimate = item.layoutSize.resolve(in: inner)
        estimatedHeight = item.layoutSize.heightDimension.isEstimated
        spacing = group.interItemSpacing.minimum
        growsGroup = group.layoutSize.heightDimension.isEstimated
    }

    /// The measuring bookkeeping of a one-item group: every cell is measured across, and down when its
    /// height is estimated.
    var sizing: SelfSizingGroup {
        SelfSizingGroup(axis: .horizontal, estimated: [estimatedHeight], bottomInsets: [item.contentInsets.bottom],
                        growsGroup: growsGroup, groupBottomInset: groupInsets.bottom, estimatedWidth: [true],
                        trailingInsets: [item.contentInsets.trailing], growsGroupWidth: false,
                        groupTrailingInset: groupInsets.trailing)
    }
}

extension CollectionViewCompositionalLayout {
    /// Places a flowing section's items row by row from `origin` (the section's top-left inside its insets):
    /// each at its measured width (`measuredWidths`, the cell's own, at most the row) or its estimate, the
    /// next row starting where an item would overflow. Returns the bottom of the last row.
    func placeFlowRows(_ section: inout CompositionalSection, _ flow: FlowRows, section s: Int, from origin: Point) -> Double {
        let insets = flow.item.contentInsets
        let rowWidth = flow.groupSize.width - flow.groupInsets.leading - flow.groupInsets.trailing
        let left = origin.x + flow.groupInsets.leading, right = left + rowWidth
        var frames: [Rect] = []
        frames.reserveCapacity(section.count)
        var groupTop = origin.y, x = left, rowBottom = groupTop, inRow = 0, tallest = 0.0
        func endRow() -> Double {
            flow.growsGroup ? max(rowBottom, groupTop + flow.groupInsets.top) + flow.groupInsets.bottom : groupTop + flow.groupSize.height
        }
        for i in 0..<section.count {
            let path = IndexPath(item: i, section: s)
            let width = measuredWidths[path].map { $0 + insets.leading + insets.trailing } ?? flow.estimate.width
            let height = (flow.estimatedHeight ? measuredHeights[path].map { $0 + insets.top + insets.bottom } : nil) ?? flow.estimate.height
            let slot = min(width, rowWidth)
            if inRow > 0, x + flow.spacing + slot > right + 1e-6 {
                groupTop = endRow() + section.description.interGroupSpacing
                x = left
                rowBottom = groupTop
                inRow = 0
            }
            if inRow > 0 { x += flow.spacing }
            let frame = Rect(x: x, y: groupTop + flow.groupInsets.top, width: slot, height: height).inset(by: insets)
            frames.append(frame)
            tallest = max(tallest, frame.height)
            rowBottom = max(rowBottom, frame.maxY + insets.bottom)
            x += slot
            inRow += 1
        }
        section.frames = frames
        section.perGroup = 1
        section.selfSizing = flow.sizing
        section.flowTallest = tallest
        section.flows = true
        section.itemSupplementaries = [flow.item.supplementaryItems]
        return section.count > 0 ? endRow() : origin.y
    }
}

extension CollectionViewCompositionalLayout {
    /// The views attached to the item at `path` whose cell is at `frame` (CollectionLayoutSupplementaryItem),
    /// each with the item's index path.
    func itemSupplementaryAttributes(_ path: IndexPath, frame: Rect) -> [CollectionViewLayoutAttributes] {
        attachedItems(path).map { attached in
            let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: attached.elementKind, with: path)
            attributes.frame = attached.frame(on: frame)
            attributes.zIndex = attached.zIndex
            return attributes
        }
    }

    /// The attached view of `kind` on the item at `path`, if its item has one.
    func itemSupplementaryAttributes(ofKind kind: String, at path: IndexPath) -> CollectionViewLayoutAttributes? {
        guard path.section < sections.count, path.item < sections[path.section].count else { return nil }
        let frame = sections[path.section].frame(path.item)
        return itemSupplementaryAttributes(path, frame: frame).first { $0.representedElementKind == kind }
    }

    private func attachedItems(_ path: IndexPath) -> [CollectionLayoutSupplementaryItem] {
        guard path.section < sections.count else { return [] }
        let section = sections[path.section]
        guard !section.itemSupplementaries.isEmpty, section.perGroup > 0 else { return [] }
        let k = path.item % section.perGroup
        return k < section.itemSupplementaries.count ? section.itemSupplementaries[k] : []
    }
}

extension SelfSizingGroup {
    /// Every field given (the memberwise initializer, which the group-reading one in the type hides).
    init(axis: CollectionLayoutGroup.Axis, estimated: [Bool], bottomInsets: [Double], growsGroup: Bool,
         groupBottomInset: Double, estimatedWidth: [Bool], trailingInsets: [Double], growsGroupWidth: Bool,
         groupTrailingInset: Double) {
        self.axis = axis
        self.estimated = estimated
        self.bottomInsets = bottomInsets
        self.growsGroup = growsGroup
        self.groupBottomInset = groupBottomInset
        self.estimatedWidth = estimatedWidth
        self.trailingInsets = trailingInsets
        self.growsGroupWidth = growsGroupWidth
        self.groupTrailingInset = groupTrailingInset
    }
}
