import Render

extension CollectionView {
    /// Gives every element the layout reports in the viewport (plus overscan) a view and recycles those
    /// that left it. Frames set inside an animation transaction animate (batch updates).
    func layoutElements() {
        prepareLayoutIfNeeded()
        guard dataSource != nil else {
            // The data source is weak, as in UIKit: when it goes, show nothing rather than crash.
            for (_, cell) in cells { recycle(cell) }
            cells.removeAll()
            return
        }
        let o = Self.overscan
        sizeEstimatedItems(in: Rect(x: bounds.minX - o, y: bounds.minY - o, width: bounds.width + 2 * o, height: bounds.height + 2 * o))
        // After the measuring: an offset correction (CollectionView+SelfSizing) may have moved the bounds.
        let visible = Rect(x: bounds.minX - o, y: bounds.minY - o, width: bounds.width + 2 * o, height: bounds.height + 2 * o)
        var wantedCells: [IndexPath: CollectionViewLayoutAttributes] = [:]
        var wantedSupplementaries: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
        var wantedDecorations: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: visible) where isValid(attributes.indexPath) || attributes.representedElementCategory != .cell {
            let key = SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
            switch attributes.representedElementCategory {
            case .cell: wantedCells[attributes.indexPath] = attributes
            case .supplementaryView: wantedSupplementaries[key] = attributes
            case .decorationView: wantedDecorations[key] = attributes
            }
        }
        layoutDecorations(wantedDecorations)
        // The dragged item stays, wherever the pointer took it, at the moving item's attributes.
        if let movement = interactiveMovement { wantedCells[movement.current] = movingAttributes(movement) }
        // Index-path order everywhere below: a dictionary's order changes from run to run (Swift seeds its
        // hashing per process), and the reuse queue's and the subviews' order must not.
        if updateDepth == 0 {
            for (path, cell) in cells.sorted(by: { $0.key < $1.key }) where wantedCells[path] == nil {
                cells[path] = nil
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
                recycle(cell)
            }
            for (key, view) in supplementaries.sorted(by: { $0.key < $1.key }) where wantedSupplementaries[key] == nil {
                supplementaries[key] = nil
                recycle(view)
            }
        }
        for (path, attributes) in wantedCells.sorted(by: { $0.key < $1.key }) {
            if let cell = cells[path] {
                if path == interactiveMovement?.current { performWithoutAnimation { place(cell, attributes) } } else { place(cell, attributes) }
            } else {
                let cell = cellFromDataSource(at: path)
                performWithoutAnimation { place(cell, attributes) }
                install(cell, at: path)
            }
        }
        for (key, attributes) in wantedSupplementaries.sorted(by: { $0.key < $1.key }) {
            if let view = supplementaries[key] {
                place(view, attributes)
            } else {
                let view = dataSource!.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                view.indexPath = key.indexPath
                supplementaries[key] = view
                performWithoutAnimation { place(view, attributes) }
                if view.superview !== self { insertSubview(view, at: 0) }
            }
        }
        // Kept during an animated update: cells that left the viewport follow the new layout until it ends.
        for (path, cell) in cells where wantedCells[path] == nil {
            if isValid(path), let attributes = collectionViewLayout.layoutAttributesForItem(at: path) { place(cell, attributes) }
        }
        orderByZIndex()
        sendDecorationsToBack()
        bringSubviewToFront(indicator)
    }

    func place(_ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes) {
        // A cell of an orthogonal section sits in its row's scroller (CollectionView+Orthogonal); one that
        // moved between sections in an update changes host.
        let (host, frame) = host(for: attributes)
        if view.superview !== host { host.insertSubview(view, at: 0) }
        // The untransformed frame: a list row swiped open keeps its translation (Table/Swipe), as a table row does.
        view.setFrameIgnoringTransform(frame)
        view.isHidden = attributes.isHidden
        view.layoutZIndex = attributes.zIndex
        if updateDepth == 0 { view.alpha = attributes.alpha }
        view.apply(attributes)
    }

    /// Higher zIndex in front (pinned headers above the cells that scroll under them), as UIKit stacks them.
    private func orderByZIndex() {
        let raised = subviews.compactMap { $0 as? CollectionReusableView }.filter { $0.layoutZIndex > 0 }
        for view in raised.sorted(by: { $0.layoutZIndex < $1.layoutZIndex }) { bringSubviewToFront(view) }
    }

    /// Records a configured cell (already in its host: `place` put it there) with the selection and focus
    /// the collection view holds for the item.
    func install(_ cell: CollectionViewCell, at path: IndexPath) {
        cells[path] = cell
        performWithoutAnimation {
            cell.isSelected = selectedItems.contains(path)
            cell.isHighlighted = false
            cell.isFocused = path == focusedIndexPath
            cell.layoutIfNeeded()
        }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }

    func recycle(_ view: CollectionReusableView) {
        view.removeFromSuperview()
        view.indexPath = nil
        if let kind = view.decorationKind { return decorationQueue.enqueue(view, key: kind) }
        guard let id = view.reuseIdentifier else { return }
        if let cell = view as? CollectionViewCell {
            cell.isFocused = false
            cellQueue.enqueue(cell, key: id)
        } else if let kind = view.supplementaryKind {
            supplementaryQueue.enqueue(view, key: kind + "/" + id)
        }
    }
}
