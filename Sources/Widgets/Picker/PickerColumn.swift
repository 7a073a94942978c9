/// One wheel of a picker: its scroll position and what it has told the app. The offset is an
/// `AnimatedProperty` so the window's animation engine drives glides and snaps on its clock, exactly as it
/// drives view properties; drawing reads the presentation value, selection reads the model.
@MainActor
final class PickerColumn {
    /// Distance of the centred point from row 0's centre (row r is centred at r × rowHeight).
    let offset = AnimatedProperty(0.0)
    /// Rows as the data source last reported them (`reloadComponent` refreshes it).
    var rowCount = 0
    /// The row the wheel rests on or is moving to: set when a drag is released, a row tapped, or
    /// `selectRow` called.
    var selectedRow = 0
    /// The row the app last heard about (through `onValueChanged`) or chose itself, so a settle reports
    /// only real changes, once.
    var reportedRow = 0

    /// Whether a glide or snap is running.
    var isMoving: Bool { offset.isAnimating }

    /// Puts the wheel at `value` at once, stopping any glide (a press catches a spinning wheel, as a
    /// scroll view's does). An animation already heading for `value` is stopped too, which a plain
    /// `set` would leave running because the model value does not change.
    func jump(to value: Double) {
        if !offset.set(value, engine: nil), let running = offset.animation {
            running.interrupt()
            offset.animation = nil
            offset.presentation = value
        }
    }
}
