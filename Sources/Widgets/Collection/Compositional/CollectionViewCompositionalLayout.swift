import Render

/// A layout built from sections of groups of items (UICollectionViewCompositionalLayout), vertical unless its
/// configuration scrolls horizontally (+Horizontal). Each section repeats its group down the page (or,
/// orthogonal, across one row) until its items are placed; fractional sizes resolve against the section's
/// width less its insets, as UIKit's content size does.
@preconcurrency @MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// A section description for a section index, given the layout environment (UIKit's
    /// UICollectionViewCompositionalLayoutSectionProvider: `(Int, NSCollectionLayoutEnvironment)`).
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    let provider: SectionProvider
    var sections: [CompositionalSection] = []
    var contentSize = Size.zero
    /// The heights self-sizing cells asked for, by item, at `measuredWidth` (Compositional/
    /// CompositionalSelfSizing); an item not in it stands at its estimate.
    var measuredHeights: [IndexPath: Double] = [:]
    /// The widths cells with `.estimated` widths asked for (chips in a row), kept and forgotten with the heights.
    var measuredWidths: [IndexPath: Double] = [:]
    var measuredWidth = -1.0
    var keepsMeasurements = false
    /// List rows' last measured heights, at the row width they were measured at: a row out of view stands at
    /// it until shown (List/), across invalidations; a new text size forgets them all.
    var listRowHeights: [IndexPath: (width: Double, height: Double)] = [:]
    var listHeightsCategory: ContentSizeCategory?
    /// The layout's own headers and footers (`configuration.boundarySupplementaryItems`) and their frames.
    var layoutSupplementaries: [(item: CollectionLayoutBoundarySupplementaryItem, frame: Rect)] = []
    /// The environment of the last prepare, handed to sections' visible-items handlers.
    var environment: CollectionLayoutEnvironment?

    /// The scroll direction, inter-section spacing, layout headers and insets reference; setting one
    /// invalidates the layout, as UIKit's `configuration` does.
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// One section description for every section.
    public init(section: CollectionLayoutSection,
                configuration: CollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration()) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A section description per section index, given the layout environment (the container's size and
    /// insets, the traits), asked on every prepare as UIKit asks it.
    public init(sectionProvider: @escaping SectionProvider,
                configuration: CollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration()) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    open override var collectionViewContentSize: Size { contentSize }

    override func answersSameElements(in newRect: Rect, asIn oldRect: Rect) -> Bool { sameElements(in: newRect, asIn: oldRect) }

    open override func prepare() {
        sections = []
        layoutSupplementaries = []
        guard let cv = collectionView else { contentSize = .zero; return }
        let environment = LayoutEnvironment(of: cv, reference: configuration.contentInsetsReference)
        self.environment = environment
        if configuration.scrollDirection == .horizontal { return prepareHorizontal(cv, environment) }
        // Sections keep to the safe area sideways (UIKit's default contentInsetsReference, .automatic, is the
        // safe area on iOS): in landscape the items clear the Dynamic Island.
        let safe = cv.safeAreaInsets
        let width = cv.bounds.width
        let inner = width - safe.left - safe.right
        var y = 0.0
        // A prepare is an invalidation (a reload, an update, a new size or text size): UIKit measures the
        // self-sizing cells again; only the re-placing that a measurement itself asks for keeps them.
        if !keepsMeasurements || measuredWidth != width { measuredHeights = [:]; measuredWidths = [:]; measuredWidth = width }
        if listHeightsCategory != cv.traitCollection.preferredContentSizeCategory {
            listRowHeights = [:]
            listHeightsCategory = cv.traitCollection.preferredContentSizeCategory
        }
        y = placeLayoutSupplementaries(top: true, at: y, left: safe.left, width: inner)
        for s in 0..<cv.numberOfSections {
            guard let description = provider(s, environment) else { continue }
            // UIKit's interSectionSpacing: between one section's end and the next's start.
            if !sections.isEmpty { y += configuration.interSectionSpacing }
            if let list = description.listConfiguration {
                var placed = placeList(list, description, section: s, at: &y)
                placeDecorations(&placed, safeLeft: safe.left, width: inner)
                sections.append(placed)
                continue
            }
            var section = CompositionalSection(start: y, description: description)
            // Directional insets, leading on the left (left to right), from the reference's sideways edges.
            var insets = description.contentInsets.edgeInsets
            let reference = description.contentInsetsReference.sideInsets(of: cv)
            insets.left += reference.left
            insets.right += reference.right
            // Headers and footers keep to the insets' sides unless the section says not to.
            let follows = description.supplementariesFollowContentInsets
            let bandLeft = follows ? insets.left : safe.left
            let bandWidth = follows ? max(0, width - insets.left - insets.right) : inner
            for item in description.boundarySupplementaryItems where item.alignment.isTop {
                let h = item.layoutSize.heightDimension.resolve(in: cv.bounds.size)
                section.supplementaries.append((item, Rect(x: bandLeft, y: y, width: bandWidth, height: h).inset(by: item.contentInsets)))
                y += h
            }
            y += insets.top
            let container = Size(width: width - insets.left - insets.right, height: cv.bounds.height)
            description.group.adopt(environment)
            let groupSize = description.group.layoutSize.resolve(in: container)
            // Before the first layout the width is 0 and a group places nothing: items stand at zero size.
            let placed = description.group.frames(at: .zero, in: container)
            let pattern = placed.isEmpty ? [Rect.zero] : placed
            let count = cv.numberOfItems(inSection: s)
            let perGroup = max(1, pattern.count)
            let groups = (count + perGroup - 1) / perGroup
            let orthogonal = description.orthogonalScrollingBehavior != .none
            // Every group repeats the one pattern, so an item's frame is arithmetic (`frame(_:)`): preparing
            // costs the same for a hundred items as for a million, and holds no per-item memory.
            section.pattern = pattern
            section.itemSupplementaries = description.group.leaves(in: container).map(\.supplementaryItems)
            section.origin = Point(x: insets.left, y: y)
            section.groupAdvance = orthogonal ? Point(x: groupSize.width + description.interGroupSpacing, y: 0)
                                              : Point(x: 0, y: groupSize.height + description.interGroupSpacing)
            section.count = count
            section.groupStride = groupSize.height + description.interGroupSpacing
            section.perGroup = perGroup
            section.orthogonal = orthogonal
            if orthogonal {
                let along = groups > 0 ? Double(groups) * groupSize.width + Double(groups - 1) * description.interGroupSpacing : 0
                section.orthogonalGeometry = CollectionOrthogonalGeometry(
                    behavior: description.orthogonalScrollingBehavior,
                    band: Rect(x: 0, y: y, width: width, height: groupSize.height),
                    contentWidth: insets.left + along + insets.right, leading: insets.left, groupWidth: groupSize.width,
                    groupStride: groupSize.width + description.interGroupSpacing, pageWidth: container.width)
            }
            if !orthogonal, let flow = FlowRows(description.group, in: container) {
                // Items of their own widths wrapping row after row (Compositional/CompositionalFlowRows).
                y = placeFlowRows(&section, flow, section: s, from: Point(x: insets.left, y: y))
            } else if let sizing = SelfSizingGroup(description.group, in: container), !orthogonal || !sizing.estimatedWidth.allSatisfy({ !$0 }) {
                // An orthogonal row self-sizes across only (its band keeps the group's height).
                y = placeSelfSizing(&section, sizing, section: s, groups: groups, groupHeight: groupSize.height, from: y)
                if orthogonal, groups > 0 { section.orthogonalGeometry?.contentWidth = section.rowEnd + insets.right }
            } else if groups > 0 {
                y += orthogonal ? groupSize.height : Double(groups) * groupSize.height + Double(groups - 1) * description.interGroupSpacing
            }
            y += insets.bottom
            for item in description.boundarySupplementaryItems where item.alignment.isBottom {
                let h = item.layoutSize.heightDimension.resolve(in: cv.bounds.size)
                section.supplementaries.append((item, Rect(x: bandLeft, y: y, width: bandWidth, height: h).inset(by: item.contentInsets)))
                y += h
            }
            section.end = y
            placeDecorations(&section, safeLeft: safe.left, width: inner)
            sections.append(section)
        }
        y = placeLayoutSupplementaries(top: false, at: y, left: safe.left, width: inner)
        contentSize = Size(width: width, height: y)
    }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        var result = layoutSupplementaryAttributes(in: rect)
        for (s, section) in sections.enumerated() where section.end >= rect.minY && section.start <= rect.maxY {
            let sectionStart = result.count
            defer { invalidateVisibleItems(section: s, result, from: sectionStart) }
            result += decorationAttributes(section: s, in: rect)
            for k in section.supplementaries.indices {
                let attributes = supplementaryAttributes(section: s, index: k)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            // Groups stack down the page: only those whose rows reach the rect are looked at.
            var first = 0, last = section.count
            if section.flows {
                // Rows of items of their own widths: tops grow down the section, so the first item whose row
                // can reach the rect is found by bisection.
                first = Self.firstIndex(in: section.frames) { $0.minY + section.flowTallest >= rect.minY }
                last = Self.firstIndex(in: section.frames) { $0.minY > rect.maxY }
            } else if !section.frames.isEmpty {
                // A list's rows have their own heights, in order down the page: the first reaching the rect
                // is found by bisection.
                first = Self.firstIndex(in: section.frames) { $0.maxY >= rect.minY }
                // Self-sizing items of one row have their own heights, so the test can flip within a
                // group: start from the group before the one found.
                first = max(0, (first / section.perGroup - 1) * section.perGroup)
                last = Self.firstIndex(in: section.frames) { $0.minY > rect.maxY }
            } else if !section.orthogonal, section.groupStride > 0 {
                let top = section.origin.y
                first = max(0, Int(((rect.minY - top) / section.groupStride).rounded(.down)) - 1) * section.perGroup
                last = min(section.count, max(0, Int(((rect.maxY - top) / section.groupStride).rounded(.down)) + 1) * section.perGroup)
            }
            // An orthogonal row is culled where its scroller shows it: the frames are the row's unscrolled
            // ones (the layout does not change as the row scrolls), shifted by the row's offset.
            var probe = rect
            if section.orthogonalGeometry != nil, !section.frames.isEmpty {
                // Cells of their own widths (estimated widths): found by bisection across the row.
                probe.origin.x += collectionView?.orthogonalOffset(inSection: s) ?? 0
                first = Self.firstIndex(in: section.frames) { $0.maxX >= probe.minX }
                last = Self.firstIndex(in: section.frames) { $0.minX > probe.maxX }
            } else if let row = section.orthogonalGeometry, row.groupStride > 0 {
                probe.origin.x += collectionView?.orthogonalOffset(inSection: s) ?? 0
                first = max(0, Int(((probe.minX - row.leading) / row.groupStride).rounded(.down)) - 1) * section.perGroup
                last = min(section.count, max(0, Int(((probe.maxX - row.leading) / row.groupStride).rounded(.down)) + 1) * section.perGroup)
            }
            guard first < last else { continue }
            for i in first..<last {
                let frame = section.frame(i)
                if frame.intersects(probe) {
                    result.append(cellAttributes(IndexPath(item: i, section: s), frame: frame))
                    result += itemSupplementaryAttributes(IndexPath(item: i, section: s), frame: frame)
                }
            }
        }
        return result
    }

    /// The first index whose frame passes `test`, for a test that is false and then true down the list.
    private static func firstIndex(in frames: [Rect], where test: (Rect) -> Bool) -> Int {
        var low = 0, high = frames.count
        while low < high {
            let mid = (low + high) / 2
            if test(frames[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    override var orthogonalGeometry: [Int: CollectionOrthogonalGeometry] {
        var result: [Int: CollectionOrthogonalGeometry] = [:]
        for (s, section) in sections.enumerated() { result[s] = section.orthogonalGeometry }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count, indexPath.item < sections[indexPath.section].count else { return nil }
        return cellAttributes(indexPath, frame: sections[indexPath.section].frame(indexPath.item))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count,
              let k = sections[indexPath.section].supplementaries.firstIndex(where: { $0.item.elementKind == elementKind }) else {
            if let attached = itemSupplementaryAttributes(ofKind: elementKind, at: indexPath) { return attached }
            return layoutSupplementaryAttributes(ofKind: elementKind, at: indexPath)
        }
        return supplementaryAttributes(section: indexPath.section, index: k)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    /// A boundary item's attributes; a pinned one rides at the top of the visible area within its section.
    private func supplementaryAttributes(section s: Int, index k: Int) -> CollectionViewLayoutAttributes {
        let (item, base) = sections[s].supplementaries[k]
        var frame = base
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
        if item.pinToVisibleBounds, let cv = collectionView {
            let top = cv.contentOffset.y + cv.adjustedContentInset.top
            frame.origin.y = min(max(frame.minY, top), sections[s].end - frame.height)
            attributes.zIndex = item.zIndex
        }
        attributes.frame = frame
        return attributes
    }
}

/// A prepared compositional section: its span, item frames and boundary items.
struct CompositionalSection {
    var start: Double
    var description: CollectionLayoutSection
    var end = 0.0
    /// One group's item frames at the origin, where the first group's top-left is, how far each next group
    /// is, and the item count: item i is `pattern[i % perGroup]` moved by its group's place.
    var pattern: [Rect] = [.zero]
    var origin = Point.zero
    var groupAdvance = Point.zero
    var count = 0
    var supplementaries: [(item: CollectionLayoutBoundarySupplementaryItem, frame: Rect)] = []
    /// The section's background views and their frames (Compositional/…+Decorations).
    var decorations: [(item: CollectionLayoutDecorationItem, frame: Rect)] = []
    var groupStride = 0.0
    var perGroup = 1
    var orthogonal = false
    /// A list section's rows, for their chrome (List/).
    var list: ListSectionRows?
    /// A list section's row frames, each its own height (List/); empty for a section of repeated groups.
    var frames: [Rect] = []
    /// Which cells of a group size themselves, for a section with `.estimated` heights (CompositionalSelfSizing).
    var selfSizing: SelfSizingGroup?
    /// The row's scroller geometry, for an orthogonally scrolling section.
    var orthogonalGeometry: CollectionOrthogonalGeometry?
    /// The supplementary items attached to the cells of one group, by their place in it (`pattern`).
    var itemSupplementaries: [[CollectionLayoutSupplementaryItem]] = []
    /// Items flow in rows at their own widths (CompositionalFlowRows), and the tallest of them.
    var flows = false
    var flowTallest = 0.0
    /// Where a self-sizing orthogonal row's last group ends (its cells' own widths), before the trailing inset.
    var rowEnd = 0.0

    /// Item i's frame in the collection view's content (an orthogonal row's unscrolled).
    func frame(_ i: Int) -> Rect {
        if !frames.isEmpty { return frames[i] }
        let g = Double(i / perGroup)
        return pattern[i % perGroup].offsetBy(dx: origin.x + g * groupAdvance.x, dy: origin.y + g * groupAdvance.y)
    }
}
