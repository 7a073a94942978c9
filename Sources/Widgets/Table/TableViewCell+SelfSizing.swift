import Render

/// Self-sizing from constraints (UITableView.automaticDimension with Auto Layout): a cell whose content
/// view's subviews are placed by constraints answers `sizeThatFits` from those constraints, the content
/// view's `systemLayoutSizeFitting` at the row's width (required) and the smallest height they allow
/// (fitting-size level), as UIKit measures such a cell. Frame-based cells keep `contentHeight(forWidth:)`.
extension TableViewCell {
    /// Whether constraints place the content: some subview of the content view no longer translates its
    /// autoresizing mask.
    public var usesConstraintsForContent: Bool {
        contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    /// The content view's width in a row `width` wide: inside the cell's safe area, and the accessory keeps
    /// its place at the trailing edge.
    func contentWidth(forRowWidth width: Double) -> Double {
        width - safeAreaInsets.horizontal - accessoryColumnWidth - editingIndent
    }

    /// The height the content view's constraints give the cell at the row's width. The cell is measured
    /// (its own frame set aside), as UIKit measures it, and the content view follows it by constraints.
    func constrainedHeight(forWidth width: Double) -> Double {
        pinContentViewIfNeeded()
        return systemLayoutSizeFitting(Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                                       verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Ties the content view to the cell's edges by constraints once its content uses them, as UIKit's
    /// content view autoresizes with its cell: the engine then resizes content and cell together, instead
    /// of waiting for the cell's `layoutSubviews` to set the content view's frame. The trailing constant
    /// leaves room for the accessory and follows it.
    func pinContentViewIfNeeded() {
        let leading = safeAreaInsets.left + editingIndent
        let trailing = contentWidth(forRowWidth: 0) + leading
        if let pin = contentViewTrailing {
            pin.constant = trailing
            contentViewLeading?.constant = leading
            return
        }
        guard usesConstraintsForContent else { return }
        contentView.translatesAutoresizingMaskIntoConstraints = false
        let pin = contentView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: trailing)
        let lead = contentView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: leading)
        let constraints = [
            lead,
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
            pin,
        ]
        for constraint in constraints {
            constraint.identifier = "UITableViewCell-contentView"
            constraint.origin = .system
        }
        LayoutConstraint.activate(constraints)
        contentViewTrailing = pin
        contentViewLeading = lead
    }
}
