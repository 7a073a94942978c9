import Render

extension TextView {
    /// Scrolls the least distance that brings the characters in `range` into view, inside the text container
    /// inset and above the keyboard, as the caret is kept in view: the range's first line at the top when it
    /// lies above, its last line at the bottom when below (UITextView.scrollRangeToVisible, which scrolls
    /// as UIScrollView.scrollRectToVisible does, "so that it is just visible", Apple's documentation). An
    /// empty range scrolls to the caret position there; a text view that does not scroll stays put.
    public func scrollCharactersToVisible(_ range: Range<Int>) {
        guard isScrollEnabled else { return }
        let lower = max(0, min(editing.count, range.lowerBound)), upper = max(lower, min(editing.count, range.upperBound))
        let rects = lower < upper ? selectionRects(for: lower..<upper) : [caretRect(at: lower)]
        guard let first = rects.first else { return }
        let target = rects.dropFirst().reduce(first) { $0.union($1) }
        let visibleBottom = bounds.height - textContainerInset.bottom - keyboardInset
        if target.minY < textContainerInset.top {
            setContentOffsetY(contentOffsetY + target.minY - textContainerInset.top)
        } else if target.maxY > visibleBottom {
            // A range taller than the view shows its start, as scrollRectToVisible does.
            let shift = min(target.maxY - visibleBottom, target.minY - textContainerInset.top)
            setContentOffsetY(contentOffsetY + shift)
        }
    }
}
