import Render

// Adding, removing and renaming segments after creation (UISegmentedControl's insertSegment(withTitle:at:animated:),
// removeSegment(at:animated:), removeAllSegments() and setTitle(_:forSegmentAt:)). UIKit's documentation of each:
// an index past the end is clamped to the end ("the value is pinned"), and a change of segments keeps the selected
// segment the same segment, moving its index; removing the selected segment leaves none selected.
extension SegmentedControl {
    /// Inserts a segment titled `title` at `segment` (clamped to 0...numberOfSegments). `animated` is accepted;
    /// the segments take their new widths at once.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), items.count)
        items.insert(title ?? "", at: index)
        titleLabels.insert(makeTitleLabel(title ?? ""), at: index)
        if selectedSegmentIndex != Self.noSegment, index <= selectedSegmentIndex {
            reindexSelection(selectedSegmentIndex + 1)
        }
        segmentsChanged()
    }

    /// Removes the segment at `segment`; an index out of range removes nothing.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard items.indices.contains(segment) else { return }
        items.remove(at: segment)
        titleLabels.remove(at: segment).removeFromSuperview()
        if segment == selectedSegmentIndex {
            reindexSelection(Self.noSegment)
        } else if segment < selectedSegmentIndex {
            reindexSelection(selectedSegmentIndex - 1)
        }
        segmentsChanged()
    }

    /// Removes every segment; none is selected afterwards.
    public func removeAllSegments() {
        for label in titleLabels { label.removeFromSuperview() }
        items = []
        titleLabels = []
        reindexSelection(Self.noSegment)
        segmentsChanged()
    }

    /// Renames the segment at `segment`; an index out of range changes nothing.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment] = title ?? ""
        titleLabels[segment].text = title ?? ""
        invalidateIntrinsicContentSize()
    }

    /// The selection's index after segments moved: set without animation, as a code change is.
    private func reindexSelection(_ index: Int) {
        selectedSegmentIndex = index
    }

    private func segmentsChanged() {
        styleTitles()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }
}
