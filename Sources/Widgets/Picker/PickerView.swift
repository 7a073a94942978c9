import Render

/// A spinning-wheel picker (UIPickerView): one or more wheels (components) of text rows, the selected row of
/// each centred in a grey band. Dragging a wheel moves it 1:1, a flick glides with the scroll view's
/// momentum and lands on a row, past the ends it rubber-bands and springs back, and tapping a row turns it
/// to the centre; `onValueChanged` then reports the row the wheel settled on. Code that calls `selectRow`
/// is not told, as in UIKit.
///
/// The picker is 216 pt tall by nature (`intrinsicContentSize`) but accepts any frame: given less, as in a
/// table row that is collapsing (seed 3, where the picker's compression resistance is lowered), it keeps
/// its wheel centred and clips to its bounds instead of spilling over its neighbours.
@preconcurrency @MainActor
open class PickerView: View {
    /// UIKit's wheel rows are about 32–35 pt apart [EST]; 32 puts 6¾ rows in the standard 216 pt, about
    /// what iOS shows.
    public static let defaultRowHeight = 32.0
    /// UIPickerView's standard height in portrait: 216 pt, the height UIKit pins a zero-height picker to
    /// ("invalid height value 0.0 pinned to 216.0") [OBS].
    public static let standardHeight = 216.0
    /// The text of the rows: the regular system font at 23.5 pt, the size UIKit's wheels are reported to
    /// use in the selection band [EST].
    public static let defaultFont = Font(size: 23.5)
    /// Space between wheels (UIKit's is private; 5 pt is what its default layout shows [EST]).
    public static let componentSpacing = 5.0
    /// The selection band: inset from the picker's sides, rounded, filled with UIKit's light-mode
    /// `tertiarySystemFill` (118, 118, 128, 0.12), which reads as systemGray6 on white. Inset and radius are
    /// our estimate of iOS 14+'s band [EST].
    public static let selectionBandInset = 8.0
    public static let selectionBandRadius = 8.0
    public static let selectionBandColor = Color.tertiarySystemFill

    /// Where the rows come from (held weakly, as UIKit does). Setting it reloads every wheel.
    public weak var dataSource: PickerViewDataSource? {
        didSet {
            if dataSource !== ownedDataSource { ownedDataSource = nil }
            reloadAllComponents()
        }
    }
    private var ownedDataSource: ArrayPickerDataSource?

    /// Titles, widths, row height and selection reports (UIPickerView.delegate, held weakly as UIKit does).
    /// Setting it reloads every wheel, so a delegate set after the data source still supplies the titles.
    public weak var delegate: PickerViewDelegate? {
        didSet { reloadAllComponents() }
    }

    /// Fixed titles, one array per wheel: the short way to fill a picker. Setting it installs a data source
    /// the picker owns; reading it returns those titles, or nothing when another data source is in use.
    public var columns: [[String]] {
        get { ownedDataSource?.columns ?? [] }
        set {
            let source = ArrayPickerDataSource(columns: newValue)
            ownedDataSource = source
            dataSource = source
        }
    }

    /// Called when a wheel the user dragged, flicked or tapped comes to rest on a different row than
    /// before (UIPickerViewDelegate's `pickerView(_:didSelectRow:inComponent:)`); never for `selectRow`.
    public var onValueChanged: ((PickerView, _ row: Int, _ component: Int) -> Void)?

    /// Each wheel's width in points (UIPickerViewDelegate's `widthForComponent`); nil splits the width
    /// equally. Widths are laid out centred, `componentSpacing` apart.
    public var widthForComponent: ((_ component: Int) -> Double)? { didSet { setNeedsDisplay() } }

    public var rowHeight = PickerView.defaultRowHeight {
        didSet {
            guard rowHeight != oldValue else { return }
            for column in wheels { column.jump(to: Double(column.selectedRow) * rowHeight) }
            setNeedsDisplay()
        }
    }
    public var font = PickerView.defaultFont { didSet { if font != oldValue { setNeedsDisplay() } } }
    public var textColor = Color.label { didSet { if textColor != oldValue { setNeedsDisplay() } } }

    /// The vertical drag that spins the wheel the press started on.
    public let panGestureRecognizer = PanGestureRecognizer()

    var wheels: [PickerColumn] = []
    /// The drum the rows are drawn on (projection, shrink and fade).
    let geometry = PickerWheel()
    /// The wheel being dragged, and where its (un-rubber-banded) offset was when the drag began.
    var draggedComponent: Int?
    var dragStartOffset = 0.0
    /// The wheel a press stopped in mid-glide; it snaps to a row when the press ends without a drag.
    var caughtComponent: Int?
    /// Mouse-wheel travel not yet turned into a whole row (touchpads send fractions of a notch).
    var wheelRemainder = 0.0

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        attachPan()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives: no columns.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attachPan()
    }
    private func attachPan() {
        clipsToBounds = true
        panGestureRecognizer.axis = .vertical
        panGestureRecognizer.action = { [unowned self] r in self.handlePan(r as! PanGestureRecognizer) }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// A picker showing fixed titles (see `columns`).
    public convenience init(columns: [[String]], frame: Rect = .zero) {
        self.init(frame: frame)
        self.columns = columns
    }

    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: Self.standardHeight)
    }

    // MARK: Data

    /// The number of wheels, as the data source last reported it.
    public var numberOfComponents: Int { wheels.count }

    /// Rows in `component` as last reported (0 for a component that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The text a row shows: the delegate's title or attributed title, else the data source's title, else
    /// the text of a label the delegate's `viewForRow` returns (PickerViewDelegate says why in this order).
    public func titleForRow(_ row: Int, forComponent component: Int) -> String {
        if let delegate {
            if let title = delegate.pickerView(self, titleForRow: row, forComponent: component) { return title }
            if let title = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) { return title.string }
        }
        let title = dataSource?.pickerView(self, titleForRow: row, forComponent: component) ?? ""
        guard title.isEmpty, let delegate else { return title }
        let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
        return (view as? Label)?.text ?? ""
    }

    /// Asks the data source again for every wheel; selections are kept where the rows still exist and
    /// otherwise moved to the last row, without animation.
    public func reloadAllComponents() {
        if let delegate {
            let height = Double(delegate.pickerView(self, rowHeightForComponent: 0))
            if height > 0 { rowHeight = height }
        }
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        if wheels.count > count { wheels.removeLast(wheels.count - count) }
        while wheels.count < count {
            let column = PickerColumn()
            column.offset.presentationDidChange = { [weak self] in self?.setNeedsDisplay() }
            wheels.append(column)
        }
        for component in wheels.indices { reloadComponent(component) }
        setNeedsDisplay()
    }

    /// Asks the data source again for one wheel's rows (UIPickerView.reloadComponent).
    public func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        let column = wheels[component]
        column.rowCount = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        let row = min(column.selectedRow, max(column.rowCount - 1, 0))
        if row != column.selectedRow {
            column.selectedRow = row
            column.reportedRow = row
            column.jump(to: Double(row) * rowHeight)
        }
        setNeedsDisplay()
    }

    // MARK: Selection

    /// The row `component` rests on or is turning to; -1 when it has no rows (as UIKit).
    public func selectedRow(inComponent component: Int) -> Int {
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    /// Turns `component` to `row` (clamped to the rows there are), with the snap spring when animated.
    /// Does not call `onValueChanged` (UIKit's `selectRow(_:inComponent:animated:)` does not either).
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return }
        let clamped = min(max(row, 0), wheels[component].rowCount - 1)
        move(component, toRow: clamped, timing: animated ? PickerSnap.snapTiming : nil, byUser: false)
    }

    /// The wheel's scroll position on screen this frame (row r centred at r × rowHeight), for tests and
    /// the inspector.
    package func contentOffset(inComponent component: Int) -> Double {
        wheels.indices.contains(component) ? wheels[component].offset.presentation : 0
    }

    /// Whether `component` is gliding or snapping.
    public func isMoving(inComponent component: Int) -> Bool {
        wheels.indices.contains(component) && wheels[component].isMoving
    }

    /// Sends the wheel to `row`: at once without a timing, else animated by the window's engine. A user's
    /// move reports the row when the wheel comes to rest there; a programmatic one is recorded as known.
    func move(_ component: Int, toRow row: Int, timing: AnimationTiming?, byUser: Bool) {
        let column = wheels[component]
        column.selectedRow = row
        if !byUser { column.reportedRow = row }
        let target = Double(row) * rowHeight
        setNeedsDisplay()
        guard let engine, let timing else {
            column.jump(to: target)
            if byUser { wheelDidSettle(column) }
            return
        }
        engine.animate(timing: timing, animations: {
            column.offset.set(target, engine: engine)
        }, completion: { [weak self, weak column] finished in
            // An interrupted glide (caught by a press, retargeted) reports nothing; its successor will.
            guard finished, byUser, let self, let column else { return }
            self.wheelDidSettle(column)
        })
    }

    private func wheelDidSettle(_ column: PickerColumn) {
        guard let component = wheels.firstIndex(where: { $0 === column }),
              column.selectedRow != column.reportedRow else { return }
        column.reportedRow = column.selectedRow
        didSelectRow(column.selectedRow, inComponent: component)
    }

    /// A wheel the user moved came to rest on a new row. The default calls `onValueChanged`; subclasses
    /// (the date picker) override to update their value first, and call super.
    open func didSelectRow(_ row: Int, inComponent component: Int) {
        onValueChanged?(self, row, component)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    // MARK: Layout

    /// Each wheel's column, full height, in bounds coordinates.
    public func componentFrames() -> [Rect] {
        let n = wheels.count
        guard n > 0 else { return [] }
        let b = bounds
        let widths = (0..<n).map { c in
            max(0, widthForComponent?(c) ?? delegate.map { Double($0.pickerView(self, widthForComponent: c)) } ?? equalComponentWidth)
        }
        let total = widths.reduce(0, +) + Self.componentSpacing * Double(n - 1)
        var x = b.minX + (b.width - total) / 2
        return widths.map { w in
            defer { x += w + Self.componentSpacing }
            return Rect(x: x, y: b.minY, width: w, height: b.height)
        }
    }

    /// Each wheel's width when the width is shared equally (UIKit's default when the delegate gives none).
    public var equalComponentWidth: Double {
        let n = max(1, wheels.count)
        return max(0, bounds.width - 2 * Self.selectionBandInset - Self.componentSpacing * Double(n - 1)) / Double(n)
    }

    /// The grey band behind the centred rows, across the picker.
    public var selectionBandRect: Rect {
        let b = bounds
        return Rect(x: b.minX + Self.selectionBandInset, y: b.midY - rowHeight / 2,
                    width: max(0, b.width - 2 * Self.selectionBandInset), height: rowHeight)
    }

    /// The wheel under `x` (bounds coordinates), or the nearest one when `x` falls between wheels.
    func component(atX x: Double) -> Int? {
        let frames = componentFrames()
        if let inside = frames.firstIndex(where: { x >= $0.minX && x < $0.maxX }) { return inside }
        return frames.indices.min { abs(frames[$0].midX - x) < abs(frames[$1].midX - x) }
    }

    // MARK: Drawing and touches (bodies in PickerView+Drawing and PickerView+Interaction)

    open override func draw(in canvas: Canvas) { drawWheels(in: canvas) }
    open override func handleWheel(dx: Double, dy: Double, at point: Point) -> Bool { turnWheel(dy: dy, atX: point.x) }

    // The picker consumes its touches instead of passing them up the responder chain: a picker inside a
    // table cell must not highlight the cell.
    open override func touchesBegan(_ touch: Touch) { pressBegan(touch) }
    open override func touchesMoved(_ touch: Touch) {}
    open override func touchesEnded(_ touch: Touch) { pressEnded(touch) }
    open override func touchesCancelled(_ touch: Touch) { pressCancelled(touch) }

    open override func treeAttributes() -> [(String, JSONValue)] {
        super.treeAttributes() + [("selection", .array(wheels.indices.map { .number(Double(selectedRow(inComponent: $0))) }))]
    }
}
