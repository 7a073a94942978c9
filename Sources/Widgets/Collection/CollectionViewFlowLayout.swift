import Render

/// Items in lines that wrap (UICollectionViewFlowLayout): a vertical layout fills rows left to right and
/// stacks them downward; a horizontal one fills columns top to bottom and stacks them rightward. Each
/// section is header, section inset, lines, inset, footer. Sizes come from the properties or, per item and
/// section, from a `CollectionViewDelegateFlowLayout`.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UICollectionView.ScrollDirection.
    public enum ScrollDirection: Sendable { case vertical, horizontal }

    /// Apple's documented defaults: itemSize (50, 50) ("The default size value is (50.0, 50.0)"), and
    /// 10 pt for both minimumLineSpacing and minimumInteritemSpacing (UICollectionViewFlowLayout reference;
    /// docs/reference is silent, found with the docs search).
    public static let defaultItemSize = Size(width: 50, height: 50)
    public static let defaultSpacing: CGFloat = 10

    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    public var itemSize = CollectionViewFlowLayout.defaultItemSize { didSet { invalidateLayout() } }
    /// Not zero: cells size themselves (UICollectionViewFlowLayout.estimatedItemSize), each measured from its
    /// content's constraints with this (or `automaticSize`'s item size) as the starting guess
    /// (CollectionViewFlowLayout+SelfSizing). Zero, the default, uses `itemSize` or the delegate's sizes.
    public var estimatedItemSize = Size.zero { didSet { invalidateLayout() } }
    public var minimumLineSpacing: CGFloat = CollectionViewFlowLayout.defaultSpacing { didSet { invalidateLayout() } }
    public var minimumInteritemSpacing: CGFloat = CollectionViewFlowLayout.defaultSpacing { didSet { invalidateLayout() } }
    public var sectionInset = EdgeInsets() { didSet { invalidateLayout() } }
    /// Only the height counts in a vertical layout, only the width in a horizontal one (UIKit's rule).
    public var headerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    public var footerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// Headers stay at the top of the visible area while their section scrolls under them (UIKit's
    /// sectionHeadersPinToVisibleBounds).
    public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var sections: [FlowSection] = []
    var contentSize = Size.zero

    public override init() { super.init() }

    open override var collectionViewContentSize: Size { contentSize }

    private var flowDelegate: CollectionViewDelegateFlowLayout? { collectionView?.delegate as? CollectionViewDelegateFlowLayout }

    open override func prepare() {
        sections = []
        guard let cv = collectionView else { contentSize = .zero; return }
        let axis = FlowAxis(direction: scrollDirection)
        let crossExtent = axis.cross(cv.bounds.size)
        var main = 0.0
        for s in 0..<cv.numberOfSections {
            let d = flowDelegate
            let inset = d?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = d?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let interitem = d?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let header = axis.main(d?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize)
            let footer = axis.main(d?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize)
            var section = FlowSection(start: main)
            section.header = header > 0 ? axis.rect(main: main, cross: 0, mainSize: header, crossSize: crossExtent) : nil
            main += header + axis.mainStart(inset)
            let count = cv.numberOfItems(inSection: s)
            let sizes = (0..<count).map { item -> Size in
                let path = IndexPath(item: item, section: s)
                let size = d?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                return estimatedItemSize == .zero ? size : fittedSize(path, estimate: estimate(size), in: cv)
            }
            let available = crossExtent - axis.crossStart(inset) - axis.crossEnd(inset)
            var item = 0
            while item < count {
                // Fill the line while the next item fits with the minimum spacing.
                var end = item + 1, used = axis.cross(sizes[item])
                while end < count, used + interitem + axis.cross(sizes[end]) <= available + 1e-9 {
                    used += interitem + axis.cross(sizes[end])
                    end += 1
                }
                let n = end - item
                let thickness = sizes[item..<end].map { axis.main($0) }.max() ?? 0
                // Every line is justified, the last too: the spacing grows so the line spans the width
                // ("the actual spacing may be adjusted upward", UIKit's documentation), and a line of one
                // item centres it. This is UIKit's flow layout as apps see it (the reason left-aligned
                // flow-layout subclasses are common); the reference is silent.
                var spacing = interitem
                var cross = axis.crossStart(inset)
                if n > 1 { spacing = interitem + (available - used) / Double(n - 1) } else { cross += (available - used) / 2 }
                for i in item..<end {
                    let size = sizes[i]
                    let offset = (thickness - axis.main(size)) / 2
                    section.frames.append(axis.rect(main: main + offset, cross: cross, mainSize: axis.main(size), crossSize: axis.cross(size)))
                    cross += axis.cross(size) + spacing
                }
                section.lines.append(FlowLine(minMain: main, maxMain: main + thickness, items: item..<end))
                main += thickness
                item = end
                if item < count { main += lineSpacing }
            }
            main += axis.mainEnd(inset)
            section.footer = footer > 0 ? axis.rect(main: main, cross: 0, mainSize: footer, crossSize: crossExtent) : nil
            main += footer
            section.end = main
            sections.append(section)
        }
        contentSize = scrollDirection == .vertical ? Size(width: crossExtent, height: main) : Size(width: main, height: crossExtent)
    }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes]? {
        let axis = FlowAxis(direction: scrollDirection)
        let lo = axis.mainMin(rect), hi = axis.mainMax(rect)
        var result: [CollectionViewLayoutAttributes] = []
        for (s, section) in sections.enumerated() where section.end >= lo && section.start <= hi {
            if let header = headerAttributes(section: s), header.frame.intersects(rect) { result.append(header) }
            // Binary search for the first line reaching into the rect; lines are in main-axis order.
            var a = 0, b = section.lines.count
            while a < b {
                let m = (a + b) / 2
                if section.lines[m].maxMain < lo { a = m + 1 } else { b = m }
            }
            var l = a
            while l < section.lines.count, section.lines[l].minMain <= hi {
                for i in section.lines[l].items where section.frames[i].intersects(rect) {
                    result.append(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s),
                                                                 frame: section.frames[i]))
                }
                l += 1
            }
            if let footer = section.footer, footer.intersects(rect) {
                result.append(CollectionViewLayoutAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                                                             with: IndexPath(item: 0, section: s), frame: footer))
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count, indexPath.item < sections[indexPath.section].frames.count else { return nil }
        return CollectionViewLayoutAttributes(forCellWith: indexPath, frame: sections[indexPath.section].frames[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section < sections.count else { return nil }
        if elementKind == CollectionView.elementKindSectionHeader { return headerAttributes(section: indexPath.section) }
        guard elementKind == CollectionView.elementKindSectionFooter, let footer = sections[indexPath.section].footer else { return nil }
        return CollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind,
                                              with: IndexPath(item: 0, section: indexPath.section), frame: footer)
    }

    /// A section's header; pinned, it sits at the top of the visible area (below the content inset) while
    /// its section is there, and is pushed up by the section's end, as UIKit's pinned headers are.
    private func headerAttributes(section s: Int) -> CollectionViewLayoutAttributes? {
        guard var frame = sections[s].header else { return nil }
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                                                        with: IndexPath(item: 0, section: s))
        if sectionHeadersPinToVisibleBounds, let cv = collectionView {
            if scrollDirection == .vertical {
                let top = cv.contentOffset.y + cv.adjustedContentInset.top
                frame.origin.y = min(max(frame.minY, top), sections[s].end - frame.height)
            } else {
                let left = cv.contentOffset.x + cv.adjustedContentInset.left
                frame.origin.x = min(max(frame.minX, left), sections[s].end - frame.width)
            }
            attributes.zIndex = 1
        }
        attributes.frame = frame
        return attributes
    }

    /// Pinned headers move with every scroll, so each bounds change asks for the attributes again (the
    /// layout itself stays prepared unless the size changes).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
}

/// A section of a prepared flow layout: its main-axis span, header, footer, item frames and lines.
struct FlowSection {
    var start: Double
    var end = 0.0
    var header: Rect?
    var footer: Rect?
    var frames: [Rect] = []
    var lines: [FlowLine] = []
}

struct FlowLine {
    var minMain: Double
    var maxMain: Double
    var items: Range<Int>
}

/// Main (scrolling) and cross axes of a flow layout, so one algorithm serves both directions.
struct FlowAxis {
    let vertical: Bool
    init(direction: CollectionViewFlowLayout.ScrollDirection) { vertical = direction == .vertical }
    func main(_ s: Size) -> Double { vertical ? s.height : s.width }
    func cross(_ s: Size) -> Double { vertical ? s.width : s.height }
    func mainStart(_ i: EdgeInsets) -> Double { vertical ? i.top : i.left }
    func mainEnd(_ i: EdgeInsets) -> Double { vertical ? i.bottom : i.right }
    func crossStart(_ i: EdgeInsets) -> Double { vertical ? i.left : i.top }
    func crossEnd(_ i: EdgeInsets) -> Double { vertical ? i.right : i.bottom }
    func mainMin(_ r: Rect) -> Double { vertical ? r.minY : r.minX }
    func mainMax(_ r: Rect) -> Double { vertical ? r.maxY : r.maxX }
    func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double) -> Rect {
        vertical ? Rect(x: cross, y: main, width: crossSize, height: mainSize)
                 : Rect(x: main, y: cross, width: mainSize, height: crossSize)
    }
}
