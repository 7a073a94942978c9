import Render

/// Where a layout puts one element of a collection view (UICollectionViewLayoutAttributes): a cell or a
/// supplementary view (header, footer, badge) or a decoration view (a section's background), its frame in
/// content coordinates, its stacking and alpha.
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes {
    /// UICollectionView.ElementCategory.
    public enum ElementCategory: String, Sendable { case cell, supplementaryView, decorationView }

    public let indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    /// The supplementary or decoration kind (`CollectionView.elementKindSectionHeader`, …); nil for a cell, as in UIKit.
    public let representedElementKind: String?
    public var frame: Rect
    public var zIndex = 0
    public var alpha = 1.0
    public var isHidden = false
    /// Applied to the placed view (UICollectionViewLayoutAttributes.transform, identity by default): a
    /// carousel's `visibleItemsInvalidationHandler` scales its cells with it. The frame stays untransformed.
    public var transform = Transform.identity
    /// Set by a layout asking a cell of `.estimated` width for its preferred attributes: the default answer
    /// then fits the width to the content as well as the height (CollectionView+SelfSizing).
    var fitsWidth = false

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
    }

    /// UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:).
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = kind
        frame = .zero
    }

    /// A cell's attributes at `frame`: what both layouts make for each item they place.
    convenience init(forCellWith indexPath: IndexPath, frame: Rect) {
        self.init(forCellWith: indexPath)
        self.frame = frame
    }

    /// A supplementary view's attributes at `frame`.
    convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: Rect) {
        self.init(forSupplementaryViewOfKind: kind, with: indexPath)
        self.frame = frame
    }

    /// UICollectionViewLayoutAttributes.center: setting it moves the frame and keeps its size, as UIKit's
    /// attributes (centre, size and frame are one geometry there) do; custom layouts place items by it.
    public var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// UICollectionViewLayoutAttributes.size: setting it keeps the centre, as UIKit's does.
    public var size: Size {
        get { frame.size }
        set {
            let c = center
            frame = Rect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// The element's own coordinate space: its size at the origin. Setting it sets the size about the
    /// same centre (UIKit's bounds; its origin is not used for placement).
    public var bounds: Rect {
        get { Rect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
}
