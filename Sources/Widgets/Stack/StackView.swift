import Render

/// Lays out a row or a column of views, its arranged subviews, from their own sizes (UIStackView), so a
/// screen or a cell changes shape by hiding one of them: a hidden arranged subview takes no space and no
/// spacing, and toggling `isHidden` inside an `animate` block animates the collapse (seed 5).
///
/// As in UIKit, arranged subviews are also subviews: `addArrangedSubview` adds the view as a subview,
/// `removeArrangedSubview` stops arranging it but leaves it a subview, and `removeFromSuperview` does both.
/// The stack draws nothing itself (UIKit's stack is a non-rendering view); give it a background colour if
/// you want one.
///
/// Two ways to size arranged views. With constraints, as in UIKit: turn off an arranged view's
/// `translatesAutoresizingMaskIntoConstraints` and give it width or height constraints; the stack then
/// arranges every arranged view with constraints of its own (StackView+Constraints), and a required
/// length that collides with 'UISV-hiding' is reported by the window's engine in UIKit's words. Without
/// constraints, the stack does the arithmetic itself (StackView+Layout) and lengths are said to it,
/// `setFixedHeight(51, for: playback, priority: .required - 1)`; a required fixed length on a view that
/// gets hidden is then reported once through `warningHandler` and the hiding wins.
@preconcurrency @MainActor
open class StackView: View {
    /// The views the stack positions, in order; each is also one of `subviews`.
    public private(set) var arrangedSubviews: [View] = []

    /// The direction of the row (UIStackView's default is horizontal).
    public var axis: Axis = .horizontal {
        didSet {
            guard axis != oldValue else { return }
            arrangementChanged()
            updateHidingConflicts()
        }
    }

    /// Points between adjacent visible arranged subviews (the minimum for `equalSpacing`).
    public var spacing = 0.0 { didSet { if spacing != oldValue { arrangementChanged() } } }

    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }

    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }

    /// Whether the arrangement keeps `layoutMargins` from the edges rather than the bounds themselves
    /// (UIStackView.isLayoutMarginsRelativeArrangement, false by default).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// Receives each layout conflict warning, one line each; it prints to standard error by default. The
    /// sink belongs to this stack, not to the process, so a test captures exactly its own stack's warnings.
    public var warningHandler: @MainActor (String) -> Void = StackView.printWarning

    /// Fixed widths and heights of subviews, by view identity (see `setFixedHeight(_:for:priority:)`).
    var fixedSizes: [ObjectIdentifier: ArrangedSize] = [:]
    /// Custom spacing after arranged views, by view identity (StackView+CustomSpacing).
    var customSpacings: [ObjectIdentifier: Double] = [:]
    /// The hidden arranged views already reported as breaking a required fixed length.
    var reportedHidingConflicts: Set<ObjectIdentifier> = []
    /// The constraints the stack owns when it arranges with constraints (StackView+Constraints).
    var arrangementConstraints: [LayoutConstraint] = []
    var hidingConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
    var distributingGuides: [LayoutGuide] = []

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives a horizontal stack with no arranged subviews, as `init(frame: .zero)` does.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack arranging `arrangedSubviews` in order (UIStackView(arrangedSubviews:)).
    public convenience init(arrangedSubviews: [View], axis: Axis = .horizontal, spacing: Double = 0) {
        self.init(frame: .zero)
        self.axis = axis
        self.spacing = spacing
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Arranges `view` after the others, adding it as a subview if it is not one already.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `index` (0...count), moving it there if it is already arranged and adding it as a
    /// subview if it is not one already. An index out of range traps, as UIKit raises.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        precondition(index >= 0 && index <= arrangedSubviews.count,
                     "insertArrangedSubview: index \(index) is outside 0...\(arrangedSubviews.count)")
        precondition(view !== self, "a stack view cannot arrange itself")
        if view.superview !== self { addSubview(view) }
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: old) }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        arrangementChanged()
        updateHidingConflicts()
    }

    /// Stops arranging `view` but leaves it a subview where it is, as UIKit does; call `removeFromSuperview`
    /// as well to take it off screen.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
        updateHidingConflicts()
    }

    /// The stack's size and positions depend on what changed: lay out again, and tell the superview that
    /// the stack's own size may differ (UIKit's invalidateIntrinsicContentSize).
    func arrangementChanged() {
        setNeedsLayout()
        superview?.setNeedsLayout()
        rebuildArrangementConstraints()
    }

    // MARK: Overrides

    open override func layoutSubviews() {
        super.layoutSubviews()
        if !arrangesWithConstraints { arrangeSubviews() }
    }

    /// The visible arranged subviews' lengths plus the spacing between them along the axis, the largest
    /// across it (the fill alignment takes all of a finite proposal), plus the margins when the
    /// arrangement is margin-relative. A cell asks `sizeThatFits(Size(width: w, height: .infinity))`.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard arrangesWithConstraints else { return fittingSize(for: size) }
        let target = Size(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
        return systemLayoutSizeFitting(target, withHorizontalFittingPriority: size.width.isFinite ? .required : .fittingSizeLevel,
                                       verticalFittingPriority: size.height.isFinite ? .required : .fittingSizeLevel)
    }

    open override var intrinsicContentSize: Size {
        fittingSize(for: Size(width: Double.infinity, height: Double.infinity))
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        let id = ObjectIdentifier(subview)
        fixedSizes[id] = nil
        reportedHidingConflicts.remove(id)
        if let index = arrangedSubviews.firstIndex(where: { $0 === subview }) {
            arrangedSubviews.remove(at: index)
            superview?.setNeedsLayout()
            rebuildArrangementConstraints()
        }
    }

    /// Relayouts when an arranged subview is hidden or shown. Inside an animation block the layout runs at
    /// once, so the frame changes join the block's animation: UIKit's documented way to animate a stack,
    /// `UIView.animate { view.isHidden = true }`. It runs from the superview of the outermost stack that
    /// arranges this one, because the stacks' sizes change too and whoever sizes the outermost one (a
    /// container fitting it to its content) must do so inside the same block.
    open override func arrangedSubviewVisibilityChanged(_ subview: View) {
        super.arrangedSubviewVisibilityChanged(subview)
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
        arrangementChanged()
        updateHidingConflicts()
        guard engine?.currentTransaction != nil else { return }
        var outermost: View = self
        while let stack = outermost.superview as? StackView,
              stack.arrangedSubviews.contains(where: { $0 === outermost }) {
            stack.arrangementChanged()
            outermost = stack
        }
        (outermost.superview ?? outermost).layoutIfNeeded()
    }

    /// An arranged subview handed to constraints turns the whole stack over to them (StackView+Constraints).
    open override func subviewTranslatesAutoresizingMaskChanged(_ subview: View) {
        super.subviewTranslatesAutoresizingMaskChanged(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementChanged() }
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        super.treeAttributes() + [
            ("axis", .string(axis.rawValue)),
            ("arranged", .array(arrangedSubviews.map { .string(StackView.name(of: $0)) })),
        ]
    }

    /// A view's identifier, else its type name: how warnings and the tree JSON refer to an arranged view.
    static func name(of view: View) -> String {
        view.identifier ?? ViewTree.typeName(of: view)
    }
}
