import Render

extension CollectionView {
    /// Where `scrollToItem` and `selectItem` put an item (UICollectionView.ScrollPosition).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// UICollectionView.indexPathsForSelectedItems, `[IndexPath]?` as UIKit types it: "If there are no
    /// selected items, the value of this property is nil" (Apple's documentation of the property).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects an item from code: no delegate call, as in UIKit; scrolls it to `scrollPosition` if given.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition = []) {
        guard let indexPath else {
            for path in selectedItems { deselectItem(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for path in selectedItems where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item from code, without a delegate call.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cells[indexPath]?.isSelected = false
    }

    // MARK: Touches (items are pressed through the responder chain from the cells)

    /// Whether a press may highlight the item: selection allowed and the delegate's `shouldHighlightItemAt`.
    func canPress(_ path: IndexPath) -> Bool {
        guard allowsSelection, cells[path] != nil else { return false }
        return collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true
    }

    func pressBegan(_ touch: Touch) {
        // A press while a list row shows its swipe actions only closes it (Table/Swipe).
        if rowSwipe?.swallowsPress == true { return }
        // A press that stopped a glide only catches the content, as in the table.
        guard !pressStoppedMotion, let path = indexPathForItem(at: touch.location(in: self)), canPress(path) else { return }
        pressedItem = path
        highlightTimer?.invalidate()
        let canScroll = contentSize.height + adjustedContentInset.vertical > bounds.height
            || contentSize.width + adjustedContentInset.horizontal > bounds.width
        if canScroll, let window {
            // The table's delay (UIScrollView's delaysContentTouches): a press that becomes a scroll never highlights.
            highlightTimer = window.schedule(after: TableView.highlightDelay) { [weak self] in
                guard let self, self.pressedItem == path else { return }
                self.setHighlighted(true, at: path)
            }
        } else {
            setHighlighted(true, at: path)
        }
    }

    func pressMoved(_ touch: Touch) {
        guard let path = pressedItem else { return }
        if indexPathForItem(at: touch.location(in: self)) != path { endPress(select: false) }
    }

    func pressEnded(_ touch: Touch) {
        if let rowSwipe, rowSwipe.swallowsPress { return rowSwipe.pressEndedWithoutSwipe() }
        guard let path = pressedItem else { return }
        endPress(select: indexPathForItem(at: touch.location(in: self)) == path)
    }

    func pressCancelled(_ touch: Touch) { endPress(select: false) }

    private func setHighlighted(_ highlighted: Bool, at path: IndexPath) {
        guard let cell = cells[path], cell.isHighlighted != highlighted else { return }
        cell.isHighlighted = highlighted
        if highlighted {
            collectionDelegate?.collectionView(self, didHighlightItemAt: path)
        } else {
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
        }
    }

    /// Ends a press: unhighlights, and selects when `select` (a tap); a movement beginning ends it unselected.
    func endPress(select: Bool) {
        highlightTimer?.invalidate()
        highlightTimer = nil
        guard let path = pressedItem else { return }
        pressedItem = nil
        if select, cells[path]?.isHighlighted == false { setHighlighted(true, at: path) }
        setHighlighted(false, at: path)
        if select { selectAsTapped(path) }
    }

    /// What a tap (or Return on the focused item) does: in multiple selection a selected item toggles off;
    /// otherwise the others are deselected and the item selected, each told to the delegate, as UIKit does.
    func selectAsTapped(_ path: IndexPath) {
        if allowsMultipleSelection && selectedItems.contains(path) {
            deselectItem(at: path, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedItems where other != path {
                deselectItem(at: other, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        if !selectedItems.contains(path) { selectedItems.append(path) }
        cells[path]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: path)
    }
}
