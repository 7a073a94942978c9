import Render

/// Where a list cell's parts go, read both when it is laid out and when it is measured (as
/// TableViewCell+Geometry does for a table row): leading accessories from the leading margin, the content
/// after them and the indentation, trailing accessories ending 16 pt from the trailing edge (the table's
/// `accessoryTrailingInset`), 8 pt apart and 8 pt from the content (its `accessoryContentGap`).
extension CollectionViewListCell {
    private var leadingViews: [CellAccessoryView] { accessoryViews.filter { $0.accessory.placement == .leading && !$0.isHidden } }
    private var trailingViews: [CellAccessoryView] { accessoryViews.filter { $0.accessory.placement == .trailing && !$0.isHidden } }

    private func size(of view: CellAccessoryView) -> Size { accessoryLayoutSize(view.intrinsicContentSize) }

    private func accessoryLayoutSize(_ size: Size) -> Size {
        Size(width: max(0, size.width), height: max(0, size.height))
    }

    /// The width the leading accessories take before the content: the margin, each accessory and a gap.
    var leadingColumnWidth: Double {
        let views = leadingViews
        guard !views.isEmpty else { return 0 }
        return chrome.leadingMargin + views.reduce(0) { $0 + size(of: $1).width + TableViewCell.accessoryContentGap }
    }

    /// The width the trailing accessories take after the content.
    var trailingColumnWidth: Double {
        let views = trailingViews
        guard !views.isEmpty else { return 0 }
        let widths = views.reduce(0) { $0 + size(of: $1).width }
        return TableViewCell.accessoryTrailingInset + widths + Double(views.count) * TableViewCell.accessoryContentGap
    }

    var indentation: Double { Double(indentationLevel) * indentationWidth }

    /// The row's height at `width`: what its content asks for beside the accessories, at least the
    /// table's 44 pt (a list content view already answers the table row's `max(44, text + 22)`).
    func listHeight(forWidth width: Double) -> Double {
        let contentWidth = max(0, width - leadingColumnWidth - indentation - trailingColumnWidth)
        hostedContentView.map { ($0 as? ListContentView)?.leadingMargin = chrome.leadingMargin }
        let content = hostedContentView?.sizeThatFits(Size(width: contentWidth, height: Double.infinity)).height ?? 0
        return max(TableViewCell.defaultRowHeight, content).rounded(.up)
    }

    func layoutAccessories() {
        // A script names an accessory by its row: `#ROW-outlineDisclosure` (identifiers are Handheld's).
        for view in accessoryViews { view.identifier = identifier.map { "\($0)-\(view.accessory.name)" } }
        var x = chrome.leadingMargin
        for view in leadingViews {
            let s = size(of: view)
            view.setFrameIgnoringTransform(Rect(x: x, y: (bounds.height - s.height) / 2, width: s.width, height: s.height))
            x += s.width + TableViewCell.accessoryContentGap
        }
        var right = bounds.width - TableViewCell.accessoryTrailingInset
        for view in trailingViews.reversed() {
            let s = size(of: view)
            view.setFrameIgnoringTransform(Rect(x: right - s.width, y: (bounds.height - s.height) / 2, width: s.width, height: s.height))
            right -= s.width + TableViewCell.accessoryContentGap
        }
        let minX = leadingColumnWidth + indentation
        let maxX = bounds.width - trailingColumnWidth
        contentView.frame = Rect(x: minX, y: 0, width: max(0, maxX - minX), height: bounds.height)
        (hostedContentView as? ListContentView)?.leadingMargin = chrome.leadingMargin
        hostedContentView?.frame = contentView.bounds
    }

    func accessoriesChanged() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { accessory in
            let view = CellAccessoryView(accessory)
            view.tint = tintColor
            if case .outlineDisclosure = accessory.kind {
                view.defaultAction = { [weak self] in self?.toggleOutline() }
                view.transform = isOutlineExpanded ? Self.expandedChevron : .identity
            }
            addSubview(view)
            return view
        }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The outline chevron turned from pointing right to pointing down (UIKit's expanded disclosure).
    static let expandedChevron = Transform(rotationAngle: Double.pi / 2)

    /// Shows the row expanded or collapsed; animated, the chevron turns over the collection view's update
    /// duration, alongside the rows that the change inserts or removes.
    public func setOutlineExpanded(_ expanded: Bool, animated: Bool) {
        isOutlineExpanded = expanded
        let turn = { for view in self.accessoryViews where view.accessory.name == "outlineDisclosure" {
            view.transform = expanded ? Self.expandedChevron : .identity
        } }
        if animated {
            animate(withDuration: CollectionView.updateDuration, options: .toolkit, curve: .easeInOut, animations: turn, completion: nil)
        } else {
            performWithoutAnimation(turn)
        }
    }

    /// The outline disclosure's own action: the collection view's data source toggles the item.
    func toggleOutline() {
        guard let collectionView = superview as? CollectionView, let indexPath,
              let source = collectionView.dataSource as? OutlineExpanding else { return }
        source.toggleExpansion(ofItemAt: indexPath, in: collectionView)
    }

    /// A header-style outline row toggles on a tap anywhere and is not selected (UIKit's `.header` style).
    var togglesOnTap: Bool { accessories.contains { $0.isOutlineHeader } }
}

/// A data source whose items expand and collapse (the diffable data source with section snapshots).
@MainActor
protocol OutlineExpanding: AnyObject {
    func toggleExpansion(ofItemAt indexPath: IndexPath, in collectionView: CollectionView)
}
