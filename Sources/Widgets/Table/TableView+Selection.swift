import Render

extension TableView {
    /// How long a press waits before highlighting a row when the table could still start scrolling
    /// (UIScrollView's delaysContentTouches holds touches about 150 ms; the reference is silent).
    public static let highlightDelay = 0.15

    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    /// UITableView.indexPathsForSelectedRows, `[IndexPath]?` as UIKit types it: "The value of this property
    /// is nil if there are no selected rows" (Apple's documentation of the property).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects a row from code: no delegate call, as UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool) {
        guard let indexPath else {
            for path in selectedRows { deselectRow(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelectionNow {
            for path in selectedRows where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleCells[indexPath]?.setSelected(true, animated: animated)
    }

    /// Deselects a row from code. Animated, the highlight fades over 0.25 s; while a transition coordinator
    /// is running for the table's controller, the fade runs alongside it instead, so it follows an
    /// interactive back swipe frame by frame (seed 4).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        guard let cell = visibleCells[indexPath] else { return }
        if animated, let coordinator = owningTransitionCoordinator, coordinator.isAnimated {
            cell.setSelectionFlag(false)
            // The alongside block runs inside the transition's animator: the fade follows its progress, and
            // a cancelled transition brings the highlight back (the controller reselects the row).
            coordinator.animate(alongsideTransition: { [weak cell] _ in cell?.selectedBackgroundView.alpha = 0 })
        } else {
            cell.setSelected(false, animated: animated)
        }
    }

    /// The coordinator of a transition the table's controller (or an ancestor) takes part in.
    var owningTransitionCoordinator: TransitionCoordinator? {
        var v: View? = self
        while let view = v {
            if let c = view.owningController?.transitionCoordinator, !c.isFinished { return c }
            v = view.superview
        }
        return nil
    }

    // MARK: Touches (rows are pressed through the responder chain from the cells)

    /// Whether a press on the row may highlight and select it: selection allowed, a cell on screen, and the
    /// delegate's `shouldHighlightRowAt`. A tap and the keyboard's Return both ask. A cell whose
    /// `selectionStyle` is `.none` is still selected and its delegate told (UIKit's documentation of the
    /// style: "The cell has no distinct style for when it is selected"; apps rely on `didSelectRowAt` for
    /// such rows); it only draws no highlight (TableViewCell.updateSelectionAppearance).
    func canPress(_ path: IndexPath) -> Bool {
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection, visibleCells[path] != nil else { return false }
        return tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true
    }

    func pressBegan(_ touch: Touch) {
        // A press while a row shows its swipe actions only closes it (Table/Swipe).
        if rowSwipe.swallowsPress { return }
        // A press that stopped the table's glide only catches the content (UIKit selects nothing).
        guard !pressStoppedMotion, let path = indexPathForRow(at: touch.location(in: self)), canPress(path),
              let cell = visibleCells[path] else { return }
        pressedRow = path
        highlightTimer?.invalidate()
        let canScroll = contentSize.height + adjustedContentInset.vertical > bounds.height
        if canScroll, let window {
            highlightTimer = window.schedule(after: Self.highlightDelay) { [weak self, weak cell] in
                guard let self, self.pressedRow == path else { return }
                cell?.setHighlighted(true, animated: false)
            }
        } else {
            cell.setHighlighted(true, animated: false)
        }
    }

    func pressMoved(_ touch: Touch) {
        guard let path = pressedRow else { return }
        if indexPathForRow(at: touch.location(in: self)) != path { endPress(select: false) }
    }

    func pressEnded(_ touch: Touch) {
        if rowSwipe.swallowsPress { return rowSwipe.pressEndedWithoutSwipe() }
        guard let path = pressedRow else { return }
        endPress(select: indexPathForRow(at: touch.location(in: self)) == path)
    }

    func pressCancelled(_ touch: Touch) {
        endPress(select: false)
    }

    /// Ends a press: a release on the pressed row selects it (deselecting the others unless multiple
    /// selection is on) and tells the delegate; anything else just removes the highlight.
    private func endPress(select: Bool) {
        highlightTimer?.invalidate()
        highlightTimer = nil
        guard let path = pressedRow else { return }
        pressedRow = nil
        let cell = visibleCells[path]
        guard select else {
            cell?.setHighlighted(false, animated: false)
            return
        }
        selectAsTapped(path)
    }

    /// What a completed tap on a row does, also run by the keyboard's Return: selects it (deselecting the
    /// others unless multiple selection is on; a selected row toggles off when it is) and tells the delegate.
    func selectAsTapped(_ path: IndexPath) {
        let cell = visibleCells[path]
        if allowsMultipleSelectionNow && selectedRows.contains(path) {
            cell?.setHighlighted(false, animated: false)
            deselectRow(at: path, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: path)
            return
        }
        if !allowsMultipleSelectionNow {
            for other in selectedRows where other != path {
                deselectRow(at: other, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: other)
            }
        }
        performWithoutAnimation {
            cell?.setSelected(true, animated: false)
            cell?.setHighlighted(false, animated: false)
        }
        if !selectedRows.contains(path) { selectedRows.append(path) }
        tableDelegate?.tableView(self, didSelectRowAt: path)
    }
}

