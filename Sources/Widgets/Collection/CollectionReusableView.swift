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
    /// The decoration kind of a view the collection view made from its layout's registered class (nil for
    /// cells and supplementary views), so it returns to the decoration queue.
    var decorationKind: String?
    /// The layout's zIndex, applied as stacking among the collection view's subviews.
    var layoutZIndex = 0
    /// The attributes last placed (CollectionPlacement): nil until placed and once recycled.
    var placement: CollectionPlacement?

    /// Not `required`, so a UIKit subclass's `override init(frame: CGRect)` compiles as written (UIKit's
    /// is an ordinary designated initializer); the collection view makes registered classes through
    /// `init(madeForReuse:)`, which every subclass inherits once it overrides or inherits this one.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// What `register(_:forSupplementaryViewOfKind:…)` and `register(_:forCellWithReuseIdentifier:)` call on
    /// the registered class: a required convenience initializer, inherited by every subclass that overrides
    /// or inherits `init(frame:)` (Swift's initializer inheritance), and dispatched to that override.
    public required convenience init(madeForReuse frame: Rect) {
        self.init(frame: frame)
    }

    /// Resets per-item state before the view is reused. Call super.
    open func prepareForReuse() {}

    /// The layout's attributes for this view, applied by the collection view (UICollectionReusableView's
    /// apply(_:)); the frame is set before this runs. Override to read custom attributes.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like instead of the layout's estimated ones (UIKit's
    /// preferredLayoutAttributesFitting(_:)), asked by self-sizing layouts when the item comes into view:
    /// by default the same width and the content's height at it (CollectionView+SelfSizing).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        defaultPreferredAttributes(fitting: layoutAttributes)
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        guard let indexPath else { return [] }
        let path: (String, JSONValue) = ("indexPath", .array(indexPath.map { .number(Double($0)) }))
        guard let decorationKind else { return [path] }
        return [("decorationKind", .string(decorationKind)), path]
    }
}
