import Render
import Testing
import TestSupport
import Widgets

/// A cell whose content constraints place: a square of `side` points and a title beside it, 12 pt of
/// padding above and below whichever is taller.
@MainActor
final class ConstrainedCell: TableViewCell {
    let title = Label(text: "", font: .body)
    let square = View()
    let side: LayoutConstraint

    override init(style: Style = .default, reuseIdentifier: String? = nil) {
        side = square.heightAnchor.constraint(equalToConstant: 40)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [title, square] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        LayoutConstraint.activate([
            square.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            square.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            square.widthAnchor.constraint(equalToConstant: 40),
            side,
            contentView.bottomAnchor.constraint(greaterThanOrEqualTo: square.bottomAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: square.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            contentView.bottomAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor, constant: 12),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class SquareRows: TableViewDataSource {
    var sides: [Double]
    init(_ sides: [Double]) { self.sides = sides }
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sides.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "square", for: indexPath) as! ConstrainedCell
        cell.title.text = "Row \(indexPath.row)"
        cell.side.constant = sides[indexPath.row]
        return cell
    }
}

@MainActor
@Suite("Auto Layout self-sizing cells")
struct AutoLayoutSelfSizingCellTests {
    func makeTable(_ sides: [Double]) -> (Window, ManualClock, TableView, SquareRows) {
        let (window, clock) = TestSupport.makeWindow()
        let table = TableView(frame: Rect(size: window.size), style: .plain)
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 44
        table.register("square") { ConstrainedCell() }
        let rows = SquareRows(sides)
        table.dataSource = rows
        window.rootView.addSubview(table)
        window.step(clock)
        return (window, clock, table, rows)
    }

    @Test("rows take the height their content's constraints need, measured once each")
    func heights() throws {
        let (window, clock, table, rows) = makeTable([40, 80, 10])
        defer { withExtendedLifetime(rows) {} }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 64)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 104)
        // The title (one line, 21 pt tall in fixed metrics) is taller than a 10 pt square.
        let title = ConstrainedCell().title
        title.text = "Row 2"
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == title.intrinsicContentSize.height + 24)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ConstrainedCell)
        #expect(cell.square.frame == Rect(x: 16, y: 12, width: 40, height: 80))
        #expect(cell.title.frame.minX == 64)
        let measured = table.measurementCount
        window.step(clock, frames: 5)
        #expect(table.measurementCount == measured)
        #expect(window.layoutWarnings.isEmpty)
    }

    @Test("content that changes is measured again by beginUpdates and endUpdates")
    func updates() throws {
        let (window, clock, table, rows) = makeTable([40, 40])
        rows.sides[0] = 100
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ConstrainedCell)
        cell.side.constant = 100
        table.beginUpdates()
        table.endUpdates()
        window.step(clock, frames: 30)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 124)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 124)
        #expect(cell.square.frame.height == 100)
        rows.sides[1] = 20
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ConstrainedCell)
        second.side.constant = 20
        table.performBatchUpdates({})
        window.step(clock, frames: 30)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 45)
        #expect(window.layoutWarnings.isEmpty)
    }

    @Test("a new width measures constraint-sized rows again and frame-based cells keep working")
    func widthChange() {
        let (window, clock, table, rows) = makeTable([40])
        let measured = table.measurementCount
        table.frame = Rect(x: 0, y: 0, width: 600, height: 667)
        window.step(clock)
        #expect(table.measurementCount == measured + 1)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 64)
        let plain = TableViewCell(style: .default)
        plain.textLabel.text = "Plain"
        #expect(!plain.usesConstraintsForContent)
        #expect(plain.sizeThatFits(Size(width: 375, height: Double.infinity)).height == 44)
        withExtendedLifetime(rows) {}
    }
}

@MainActor
@Suite("Auto Layout wrapping labels")
struct AutoLayoutWrappingLabelTests {
    @Test("a multi-line label pinned to a cell's margins wraps at the row width and sets the row height")
    func wrapping() {
        let cell = TableViewCell(style: .default)
        let note = Label(text: String(repeating: "A long line of text that wraps ", count: 6))
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(note)
        LayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            note.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
            note.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 11),
            cell.contentView.bottomAnchor.constraint(equalTo: note.bottomAnchor, constant: 11),
        ])
        let wide = cell.sizeThatFits(Size(width: 375, height: Double.infinity)).height
        let narrow = cell.sizeThatFits(Size(width: 200, height: Double.infinity)).height
        #expect(wide == note.sizeThatFits(Size(width: 343, height: Double.infinity)).height + 22)
        #expect(narrow == note.sizeThatFits(Size(width: 168, height: Double.infinity)).height + 22)
        #expect(narrow > wide)
    }
}

@MainActor
@Suite("Auto Layout scrolling self-sizing rows")
struct AutoLayoutScrollingTests {
    @Test("scrolling 500 constrained rows measures each once, reuses a screenful of cells and logs nothing")
    func scrollThrough() {
        let (window, clock) = TestSupport.makeWindow()
        let table = TableView(frame: Rect(size: window.size), style: .plain)
        table.rowHeight = TableView.automaticDimension
        table.register("square") { ConstrainedCell() }
        let rows = SquareRows((0..<500).map { Double(20 + $0 % 50) })
        table.dataSource = rows
        window.rootView.addSubview(table)
        window.step(clock)
        var frames = 0
        while table.contentOffset.y < table.contentSize.height - 677 && frames < 2000 {
            table.contentOffset = Point(x: 0, y: table.contentOffset.y + 40)
            window.step(clock)
            frames += 1
        }
        #expect(table.measurementCount == 500)
        #expect(table.cellsCreated <= 20)
        #expect(window.layoutWarnings.isEmpty)
        let last = IndexPath(row: 499, section: 0)
        #expect(table.rectForRow(at: last).height == 93)  // a 69 pt square plus 12 above and below
        withExtendedLifetime(rows) {}
    }
}
