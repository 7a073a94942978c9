import Render

extension CollectionView {
    /// Whether a scroll to the current bounds leaves every element where the last placing pass put it, so
    /// the pass need not run: nothing was invalidated, reloaded or updated since, and the layout answers the
    /// same elements with the same attributes for the new viewport as for the last one (a grid scrolled
    /// within a row: most frames of a scroll). Each pass made an attributes object per element, looked each
    /// up and compared it with the view's placement, to change nothing (callgrind, the collection bench).
    /// What the views show is what the full pass would leave: it too applies nothing that did not change
    /// (`CollectionPlacement`, as UIKit's `_setLayoutAttributes:` returns early on equal attributes).
    func scrollKeepsPlacement() -> Bool {
        guard let last = lastPlacement, last.preparation == preparations, updateDepth == 0, interactiveMovement == nil,
              !needsReload, !layoutIsStale, !needsLayout, preparedSize == bounds.size, dataSource != nil else { return false }
        return collectionViewLayout.answersSameElements(in: placementRect, asIn: last.rect)
    }

    /// The rectangle a placing pass asks the layout about: the bounds and the overscan around them.
    var placementRect: Rect {
        let o = Self.overscan
        return Rect(x: bounds.minX - o, y: bounds.minY - o, width: bounds.width + 2 * o, height: bounds.height + 2 * o)
    }
}
