import Render

/// A row in an editing table (UITableViewCell's editing state). UIKit's documentation of
/// `UITableViewCell.isEditing` and `setEditing(_:animated:)`: in editing mode the cell shows the editing
/// control its table asks for (`editingStyle`, from the delegate's `tableView(_:editingStyleForRowAt:)`) at
/// its leading edge and, when the row can move, the reorder control at its trailing edge; the accessory is
/// not shown (`editingAccessoryType` is `.none` by default); the content moves right unless the delegate's
/// `tableView(_:shouldIndentWhileEditingRowAt:)` says no.
extension TableViewCell {
    /// UITableViewCell.isEditing: setting it calls `setEditing(_:animated: false)`.
    public var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// UITableViewCell.editingStyle: the control the row shows while editing (`.none` outside editing).
    public var editingStyle: EditingStyle { editingControl?.style ?? .none }

    /// UITableViewCell.showsReorderControl's reading: whether the row shows its grip now.
    public var showsReorderControl: Bool { reorderControl != nil }

    /// Puts in or takes away the controls for the current editing state, asking the table what this row
    /// shows; animated, the content slides over 0.3 s [EST: UIKit's editing transition is not documented;
    /// the swipe's settle duration is used] as the controls fade in.
    func editingDidChange(animated: Bool) {
        let look = editingState ? tableView?.editingLook(at: indexPath) : nil
        let style = look?.style ?? .none
        if editingControl?.style != style {
            editingControl?.removeFromSuperview()
            editingControl = nil
            if style != .none {
                let control = TableEditingControl(style: style)
                control.onTap = { [weak self] in self?.editingControlTapped() }
                addSubview(control)
                editingControl = control
            }
        }
        let movable = look?.movable ?? false
        if movable != (reorderControl != nil) {
            reorderControl?.removeFromSuperview()
            reorderControl = nil
            if movable {
                let grip = TableReorderControl(frame: .zero)
                grip.onDrag = { [weak self] pan in
                    guard let self else { return }
                    self.tableView?.reorderDragged(self, pan: pan)
                }
                addSubview(grip)
                reorderControl = grip
            }
        }
        editingIndent = look?.indents == true ? leadingMargin + TableEditingControl.discDiameter : 0
        setNeedsLayout()
        setNeedsDisplay()
        guard animated, window != nil else {
            performWithoutAnimation { layoutIfNeeded() }
            return
        }
        let arriving = [editingControl, reorderControl].compactMap { $0 }.filter { $0.frame == .zero }
        performWithoutAnimation {
            for control in arriving { control.alpha = 0 }
        }
        animate(withDuration: 0.3, options: .toolkit, curve: .easeInOut, animations: {
            for control in arriving { control.alpha = 1 }
            self.layoutIfNeeded()
        })
    }

    /// The controls' frames: the editing control in the indent column, the grip in the trailing column.
    func layoutEditingControls() {
        let safe = safeAreaInsets
        if let editingControl {
            editingControl.discX = leadingMargin
            editingControl.frame = Rect(x: safe.left, y: 0, width: leadingMargin + TableEditingControl.discDiameter,
                                        height: bounds.height)
        }
        if let reorderControl {
            reorderControl.frame = Rect(x: bounds.width - safe.right - TableReorderControl.width, y: 0,
                                        width: TableReorderControl.width, height: bounds.height)
        }
    }

    private func editingControlTapped() {
        guard let tableView, let indexPath, let style = editingControl?.style else { return }
        tableView.editingControlTapped(at: indexPath, style: style)
    }
}
