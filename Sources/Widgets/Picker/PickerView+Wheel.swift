import Render

/// The mouse wheel over a picker turns the wheel under the pointer, a row per row height of travel, and
/// is not passed on: on a phone a vertical swipe on a picker spins the picker, never the table it sits in.
extension PickerView {
    /// Turns the wheel at `x` (bounds coordinates) by `dy` points of wheel travel; true when a wheel is there.
    func turnWheel(dy: Double, atX x: Double) -> Bool {
        guard let component = component(atX: x), wheels[component].rowCount > 0, rowHeight > 0 else {
            return false
        }
        // Turning back discards travel left over from the other direction.
        if wheelRemainder * dy < 0 { wheelRemainder = 0 }
        wheelRemainder += dy
        let rows = Int((wheelRemainder / rowHeight).rounded(.towardZero))
        guard rows != 0 else { return true }
        wheelRemainder -= Double(rows) * rowHeight
        let column = wheels[component]
        let target = min(max(column.selectedRow + rows, 0), column.rowCount - 1)
        if target != column.selectedRow {
            move(component, toRow: target, timing: PickerSnap.snapTiming, byUser: true)
        }
        return true
    }
}
