import Render

extension CollectionViewCompositionalLayout {
    /// `answersSameElements(in:asIn:)` for vertical sections of repeated groups: every element whose frame
    /// meets one rectangle and not the other is looked for; none means the same attributes. Whatever moves
    /// with the viewport (a pinned header, a visible-items handler) or is placed by rules of its own (lists,
    /// self-sizing, flowing and orthogonal sections) answers false, and a subclass, which may answer
    /// differently from what is checked here, always does.
    func sameElements(in new: Rect, asIn old: Rect) -> Bool {
        guard type(of: self) == CollectionViewCompositionalLayout.self, configuration.scrollDirection == .vertical,
              new.minX == old.minX, new.width == old.width else { return false }
        for supplementary in layoutSupplementaries where supplementary.frame.intersects(new) != supplementary.frame.intersects(old) {
            return false
        }
        for section in sections {
            let shown = section.end >= new.minY && section.start <= new.maxY
            guard shown == (section.end >= old.minY && section.start <= old.maxY) else { return false }
            guard shown else { continue }
            guard section.description.visibleItemsInvalidationHandler == nil, !section.orthogonal, section.list == nil,
                  section.frames.isEmpty, !section.flows, section.selfSizing == nil, section.groupStride > 0 else { return false }
            for (item, frame) in section.supplementaries where item.pinToVisibleBounds || frame.intersects(new) != frame.intersects(old) {
                return false
            }
            for (_, frame) in section.decorations where frame.intersects(new) != frame.intersects(old) { return false }
            // The groups either rectangle can reach, as `layoutAttributesForElements(in:)` finds them.
            let top = section.origin.y, low = min(new.minY, old.minY), high = max(new.maxY, old.maxY)
            let first = max(0, Int(((low - top) / section.groupStride).rounded(.down)) - 1) * section.perGroup
            let last = min(section.count, max(0, Int(((high - top) / section.groupStride).rounded(.down)) + 1) * section.perGroup)
            guard first < last else { continue }
            for i in first..<last {
                let frame = section.frame(i)
                if frame.intersects(new) != frame.intersects(old) { return false }
            }
        }
        return true
    }
}
