import Render

/// Swipe actions on a table's rows, as UIKit's: a horizontal drag on a row slides it aside and reveals
/// the actions its delegate gives (`TableViewSwipeActionsDelegate`) behind it. A list collection view's rows
/// use the same controller, with the actions its list configuration's providers give (SwipeRowHost).
///
/// - The row follows the pointer 1:1 up to the actions' width; past it, with a full swipe allowed, it keeps
///   following, otherwise it rubber-bands (the scroll view's 0.55 coefficient over the row's width).
/// - Released past `fullSwipeFraction` of the row's width with a full swipe allowed, the first action fires
///   (the row slides out, then its handler runs); otherwise the row opens to the actions' width if more
///   than half of it is showing or the pointer flicks toward opening, else it closes.
/// - One open row at a time: a drag on another row, a press anywhere else in the table, or a scroll
///   closes it. A tap on a button runs its handler; the row closes when the handler calls back.
///
/// The recogniser outranks the table's own pan (priority 2) but begins only on a horizontal move, so a
/// vertical drag still scrolls; the navigation edge swipe begins earlier (5 pt) from the left edge.
@MainActor
final class RowSwipeController {
    /// The fraction of the row's width past which a release fires the first action [EST: UIKit's
    /// threshold is private; about 60 % matches iOS 13 Mail].
    static let fullSwipeFraction = 0.6
    /// Opening and closing take 0.3 s with the default curve's deceleration [EST].
    static let settleDuration = 0.3
    /// A flick of at least this speed (points per second) opens or closes regardless of position.
    static let flickVelocity = 500.0

    /// The table or list collection view whose rows slide (SwipeRowHost).
    unowned let table: SwipeRowHost
    let recognizer = PanGestureRecognizer()
    /// The row slid aside (open or being dragged), its cell, and the buttons behind it.
    private(set) var path: IndexPath?
    private weak var cell: View?
    private(set) var actionsView: SwipeActionsView?
    /// The row's offset: negative shows trailing actions, positive leading ones.
    private(set) var offset = 0.0
    private var startOffset = 0.0
    private var natural: [Double] = []
    private var tracking = false

    init(table: SwipeRowHost) {
        self.table = table
        recognizer.axis = .horizontal
        recognizer.priority = 2
        recognizer.action = { [weak self] r in self?.handle(r as! PanGestureRecognizer) }
        recognizer.onPress = { [weak self] touch in self?.pressed(touch) }
    }

    /// The open row's actions' total natural width.
    var actionsWidth: Double { natural.reduce(0, +) }

    /// Whether the press in progress began while a row was open: the table selects nothing with it.
    private(set) var swallowsPress = false

    /// A press anywhere in the table but on the open row's buttons closes it (UIKit's tap elsewhere) and
    /// selects nothing; a press on the open row itself may drag it, and closes it if it is let go unmoved.
    private func pressed(_ touch: Touch) {
        swallowsPress = false
        guard path != nil, !tracking else { return }
        if let actionsView, actionsView.bounds.contains(touch.location(in: actionsView)) { return }
        swallowsPress = true
        let p = touch.location(in: table)
        if let path, table.swipeRow(at: p) == path { return }
        close(animated: true)
    }

    /// The table's press ended without a swipe beginning (a tap on the open row): close it.
    func pressEndedWithoutSwipe() {
        swallowsPress = false
        if !tracking { close(animated: true) }
    }

    private func handle(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            tracking = false
            let p = table.convert(pan.touch?.startLocationInWindow ?? .zero, from: nil)
            guard let row = table.swipeRow(at: p), let target = table.swipeCell(at: row) else { return }
            if let path, path != row { close(animated: true) }
            if path == nil {
                let trailing = pan.translation().x < 0
                guard begin(row: row, cell: target, trailing: trailing) else { return }
            }
            tracking = true
            startOffset = offset
            follow(pan)
        case .changed:
            if tracking { follow(pan) }
        case .ended:
            guard tracking else { return }
            tracking = false
            follow(pan)
            release(velocity: pan.velocity().x)
        case .cancelled:
            guard tracking else { return }
            tracking = false
            close(animated: true)
        default:
            break
        }
    }

    /// Asks the host for `row`'s actions on one side and puts them behind it; false when there are none.
    private func begin(row: IndexPath, cell: View, trailing: Bool) -> Bool {
        let configuration = table.swipeActionsConfiguration(forRowAt: row, trailing: trailing)
        guard let configuration, !configuration.actions.isEmpty, let window = table.window else { return false }
        let view = SwipeActionsView(configuration: configuration, trailing: trailing)
        view.onTap = { [weak self] index in self?.perform(index, full: false) }
        natural = view.naturalWidths(measurer: window.textMeasurer)
        table.insertSubview(view, belowSubview: cell)
        actionsView = view
        path = row
        self.cell = cell
        offset = 0
        layout()
        return true
    }

    /// Opens `row`'s trailing actions without a drag (an editing row's deletion control shows its Delete
    /// confirmation so), closing any other open row first.
    func openTrailing(row: IndexPath) {
        if let path, path != row { close(animated: false) }
        guard path == nil, let cell = table.swipeCell(at: row), begin(row: row, cell: cell, trailing: true) else { return }
        setOffset(-actionsWidth, animated: true)
    }

    private var trailing: Bool { actionsView?.trailing ?? true }

    private func follow(_ pan: PanGestureRecognizer) {
        guard let actionsView, let cell else { return }
        let raw = startOffset + pan.translation().x
        // Toward the configured side only.
        let amount = max(0, trailing ? -raw : raw)
        let width = cell.bounds.width, total = actionsWidth
        var shown = amount
        if amount > total && !actionsView.configuration.performsFirstActionWithFullSwipe {
            shown = total + RubberBand.standard.offset(forOverscroll: amount - total, dimension: width)
        }
        shown = min(shown, width)
        setOffset(trailing ? -shown : shown, animated: false)
    }

    private func release(velocity: Double) {
        guard let actionsView, let cell else { return }
        let amount = abs(offset), width = cell.bounds.width
        let towardOpen = trailing ? -velocity : velocity
        if actionsView.configuration.performsFirstActionWithFullSwipe, amount > Self.fullSwipeFraction * width {
            perform(0, full: true)
        } else if towardOpen >= Self.flickVelocity || (towardOpen > -Self.flickVelocity && amount > actionsWidth / 2) {
            setOffset(trailing ? -actionsWidth : actionsWidth, animated: true)
        } else {
            close(animated: true)
        }
    }

    /// Runs action `index`'s handler; a full swipe first slides the row out. The row closes when the
    /// handler calls back, unless the row was deleted meanwhile (then the deletion takes the cell away).
    private func perform(_ index: Int, full: Bool) {
        guard let actionsView, let cell else { return }
        let action = actionsView.configuration.actions[index]
        if full { setOffset(trailing ? -cell.bounds.width : cell.bounds.width, animated: true) }
        action.handler(action, actionsView.buttons[index]) { [weak self] performed in
            guard let self, self.actionsView === actionsView else { return }
            if performed, action.style == .destructive { self.forget() } else { self.close(animated: true) }
        }
    }

    /// Slides the open row back and removes its buttons.
    func close(animated: Bool) {
        guard path != nil else { return }
        let view = actionsView, cell = self.cell
        path = nil
        self.cell = nil
        actionsView = nil
        tracking = false
        let finish: () -> Void = { [weak view, weak cell] in
            view?.removeFromSuperview()
            cell?.clipInSuperview = nil
        }
        guard animated, let cell else {
            cell?.performWithoutAnimation { cell?.transform = .identity }
            offset = 0
            return finish()
        }
        offset = 0
        table.animate(withDuration: Self.settleDuration, options: .toolkit, curve: .easeOut, animations: {
            cell.transform = .identity
            if let view { self.place(view, cell: cell, amount: 0) }
        }, completion: { _ in finish() })
    }

    /// Drops the state after a destructive action performed: the deleted row's cell keeps its offset
    /// while it animates away and is reset when reused (`prepareForReuse`).
    private func forget() {
        let view = actionsView
        path = nil
        cell = nil
        actionsView = nil
        offset = 0
        view?.removeFromSuperview()
    }

    private func setOffset(_ value: Double, animated: Bool) {
        offset = value
        guard let cell, let actionsView else { return }
        let apply = {
            cell.transform = .translation(x: value, y: 0)
            self.place(actionsView, cell: cell, amount: abs(value))
        }
        if animated {
            table.animate(withDuration: Self.settleDuration, options: .toolkit, curve: .easeOut, animations: apply)
        } else {
            table.performWithoutAnimation(apply)
        }
    }

    /// The buttons fill the gap beside the row.
    private func place(_ view: SwipeActionsView, cell: View, amount: Double) {
        // The row's own rectangle, not its translated frame (the frame is the transformed bounding box).
        let r = cell.untransformedFrame
        view.frame = view.trailing ? Rect(x: r.maxX - amount, y: r.minY, width: amount, height: r.height)
                                   : Rect(x: r.minX, y: r.minY, width: amount, height: r.height)
        view.layoutButtons(natural: natural)
        // The row slides inside its card, which clips it and the buttons to its rounded corners (UIKit's
        // inset-grouped cell clips its sliding content; before, the row slid out past the card's edge).
        let corners = path.map { table.swipeCardCorners(at: $0) } ?? []
        let radius = corners.isEmpty ? 0 : ListRowChrome.cornerRadius
        cell.clipInSuperview = ViewClip(rect: r, radius: radius, corners: corners)
        view.cornerRadius = radius
        view.maskedCorners = corners.intersection(view.trailing ? [.topRight, .bottomRight] : [.topLeft, .bottomLeft])
    }

    /// The list scrolled: an open row closes, as UIKit's does when the table moves.
    func tableDidScroll() {
        if path != nil, !tracking { close(animated: true) } else { layout() }
    }

    /// Keeps the buttons beside their row when the table lays out (rows moving, the width changing).
    func layout() {
        guard let cell, let actionsView else { return }
        if table.swipeCell(at: path ?? IndexPath(row: -1, section: -1)) !== cell { return close(animated: false) }
        table.performWithoutAnimation { place(actionsView, cell: cell, amount: abs(offset)) }
    }
}
