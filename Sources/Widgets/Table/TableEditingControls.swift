import Render

/// The control an editing table shows at a row's leading edge (UIKit's private
/// UITableViewCellEditingControl): a red disc with a white minus for `.delete` rows, a green disc with a
/// white plus for `.insert` rows. UITableView's documentation of editing mode: "the table view displays a
/// red deletion control or a green insertion control to the left of each row"; tapping the deletion
/// control asks for confirmation with a Delete button, tapping the insertion control commits the insert.
/// Sizes are estimates [EST: Apple publishes no figure and none was measured here: a 22 pt disc on the
/// row's leading margin, so an indented iPhone row's content moves 38 pt (16 pt margin and the disc)].
@MainActor
final class TableEditingControl: View {
    /// The disc's diameter [EST].
    static let discDiameter = 22.0
    /// The minus and plus bars: 12 pt long, 2 pt thick [EST].
    static let barLength = 12.0, barThickness = 2.0

    let style: TableViewCell.EditingStyle
    /// The disc's left edge in the control (the cell's leading margin).
    var discX = 16.0 { didSet { if discX != oldValue { setNeedsDisplay() } } }
    var onTap: (() -> Void)?

    init(style: TableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: .zero)
        identifier = style == .insert ? "insertControl" : "deleteControl"
        let tap = TapGestureRecognizer()
        tap.action = { [weak self] r in if r.state == .ended { self?.onTap?() } }
        addGestureRecognizer(tap)
    }
    required init?(coder: NSCoder) { nil }

    /// systemRed and systemGreen, the colours iOS draws the two discs in.
    var discColor: Color { style == .insert ? .systemGreen : .systemRed }

    override func draw(in canvas: Canvas) {
        let d = Self.discDiameter
        let disc = Rect(x: discX, y: (bounds.height - d) / 2, width: d, height: d)
        canvas.fillRoundedRect(disc, radius: d / 2, color: discColor)
        let l = Self.barLength, t = Self.barThickness
        canvas.fill(Rect(x: disc.midX - l / 2, y: disc.midY - t / 2, width: l, height: t), color: .white)
        if style == .insert {
            canvas.fill(Rect(x: disc.midX - t / 2, y: disc.midY - l / 2, width: t, height: l), color: .white)
        }
    }
}

/// The grip an editing table shows at the trailing edge of a row that can move (UIKit's private
/// UITableViewCellReorderControl): three grey lines; dragging it moves the row (UITableView's
/// documentation: the reorder control lets the user drag the row to another place, and the data source's
/// `tableView(_:moveRowAt:to:)` is then told). Sizes are estimates [EST: not measured; a 44 pt column with
/// three 18×2 pt lines 5 pt apart; the colour systemGray2].
@MainActor
final class TableReorderControl: View {
    /// The column the grip takes from the content's trailing side [EST].
    static let width = 44.0
    static let lineLength = 18.0, lineThickness = 2.0, lineGap = 5.0
    static let color = Color.systemGray2

    let pan = PanGestureRecognizer()
    var onDrag: ((PanGestureRecognizer) -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        identifier = "reorderControl"
        pan.axis = .vertical
        // Above the row's swipe (2) and the table's scroll, so a drag on the grip moves the row.
        pan.priority = 3
        pan.action = { [weak self] r in self?.onDrag?(r as! PanGestureRecognizer) }
        addGestureRecognizer(pan)
    }
    required init?(coder: NSCoder) { nil }

    override func draw(in canvas: Canvas) {
        let l = Self.lineLength, t = Self.lineThickness, g = Self.lineGap
        let x = (bounds.width - l) / 2, top = bounds.midY - t / 2 - g
        for i in 0..<3 {
            canvas.fill(Rect(x: x, y: top + Double(i) * g, width: l, height: t), color: Self.color)
        }
    }
}
