import Render

/// Interactive reordering (UICollectionView's interactive movement API): an app's gesture, or a list
/// cell's reorder accessory, begins a movement on an item, moves its target position with the pointer and
/// ends or cancels it. The dragged cell's centre follows the position without animation, above every other
/// cell; when the layout finds the position over another item's place, the items between make room on the
/// animation clock, as UIKit slides them. Ending it tells the data source (`moveItemAt:to:`) and lets the
/// cell settle into its slot; cancelling slides everything back.
extension CollectionView {
    /// Begins moving the item at `indexPath`: false when another movement runs, the item is not shown, or
    /// the data source's `canMoveItemAt` declines (UIKit returns false in the same cases).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, isValid(indexPath), let cell = cells[indexPath], let dataSource,
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        endPress(select: false)
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath,
                                                  position: Point(x: cell.frame.midX, y: cell.frame.midY))
        setNeedsLayout()
        return true
    }

    /// Moves the dragged item's centre to `targetPosition` (content coordinates); the layout decides which
    /// place that is (`targetIndexPathForInteractivelyMovingItem`), the delegate may redirect it
    /// (`targetIndexPathForMoveOfItemFromOriginalIndexPath`), and the items between make room.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: Point) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        interactiveMovement = movement
        updateMovementAutoscroll()
        let proposed = collectionViewLayout.targetIndexPathForInteractivelyMovingItem(movement.current, withPosition: targetPosition)
        var target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                                                       atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
        if !isValid(target) || target.section != movement.current.section && target.item > itemCounts[target.section] {
            target = movement.current
        }
        guard target != movement.current else { return placeMovingCell() }
        showMove(from: movement.current, to: target)
        interactiveMovement?.current = target
        animateRoomMaking()
    }

    /// Ends the movement at the place it shows: the data source moves its item (`moveItemAt:to:`, only when
    /// the place changed), and the dragged cell settles into its slot.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        movement.autoscroll?.invalidate()
        interactiveMovement = nil
        if movement.current != movement.original {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        readCounts()
        animateRoomMaking()
    }

    /// Cancels the movement: every item slides back where the data source has it, which heard nothing.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        movement.autoscroll?.invalidate()
        interactiveMovement = nil
        if movement.current != movement.original { showMove(from: movement.current, to: movement.original) }
        animateRoomMaking()
    }

    /// The item being moved and where it shows now, while a movement lasts (tests and the tree).
    public var indexPathForInteractivelyMovingItem: IndexPath? { interactiveMovement?.current }

    /// A cell for the item shown at `path`, from the data source, asked with the data source's own index
    /// path while a movement shows its items in another order.
    func cellFromDataSource(at path: IndexPath) -> CollectionViewCell {
        let cell = dataSource!.collectionView(self, cellForItemAt: interactiveMovement?.source(path) ?? path)
        cell.indexPath = path
        return cell
    }

    /// Shows the item at `from` at `to`: cells, selection, focus and the per-section counts follow, and the
    /// layout is placed again for the new order.
    private func showMove(from: IndexPath, to: IndexPath) {
        let move = { (path: IndexPath) in InteractiveMovement.moved(path, from: from, to: to) }
        var moved: [IndexPath: CollectionViewCell] = [:]
        for (path, cell) in cells {
            let new = move(path)
            moved[new] = cell
            cell.indexPath = new
        }
        cells = moved
        selectedItems = selectedItems.map(move)
        focusedIndexPath = focusedIndexPath.map(move)
        itemCounts[from.section] -= 1
        itemCounts[to.section] += 1
        layoutIsStale = true
    }

    /// Places every element at its new frame inside one animation of the update duration (UIKit's
    /// interactive movement slides the items aside; its duration is not documented, so the batch update's
    /// is used), the dragged cell excepted.
    private func animateRoomMaking() {
        prepareLayoutIfNeeded()
        if engine?.areAnimationsEnabled ?? false {
            animate(withDuration: Self.updateDuration, options: .toolkit, curve: .easeInOut, animations: { self.layoutElements() })
        } else {
            performWithoutAnimation { layoutElements() }
        }
    }

    /// The dragged cell at the position, without animation.
    private func placeMovingCell() {
        guard let movement = interactiveMovement, let cell = cells[movement.current] else { return }
        performWithoutAnimation { place(cell, movingAttributes(movement)) }
    }

    /// The attributes the dragged cell takes: the layout's for a moving item at the position.
    func movingAttributes(_ movement: InteractiveMovement) -> CollectionViewLayoutAttributes {
        collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.current, withTargetPosition: movement.position)
    }
}
