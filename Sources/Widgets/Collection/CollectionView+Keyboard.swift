import Render

/// A hardware keyboard in a collection, as on iPadOS: the arrows move a focused item (the table's focus ring)
/// to the nearest item in that direction on screen, scrolling it into view, and Return selects it as a tap.
extension CollectionView {
    /// A direction for the arrows, as a unit step in content coordinates.
    public enum FocusHeading: Sendable { case up, down, left, right }

    var keyboardCommands: [KeyCommand] {
        var commands = [
            KeyCommand(KeyCombo(.up), title: "Item above") { [weak self] _ in self?.moveFocus(.up) },
            KeyCommand(KeyCombo(.down), title: "Item below") { [weak self] _ in self?.moveFocus(.down) },
            KeyCommand(KeyCombo(.left), title: "Previous item") { [weak self] _ in self?.moveFocus(.left) },
            KeyCommand(KeyCombo(.right), title: "Next item") { [weak self] _ in self?.moveFocus(.right) },
        ]
        if allowsSelection {
            commands.append(KeyCommand(KeyCombo(.return), title: "Open item") { [weak self] _ in self?.selectFocusedItem() })
        }
        return commands
    }

    /// How many items either side of the focused one the arrows look at: a screen of a dense grid, so a
    /// million-item collection costs no more per key press than a small one.
    static let focusSearchWindow = 500

    /// Moves the focus to the nearest focusable item in `heading` (the one whose edge is closest along the
    /// heading, then closest across it, as the iPadOS focus engine picks); with no focus, to the first item.
    public func moveFocus(_ heading: FocusHeading) {
        prepareLayoutIfNeeded()
        guard let current = focusedIndexPath.flatMap({ isValid($0) ? $0 : nil }),
              let from = collectionViewLayout.layoutAttributesForItem(at: current)?.frame else {
            if let first = flatPaths(from: IndexPath(item: 0, section: 0), step: 1, limit: Self.focusSearchWindow).first(where: canFocus) {
                setFocusedItem(first)
            }
            return
        }
        let forward = heading == .down || heading == .right
        var best: (path: IndexPath, along: Double, across: Double)?
        for path in flatPaths(from: current, step: forward ? 1 : -1, limit: Self.focusSearchWindow) where path != current && canFocus(path) {
            guard let to = collectionViewLayout.layoutAttributesForItem(at: path)?.frame else { continue }
            let along: Double, across: Double
            switch heading {
            case .down: along = to.minY - from.maxY; across = abs(to.midX - from.midX)
            case .up: along = from.minY - to.maxY; across = abs(to.midX - from.midX)
            case .right: along = to.minX - from.maxX; across = abs(to.midY - from.midY)
            case .left: along = from.minX - to.maxX; across = abs(to.midY - from.midY)
            }
            // Only items wholly beyond the focused one's edge, and overlapping it across the heading for
            // left and right (a row neighbour, not the next row's first item).
            guard along >= -0.5 else { continue }
            if heading == .left || heading == .right, to.maxY <= from.minY || to.minY >= from.maxY { continue }
            if let b = best, along > b.along + 0.5 { continue }
            if let b = best, abs(along - b.along) <= 0.5, across >= b.across { continue }
            best = (path, along, across)
        }
        if let best { setFocusedItem(best.path) }
    }

    /// Puts the keyboard focus on `path` (nil removes it) and scrolls the item into view.
    public func setFocusedItem(_ path: IndexPath?) {
        let old = focusedIndexPath
        focusedIndexPath = path
        if let old, old != path { cells[old]?.isFocused = false }
        guard let path else { return }
        cells[path]?.isFocused = true
        scrollItemToVisible(path)
    }

    func selectFocusedItem() {
        guard let path = focusedIndexPath, isValid(path), canPress(path) else { return }
        selectAsTapped(path)
    }

    func canFocus(_ path: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true
    }

    /// Index paths in reading order from `start` (inclusive) in `step`'s direction, across sections, at most `limit`.
    func flatPaths(from start: IndexPath, step: Int, limit: Int) -> [IndexPath] {
        var paths: [IndexPath] = []
        var section = start.section, item = start.item
        while section >= 0 && section < itemCounts.count && paths.count < limit {
            if item >= 0 && item < itemCounts[section] {
                paths.append(IndexPath(item: item, section: section))
                item += step
            } else {
                section += step
                guard section >= 0 && section < itemCounts.count else { break }
                item = step > 0 ? 0 : itemCounts[section] - 1
            }
        }
        return paths
    }
}
