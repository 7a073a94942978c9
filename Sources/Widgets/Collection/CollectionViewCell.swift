import Render

/// An item of a collection view (UICollectionViewCell): content goes into `contentView`; `backgroundView`
/// sits behind it and `selectedBackgroundView` above that while the cell is selected or highlighted. Unlike a
/// table cell, UIKit's collection cell draws nothing of its own for selection: with no selected background
/// view set, selection is visible only where the app shows it (UIKit's documented default is nil).
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
    public let contentView = View()
    public var backgroundView: View? {
        didSet { if backgroundView !== oldValue { oldValue?.removeFromSuperview(); arrangeBackgrounds() } }
    }
    public var selectedBackgroundView: View? {
        didSet { if selectedBackgroundView !== oldValue { oldValue?.removeFromSuperview(); arrangeBackgrounds() } }
    }
    open var isSelected = false { didSet { if isSelected != oldValue { updateSelectionAppearance() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectionAppearance() } } }
    /// Whether the collection view's keyboard focus is here: drawn with the table's focus ring, and
    /// "focused" in the tree JSON.
    public internal(set) var isFocused = false { didSet { if isFocused != oldValue { setNeedsDisplay() } } }
    /// What the cell shows, as a value (UICollectionViewCell.contentConfiguration): the view it makes fills
    /// the content view; a configuration of the same type is given to that view, which updates in place.
    public var contentConfiguration: ContentConfiguration? {
        didSet {
            if let configuration = contentConfiguration, let hosted = hostedContentView, hosted.supports(configuration) {
                hosted.configuration = configuration
                return
            }
            hostedContentView?.removeFromSuperview()
            hostedContentView = contentConfiguration?.makeContentView()
            if let hostedContentView { contentView.addSubview(hostedContentView) }
            setNeedsLayout()
        }
    }
    /// The view the content configuration made.
    public private(set) var hostedContentView: (View & ContentView)?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives: an empty content view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        hostedContentView?.frame = contentView.bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// A cell showing a content configuration is as tall as its content view asks at the width (how a
    /// configured cell self-sizes in UIKit); otherwise the view's own answer.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let hostedContentView else { return super.sizeThatFits(size) }
        return Size(width: size.width, height: hostedContentView.sizeThatFits(size).height)
    }

    /// Background, selected background, content: UIKit's stacking order inside a cell.
    private func arrangeBackgrounds() {
        if let selectedBackgroundView { insertSubview(selectedBackgroundView, at: 0) }
        if let backgroundView { insertSubview(backgroundView, at: 0) }
        updateSelectionAppearance()
        setNeedsLayout()
    }

    private func updateSelectionAppearance() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    open override func drawOverlay(in canvas: Canvas) {
        if isFocused { FocusRing.draw(around: bounds, in: canvas) }
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        var pairs = super.treeAttributes()
        pairs += [("selected", .bool(isSelected)), ("highlighted", .bool(isHighlighted))]
        if isFocused { pairs.append(("focused", .bool(true))) }
        return pairs
    }
}
