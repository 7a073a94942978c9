/// The arithmetic of a stack view along its axis, apart from any view: given each arranged subview's natural
/// length and visibility, where each one starts and how long it is. Kept pure so the distributions can be
/// read (and tested) as the formulas they are.
///
/// A hidden item takes no length and no spacing (UIKit's 'UISV-hiding' constraint sets it to zero and the
/// stack drops the spacing on both sides). It still gets a position, where the next visible item would
/// start, so that a view collapsing in an animation shrinks in place while the views after it close up.
struct StackArrangement {
    struct Item: Equatable {
        /// Fixed length, or the size the view asks for along the axis.
        var natural: Double
        var isVisible: Bool
        /// The priority of the item's fixed length; nil when the length is the view's own (free to stretch).
        var fixedPriority: LayoutPriority?
        /// The space after this item when it is visible and another visible item follows
        /// (UIStackView.setCustomSpacing(_:after:)); nil: the stack's `spacing`.
        var spacingAfter: Double? = nil
    }

    var items: [Item]
    var distribution: StackView.Distribution
    var spacing: Double

    private var visible: [Item] { items.filter(\.isVisible) }
    /// The minimum space after each visible item but the last: its custom spacing, else `spacing`. A hidden
    /// item's custom spacing takes no part, as the item itself does not.
    private var gaps: [Double] { visible.dropLast().map { $0.spacingAfter ?? spacing } }
    private var totalSpacing: Double { gaps.reduce(0, +) }

    /// The length the items need (UIStackView's fitting size along the axis): natural lengths plus spacing
    /// between visible items; for `fillEqually`, every item as long as the longest.
    var fittingLength: Double {
        let lengths = visible.map { max(0, $0.natural) }
        switch distribution {
        case .fillEqually: return (lengths.max() ?? 0) * Double(lengths.count) + totalSpacing
        case .fill, .fillProportionally, .equalSpacing, .equalCentering: return lengths.reduce(0, +) + totalSpacing
        }
    }

    /// The item that takes up the difference in `fill`: the last visible one with no fixed length, else the
    /// visible one whose fixed length has the lowest optional priority (the last of equals). Required fixed
    /// lengths never stretch.
    var stretchableIndex: Int? {
        if let free = items.indices.last(where: { items[$0].isVisible && items[$0].fixedPriority == nil }) {
            return free
        }
        var best: Int?
        for i in items.indices where items[i].isVisible {
            guard let p = items[i].fixedPriority, !p.isRequired else { continue }
            if let b = best, let bp = items[b].fixedPriority, bp < p { continue }
            best = i
        }
        return best
    }

    /// The origin and length of every item within `available` points starting at `start`.
    func segments(available: Double, start: Double = 0) -> [(origin: Double, length: Double)] {
        let lengths = visibleLengths(available: available)
        var gaps = self.gaps
        if distribution == .equalSpacing, visible.count > 1 {
            // The space left over shared equally, each gap never below its own minimum.
            let shared = (available - lengths.reduce(0, +)) / Double(visible.count - 1)
            gaps = gaps.map { max($0, shared) }
        }
        if distribution == .equalCentering, visible.count > 1 {
            return centredSegments(lengths, available: available, start: start)
        }
        var result: [(origin: Double, length: Double)] = []
        var cursor = start
        var visibleIndex = 0
        var nextLength = lengths.makeIterator()
        for item in items {
            // A hidden item after the last visible one stands one spacing past it, as it always has.
            let gap = visibleIndex == 0 ? 0 : visibleIndex - 1 < gaps.count ? gaps[visibleIndex - 1]
                : visible[visibleIndex - 1].spacingAfter ?? spacing
            let origin = cursor + gap
            if item.isVisible {
                let length = nextLength.next() ?? 0
                result.append((origin, length))
                cursor = origin + length
                visibleIndex += 1
            } else {
                result.append((origin, 0))
            }
        }
        return result
    }

    /// The lengths of the visible items, in order.
    private func visibleLengths(available: Double) -> [Double] {
        let naturals = visible.map { max(0, $0.natural) }
        guard !naturals.isEmpty else { return [] }
        let room = max(0, available - totalSpacing)
        switch distribution {
        case .fill:
            var lengths = naturals
            let extra = available - totalSpacing - naturals.reduce(0, +)
            if extra != 0, let index = stretchableIndex {
                let position = items[..<index].filter(\.isVisible).count
                lengths[position] = max(0, lengths[position] + extra)
            }
            return lengths
        case .fillEqually:
            return Array(repeating: room / Double(naturals.count), count: naturals.count)
        case .fillProportionally:
            let total = naturals.reduce(0, +)
            guard total > 0 else { return Array(repeating: room / Double(naturals.count), count: naturals.count) }
            return naturals.map { room * $0 / total }
        case .equalSpacing, .equalCentering:
            return naturals
        }
    }

    /// `equalCentering`: the first item at the start, the last at the end, the centres in between equally
    /// far apart (further when that would bring two items closer than their spacing); a hidden item stands
    /// where the next visible one starts.
    private func centredSegments(_ lengths: [Double], available: Double, start: Double) -> [(origin: Double, length: Double)] {
        let count = lengths.count
        var step = (available - lengths[0] / 2 - lengths[count - 1] / 2) / Double(count - 1)
        let gaps = self.gaps
        for i in 0..<(count - 1) { step = max(step, lengths[i] / 2 + lengths[i + 1] / 2 + gaps[i]) }
        let origins = lengths.indices.map { start + lengths[0] / 2 + Double($0) * step - lengths[$0] / 2 }
        var result: [(origin: Double, length: Double)] = []
        var index = 0
        for item in items {
            if item.isVisible {
                result.append((origins[index], lengths[index]))
                index += 1
            } else {
                result.append((index < count ? origins[index] : start + available, 0))
            }
        }
        return result
    }
}
