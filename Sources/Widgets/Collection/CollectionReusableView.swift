import Render

/// A view a collection view recycles (UICollectionReusableView): supplementary views (headers, footers)
/// and, through `CollectionViewCell`, cells. `prepareForReuse` runs before a recycled view is handed out again.
@preconcurrency @MainActor
open class CollectionReusableView: View {
    public internal(set) var reuseIdentifier: String?
    /// The item or section the view shows now; nil while it waits in the reuse queue.
    public internal(set) var indexPath: IndexPath?
    /// The supplementary kind it was dequeued for (nil for cells), so it returns to the right queue.
    var supplementaryKind: String?
    /// The layout's zIndex, applied as stacking among the collection view's subviews.
    var layoutZIndex = 0

    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Resets per-item state before the view is reused. Call super.
    open func prepareForReuse() {}

    /// The layout's attributes for this view, applied by the collection view (UICollectionReusableView's
    /// apply(_:)); the frame is set before this runs. Override to read custom attributes.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    open override func treeAttributes() -> [(String, JSONValue)] {
        guard let indexPath else { return [] }
        return [("indexPath", .array(indexPath.map { .number(Double($0)) }))]
    }
}
