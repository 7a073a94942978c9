import Render

extension CollectionView {
    /// Scrolls so the item sits at `position` (UICollectionView.scrollToItem(at:at:animated:)), clamped to
    /// the content as UIKit clamps it. An empty position on an axis leaves that axis alone.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        var target = contentOffset
        if position.contains(.top) { target.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { target.y = frame.midY - (bounds.height - inset.vertical) / 2 - inset.top }
        if position.contains(.bottom) { target.y = frame.maxY - bounds.height + inset.bottom }
        if position.contains(.left) { target.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { target.x = frame.midX - (bounds.width - inset.horizontal) / 2 - inset.left }
        if position.contains(.right) { target.x = frame.maxX - bounds.width + inset.right }
        setContentOffset(clamped(target), animated: animated)
    }

    /// Scrolls the least distance that shows the whole item inside the insets (animated, as focus movement
    /// scrolls on iPadOS); an item already in view does not move the content.
    func scrollItemToVisible(_ path: IndexPath) {
        guard let rect = layoutAttributesForItem(at: path)?.frame else { return }
        let inset = adjustedContentInset
        var target = contentOffset
        let top = contentOffset.y + inset.top, bottom = contentOffset.y + bounds.height - inset.bottom
        if rect.minY < top { target.y = rect.minY - inset.top } else if rect.maxY > bottom { target.y = rect.maxY - bounds.height + inset.bottom }
        let left = contentOffset.x + inset.left, right = contentOffset.x + bounds.width - inset.right
        if rect.minX < left { target.x = rect.minX - inset.left } else if rect.maxX > right { target.x = rect.maxX - bounds.width + inset.right }
        if target != contentOffset { setContentOffset(clamped(target), animated: true) }
    }

    private func clamped(_ point: Point) -> Point {
        let range = offsetRange
        return Point(x: min(max(point.x, range.x.lowerBound), range.x.upperBound),
                     y: min(max(point.y, range.y.lowerBound), range.y.upperBound))
    }
}
