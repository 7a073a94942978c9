import Render

/// How a row or column places its subitems: each at its resolved size (a counted group's shared evenly),
/// with its edge spacing around it and the inter-item spacing between, all at their minimums; the room left
/// along the axis is split equally between the flexible spaces (CollectionLayoutSpacing). Across the axis an
/// item's flexible top and bottom (leading and trailing in a column) centre it, one alone pushes it over.
extension CollectionLayoutGroup {
    /// Without a count, the subitems repeat in order while the next one (with its fixed edge spacing) still
    /// fits along the axis: UIKit fills a group with its items ("a group with one item a third wide shows three").
    func filling(_ inner: Size) -> [CollectionLayoutItem] {
        let length = axis == .horizontal ? inner.width : inner.height
        var result: [CollectionLayoutItem] = []
        var used = 0.0
        while !subitems.isEmpty {
            let child = subitems[result.count % subitems.count]
            let size = child.layoutSize.resolve(in: inner)
            let step = axis == .horizontal ? size.width : size.height
            let edges = child.edgeSpacing?.along(axis)
            let next = used + (result.isEmpty ? 0 : interItemSpacing.minimum) + (edges?.before).minimum + step + (edges?.after).minimum
            guard step > 0, next <= length + 1e-6 || result.isEmpty else { break }
            result.append(child)
            used = next
        }
        return result
    }

    /// The subitems' frames, laid along the axis; subitem sizes resolve against the group's own size.
    func placeSubitems(at origin: Point, in container: Size) -> [Rect] {
        let size = layoutSize.resolve(in: container)
        let inner = Rect(origin: origin, size: size).inset(by: contentInsets)
        let horizontal = axis == .horizontal
        let length = horizontal ? inner.width : inner.height
        let children = count.map { Array(repeating: subitems[0], count: $0) } ?? filling(inner.size)
        let sizes: [Size]
        if let count, count > 0 {
            // A counted group divides its length evenly, after the spacing (UIKit's count initializers).
            let share = (length - interItemSpacing.minimum * Double(count - 1)) / Double(count)
            sizes = Array(repeating: horizontal ? Size(width: share, height: inner.height) : Size(width: inner.width, height: share), count: count)
        } else {
            sizes = children.map { $0.layoutSize.resolve(in: inner.size) }
        }
        // What the items and the spaces' minimums take, and how many spaces are flexible.
        var taken = 0.0, flexible = 0
        for (i, child) in children.enumerated() {
            taken += horizontal ? sizes[i].width : sizes[i].height
            let edges = child.edgeSpacing?.along(axis)
            for space in [edges?.before, edges?.after] + (i > 0 ? [interItemSpacing] : []) {
                taken += space.minimum
                if space.isFlexible { flexible += 1 }
            }
        }
        let share = flexible > 0 ? max(0, length - taken) / Double(flexible) : 0
        func room(_ space: CollectionLayoutSpacing?) -> Double { space.minimum + (space.isFlexible ? share : 0) }

        var result: [Rect] = []
        var cursor = horizontal ? inner.minX : inner.minY
        for (i, child) in children.enumerated() {
            if i > 0 { cursor += room(interItemSpacing) }
            let edges = child.edgeSpacing?.along(axis)
            cursor += room(edges?.before)
            let childSize = sizes[i]
            let across = crossOffset(of: child, size: childSize, in: inner.size)
            let childOrigin = horizontal ? Point(x: cursor, y: inner.minY + across) : Point(x: inner.minX + across, y: cursor)
            if count != nil {
                let fixed = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(childSize.width),
                                                                                  heightDimension: .absolute(childSize.height)))
                fixed.contentInsets = child.contentInsets
                result += (child as? CollectionLayoutGroup)?.frames(at: childOrigin, in: childSize) ?? fixed.frames(at: childOrigin, in: childSize)
            } else {
                result += child.frames(at: childOrigin, in: inner.size)
            }
            cursor += (horizontal ? childSize.width : childSize.height) + room(edges?.after)
        }
        return result
    }

    /// Where `child` starts across the axis: after its fixed top (leading, in a column), plus the room left
    /// across the group, halved when both of its cross edges are flexible, whole when only the first is.
    private func crossOffset(of child: CollectionLayoutItem, size: Size, in inner: Size) -> Double {
        guard let edges = child.edgeSpacing else { return 0 }
        let (first, second) = axis == .horizontal ? (edges.top, edges.bottom) : (edges.leading, edges.trailing)
        let across = axis == .horizontal ? inner.height - size.height : inner.width - size.width
        let left = max(0, across - first.minimum - second.minimum)
        switch (first.isFlexible, second.isFlexible) {
        case (true, true): return first.minimum + left / 2
        case (true, false): return first.minimum + left
        default: return first.minimum
        }
    }
}
