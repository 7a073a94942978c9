import Render

extension CollectionView {
    /// Gives every element the layout reports in the viewport (plus overscan) a view and recycles those
    /// that left it. Frames set inside an animation transaction animate (batch updates).
    func layoutElements() {
        lastPlacement = nil
        placingPasses += 1
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
        let visible = placementRect
        var cellList: [(key: IndexPath, value: CollectionViewLayoutAttributes)] = []
        var supplementaryList: [(key: SupplementaryKey, value: CollectionViewLayoutAttributes)] = []
        var wantedDecorations: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: visible) ?? [] where isValid(attributes.indexPath) || attributes.representedElementCategory != .cell {
            let key = SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
            switch attributes.representedElementCategory {
            case .cell: cellList.append((attributes.indexPath, attributes))
            case .supplementaryView: supplementaryList.append((key, attributes))
            case .decorationView: wantedDecorations[key] = attributes
            }
        }
        layoutDecorations(wantedDecorations)
        // The dragged item stays, wherever the pointer took it, at the moving item's attributes.
        // (Appended last, so it wins over the layout's attributes for that index path in inKeyOrder.)
        if let movement = interactiveMovement { cellList.append((movement.current, movingAttributes(movement))) }
        // Index-path order everywhere below: a dictionary's order changes from run to run (Swift seeds its
        // hashing per process), and the reuse queue's and the subviews' order must not. The layouts answer
        // in that order already, so it is only checked; a layout that does not is sorted (the last
        // attributes for a repeated element win).
        let wantedCells = Self.inKeyOrder(cellList)
        let wantedSupplementaries = Self.inKeyOrder(supplementaryList)
        // While a scroll keeps the same elements in view (most frames), nothing leaves: no set is built.
        let sameCells = Self.allPresent(wantedCells, in: cells)
        let sameSupplementaries = Self.allPresent(wantedSupplementaries, in: supplementaries)
        let wantedPaths = sameCells ? [] : Set(wantedCells.map(\.key))
        if updateDepth == 0 {
            if !sameCells {
                for (path, cell) in cells.sorted(by: { $0.key < $1.key }) where !wantedPaths.contains(path) {
                    cells[path] = nil
                    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
                    recycle(cell)
                }
            }
            if !sameSupplementaries {
                let wantedKeys = Set(wantedSupplementaries.map(\.key))
                for (key, view) in supplementaries.sorted(by: { $0.key < $1.key }) where !wantedKeys.contains(key) {
                    supplementaries[key] = nil
                    recycle(view)
                }
            }
        }
        for (path, attributes) in wantedCells {
            if let cell = cells[path] {
                if path == interactiveMovement?.current { performWithoutAnimation { place(cell, attributes) } } else { place(cell, attributes) }
            } else {
                let cell = cellFromDataSource(at: path)
                performWithoutAnimation { place(cell, attributes) }
                install(cell, at: path)
            }
        }
        for (key, attributes) in wantedSupplementaries {
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
        // Kept during an animated update: cells that left the viewport follow the new layout until it ends
        // (at other times every cell shown is a wanted one).
        if updateDepth > 0, !sameCells {
            for (path, cell) in cells where !wantedPaths.contains(path) {
                if isValid(path), let attributes = collectionViewLayout.layoutAttributesForItem(at: path) { place(cell, attributes) }
            }
        }
        orderByZIndex()
        sendDecorationsToBack()
        bringSubviewToFront(indicator)
        // A scroll that keeps these elements need not place them again (CollectionView+StillScroll); not
        // during an animated update or a drag, which move views the layout does not answer for.
        if updateDepth == 0, interactiveMovement == nil { lastPlacement = (visible, preparations) }
    }

    func place(_ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes) {
        // A cell of an orthogonal section sits in its row's scroller (CollectionView+Orthogonal); one that
        // moved between sections in an update changes host.
        let (host, frame) = host(for: attributes)
        if view.superview !== host { host.insertSubview(view, at: 0) }
        // Unchanged attributes (most elements on most frames of a scroll) are not applied again, as in UIKit.
        if CollectionPlacement.isCurrent(view, attributes, frame: frame, setsAlpha: updateDepth == 0) { return }
        // The untransformed frame: a list row swiped open keeps its translation (Table/Swipe), as a table row does.
        view.setFrameIgnoringTransform(frame)
        view.isHidden = attributes.isHidden
        view.layoutZIndex = attributes.zIndex
        if updateDepth == 0 { view.alpha = attributes.alpha }
        // Only a transform a layout set (or took back) is applied: a view's own one (a swipe) stays otherwise.
        if attributes.transform != (view.placement?.transform ?? .identity) { view.transform = attributes.transform }
        view.apply(attributes)
        view.placement = CollectionPlacement(frame: frame, zIndex: attributes.zIndex, alpha: attributes.alpha,
                                             isHidden: attributes.isHidden, transform: attributes.transform,
                                             center: view.center, size: view.bounds.size)
    }

    /// `list` by key, each key once (its last entry): as it is when the keys already increase, which is
    /// checked in one pass, else sorted.
    static func inKeyOrder<Key: Comparable & Hashable>(_ list: [(key: Key, value: CollectionViewLayoutAttributes)])
        -> [(key: Key, value: CollectionViewLayoutAttributes)] {
        // Loops, not closures: a closure formed on the main actor checks its executor on every call.
        var increasing = true
        for i in list.indices.dropFirst() where !(list[i - 1].key < list[i].key) { increasing = false; break }
        if increasing { return list }
        var last: [Key: CollectionViewLayoutAttributes] = [:]
        for (key, attributes) in list { last[key] = attributes }
        return last.sorted { $0.key < $1.key }
    }

    /// Whether `list` names exactly the keys `shown` holds (the same elements stay in view).
    static func allPresent<Key: Hashable, Value>(_ list: [(key: Key, value: CollectionViewLayoutAttributes)],
                                                 in shown: [Key: Value]) -> Bool {
        guard list.count == shown.count else { return false }
        for (key, _) in list where shown[key] == nil { return false }
        return true
    }

    /// Higher zIndex in front (pinned headers above the cells that scroll under them), as UIKit stacks them.
    /// Found in one pass that makes no array while nothing is raised (most layouts, most frames).
    private func orderByZIndex() {
        var raised: [CollectionReusableView] = []
        for view in subviews {
            if let reusable = view as? CollectionReusableView, reusable.layoutZIndex > 0 { raised.append(reusable) }
        }
        guard !raised.isEmpty else { return }
        for view in raised.sorted(by: { $0.layoutZIndex < $1.layoutZIndex }) { bringSubviewToFront(view) }
    }

    /// Records a configured cell (already in its host: `place` put it there) with the selection and focus
    /// the collection view holds for the item.
    func install(_ cell: CollectionViewCell, at path: IndexPath) {
        cells[path] = cell
        lastPlacement = nil
        performWithoutAnimation {
            cell.isSelected = selectedItems.contains(path)
            cell.isHighlighted = false
            cell.isFocused = path == focusedIndexPath
            cell.layoutIfNeeded()
        }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }

    func recycle(_ view: CollectionReusableView) {
        lastPlacement = nil
        view.removeFromSuperview()
        // A transform the layout gave (a carousel's scale) does not follow the view to its next element.
        if (view.placement?.transform ?? .identity) != .identity { view.transform = .identity }
        view.placement = nil
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
