import Render

/// Dragging, flicking, catching and tapping the wheels. Each wheel behaves as UIKit's does, a small vertical
/// scroll view: the drag follows the finger 1:1 and rubber-bands past the first and last rows
/// (`RubberBand`), the release glides or snaps (`PickerSnap`), a press stops a spinning wheel where it is,
/// and a tap on an off-centre row turns it to the centre.
extension PickerView {
    // MARK: Drag

    func handlePan(_ r: PanGestureRecognizer) {
        switch r.state {
        case .began:
            guard let touch = r.touch,
                  let component = component(atX: convert(touch.startLocationInWindow, from: nil).x),
                  wheels[component].rowCount > 0 else { return }
            let column = wheels[component]
            column.jump(to: column.offset.presentation)
            draggedComponent = component
            caughtComponent = nil
            // A wheel caught while bouncing past an end starts from the finger travel that shows it there.
            dragStartOffset = unbanded(column.offset.presentation, rows: column.rowCount)
            fallthrough
        case .changed:
            guard let component = draggedComponent else { return }
            let column = wheels[component]
            column.jump(to: rubberBanded(dragStartOffset - r.translation().y, rows: column.rowCount))
            setNeedsDisplay()
        case .ended, .cancelled:
            guard let component = draggedComponent else { return }
            draggedComponent = nil
            // Finger up moves the content up, toward later rows: the offset's velocity is the opposite.
            let velocity = r.state == .ended ? -r.velocity().y : 0
            release(component, velocity: velocity)
        default:
            break
        }
    }

    /// Lets go of a wheel at its current position and `velocity` (points per second along the offset).
    func release(_ component: Int, velocity: Double) {
        let column = wheels[component]
        guard column.rowCount > 0 else { return }
        let plan = PickerSnap(rowHeight: rowHeight, rowCount: column.rowCount)
            .plan(offset: column.offset.presentation, velocity: velocity)
        // The glide is an engine animation on the window's timeline, so slow animations stretch it as they
        // stretch the table's momentum around it.
        move(component, toRow: plan.row, timing: plan.timing, byUser: true)
    }

    private var rubberBandDimension: Double { bounds.height }

    /// The drag offset `raw` as shown: unchanged between the first and last rows, resisted beyond them.
    func rubberBanded(_ raw: Double, rows: Int) -> Double {
        let maxOffset = Double(max(rows - 1, 0)) * rowHeight
        if raw < 0 {
            return -RubberBand.standard.offset(forOverscroll: -raw, dimension: rubberBandDimension)
        }
        if raw > maxOffset {
            return maxOffset + RubberBand.standard.offset(forOverscroll: raw - maxOffset, dimension: rubberBandDimension)
        }
        return raw
    }

    /// The inverse of `rubberBanded`: the raw drag offset that shows `offset`.
    func unbanded(_ offset: Double, rows: Int) -> Double {
        let maxOffset = Double(max(rows - 1, 0)) * rowHeight
        let d = rubberBandDimension
        if offset < 0 {
            let over = RubberBand.standard.overscroll(forOffset: -offset, dimension: d)
            return over.isFinite ? -over : offset
        }
        if offset > maxOffset {
            let over = RubberBand.standard.overscroll(forOffset: offset - maxOffset, dimension: d)
            return over.isFinite ? maxOffset + over : offset
        }
        return offset
    }

    // MARK: Touches: catching and tapping

    /// A press on a spinning wheel stops it where it is.
    func pressBegan(_ touch: Touch) {
        guard let component = component(atX: touch.location(in: self).x) else { return }
        let column = wheels[component]
        if column.isMoving {
            column.jump(to: column.offset.presentation)
            caughtComponent = component
            setNeedsDisplay()
        }
    }

    /// A press released without a drag: a caught wheel settles on a row, a tap turns its row to the centre.
    func pressEnded(_ touch: Touch) {
        if let caught = caughtComponent {
            // A press that stopped a spinning wheel is not a tap on a row: the wheel settles where it is.
            caughtComponent = nil
            release(caught, velocity: 0)
            return
        }
        guard touch.locationInWindow.distance(to: touch.startLocationInWindow) <= Control.tapSlop else { return }
        tap(at: touch.location(in: self))
    }

    func pressCancelled(_ touch: Touch) {
        // A drag that took over releases the wheel itself; anything else leaves a caught wheel on a row.
        guard draggedComponent == nil, let caught = caughtComponent else { return }
        caughtComponent = nil
        release(caught, velocity: 0)
    }

    /// Turns the tapped row to the centre (UIKit does) and reports it when it arrives.
    func tap(at point: Point) {
        guard let component = component(atX: point.x), let row = row(atY: point.y, inComponent: component) else { return }
        let column = wheels[component]
        let target = Double(row) * rowHeight
        guard row != column.selectedRow || column.offset.presentation != target else { return }
        move(component, toRow: row, timing: PickerSnap.snapTiming, byUser: true)
    }

    /// The row drawn at `y` (bounds coordinates) in `component`, through the wheel's projection.
    public func row(atY y: Double, inComponent component: Int) -> Int? {
        guard wheels.indices.contains(component), wheels[component].rowCount > 0,
              let arc = geometry.arc(forDisplacement: y - bounds.midY) else { return nil }
        let column = wheels[component]
        let row = Int(((column.offset.presentation + arc) / rowHeight).rounded())
        return (0..<column.rowCount).contains(row) ? row : nil
    }
}
