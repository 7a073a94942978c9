import Render

/// A hardware keyboard in a list, as on iPadOS: ↑ and ↓ move a focused row (drawn with a focus ring,
/// separate from the selection), scrolling it into view, and Return selects it exactly as a tap would.
extension TableView {
    /// The table's key commands (`keyCommands`): the arrows always, Return while selection is allowed.
    var keyboardCommands: [KeyCommand] {
        var commands = [
            KeyCommand(KeyCombo(.up), title: "Previous row") { [weak self] _ in self?.moveFocus(by: -1) },
            KeyCommand(KeyCombo(.down), title: "Next row") { [weak self] _ in self?.moveFocus(by: 1) },
        ]
        if allowsSelection {
            commands.append(KeyCommand(KeyCombo(.return), title: "Open row") { [weak self] _ in self?.selectFocusedRow() })
        }
        return commands
    }

    /// Moves the focus to the next row that can take it in `step`'s direction; with no focused row, focus
    /// starts at the first such row from the top, as iPadOS's first arrow press focuses a list's first item.
    public func moveFocus(by step: Int) {
        if needsReload { rebuildModel() }
        let start = focusedIndexPath.flatMap { item(for: $0) != nil ? $0 : nil }
        let direction = start == nil ? 1 : step
        var candidate = start.map { row(after: $0, step: step) } ?? firstRow
        while let path = candidate, !canFocus(path) { candidate = row(after: path, step: direction) }
        guard let target = candidate else { return }
        setFocusedRow(target)
    }

    /// Puts the keyboard focus on `path` (nil removes it) and scrolls the row into view.
    public func setFocusedRow(_ path: IndexPath?) {
        let old = focusedIndexPath
        focusedIndexPath = path
        if let old, old != path { visibleCells[old]?.isFocused = false }
        guard let path else { return }
        visibleCells[path]?.isFocused = true
        scrollRowToVisible(path)
        setNeedsDisplay()
    }

    /// Return: the focused row is selected through the tap's own path (`selectAsTapped`), so the delegate
    /// hears exactly what a tap would tell it, and nothing happens where a tap would do nothing.
    func selectFocusedRow() {
        guard let path = focusedIndexPath, item(for: path) != nil, canPress(path) else { return }
        selectAsTapped(path)
    }

    /// Whether focus may rest on a row: it is shown (height above 0) and the delegate lets it highlight.
    func canFocus(_ path: IndexPath) -> Bool {
        guard let item = item(for: path), heights.height(of: item) > 0 else { return false }
        return tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true
    }

    private var firstRow: IndexPath? {
        sections.indices.first { sections[$0].rowCount > 0 }.map { IndexPath(row: 0, section: $0) }
    }

    /// The row `step` (±1) away in reading order, across sections; nil past either end.
    private func row(after path: IndexPath, step: Int) -> IndexPath? {
        var section = path.section, row = path.row + step
        while section >= 0 && section < sections.count {
            if row >= 0 && row < sections[section].rowCount { return IndexPath(row: row, section: section) }
            section += step
            guard section >= 0 && section < sections.count else { return nil }
            row = step > 0 ? 0 : sections[section].rowCount - 1
        }
        return nil
    }

    /// Scrolls the least distance that shows the whole row inside the insets (animated, as focus
    /// movement scrolls on iPadOS); a row already in view does not move the table.
    func scrollRowToVisible(_ path: IndexPath) {
        let rect = rectForRow(at: path)
        let inset = adjustedContentInset
        let top = contentOffset.y + inset.top, bottom = contentOffset.y + bounds.height - inset.bottom
        var y = contentOffset.y
        if rect.minY < top {
            y = rect.minY - inset.top
        } else if rect.maxY > bottom {
            y = rect.maxY - bounds.height + inset.bottom
        } else {
            return
        }
        let range = offsetRange.y
        y = min(max(y, range.lowerBound), range.upperBound)
        setContentOffset(Point(x: contentOffset.x, y: y), animated: true)
    }
}
