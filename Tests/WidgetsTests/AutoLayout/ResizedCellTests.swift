import Render
import Testing
import TestSupport
@testable import Widgets

/// A cell whose content view holds one stack pinned on all four edges, every constraint required (the
/// bottom too, with no 999 workaround): an 85 pt container above a 51 pt one.
@MainActor
final class PinnedStackCell: TableViewCell {
    let top = View(), bottom = View()
    let stack: StackView

    override init(style: Style = .default, reuseIdentifier: String? = nil) {
        stack = StackView(arrangedSubviews: [top, bottom], axis: .vertical)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [top, bottom, stack] { view.translatesAutoresizingMaskIntoConstraints = false }
        contentView.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 16),
            contentView.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12),
            top.heightAnchor.constraint(equalToConstant: 85),
            bottom.heightAnchor.constraint(equalToConstant: 51),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class PinnedStackRows: TableViewDataSource {
    var count: Int
    /// Lays each cell out before handing it over, as many apps do in `cellForRowAt`.
    var laysOutEagerly = false
    init(count: Int) { self.count = count }
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "pinned", for: indexPath) as! PinnedStackCell
        if laysOutEagerly { cell.layoutIfNeeded() }
        return cell
    }
}

/// A self-sizing cell first laid out at zero size and then resized must not report a conflict
/// against 'UIView-Encapsulated-Layout-Height' when its content is consistent: UIKit replaces the
/// encapsulated size constraints instead of judging the content against the size it had before.
@MainActor
@Suite("Auto Layout self-sizing cells resized from zero")
struct AutoLayoutResizedCellTests {
    func expectPlaced(_ table: TableView, rows: Int, width: Double) throws {
        for row in 0..<rows {
            let path = IndexPath(row: row, section: 0)
            #expect(table.rectForRow(at: path).height == 160)
            let cell = try #require(table.cellForRow(at: path) as? PinnedStackCell)
            #expect(cell.frame.height == 160)
            #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: width, height: 160))
            #expect(cell.stack.frame == Rect(x: 16, y: 12, width: width - 32, height: 136))
            #expect(cell.top.frame == Rect(x: 0, y: 0, width: width - 32, height: 85))
            #expect(cell.bottom.frame == Rect(x: 0, y: 85, width: width - 32, height: 51))
        }
    }

    @Test("a table laid out at zero size, then given its size, places its cells without a warning")
    func tableFromZero() throws {
        let (window, clock) = TestSupport.makeWindow()
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        let table = TableView(frame: .zero, style: .plain)
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 44
        table.register("pinned") { PinnedStackCell() }
        let rows = PinnedStackRows(count: 3)
        table.dataSource = rows
        window.rootView.addSubview(table)
        window.step(clock)
        table.frame = Rect(size: window.size)
        window.step(clock, frames: 3)
        try expectPlaced(table, rows: 3, width: window.size.width)
        #expect(printed.isEmpty)
        #expect(window.layoutWarnings.isEmpty)
        withExtendedLifetime(rows) {}
    }

    @Test("a cell laid out at zero size in cellForRowAt is then sized without a warning")
    func cellFromZero() throws {
        let (window, clock) = TestSupport.makeWindow()
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        let table = TableView(frame: Rect(size: window.size), style: .plain)
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 44
        table.register("pinned") { PinnedStackCell() }
        let rows = PinnedStackRows(count: 3)
        rows.laysOutEagerly = true
        table.dataSource = rows
        window.rootView.addSubview(table)
        window.step(clock, frames: 3)
        try expectPlaced(table, rows: 3, width: window.size.width)
        #expect(printed.isEmpty)
        #expect(window.layoutWarnings.isEmpty)
        withExtendedLifetime(rows) {}
    }

    @Test("a cell really laid out at zero size reports that conflict once, as UIKit does, and recovers when sized")
    func insertedAtZero() throws {
        let (window, clock) = TestSupport.makeWindow()
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        let table = TableView(frame: Rect(size: window.size), style: .plain)
        table.rowHeight = TableView.automaticDimension
        table.register("pinned") { PinnedStackCell() }
        let rows = PinnedStackRows(count: 3)
        table.dataSource = rows
        window.rootView.addSubview(table)
        // Added by hand at zero size and laid out there: its 160 pt of content cannot fit a 0 pt cell.
        let cell = PinnedStackCell()
        cell.pinContentViewIfNeeded()
        table.addSubview(cell)
        window.step(clock)
        #expect(printed.count == 1)
        #expect(printed.first?.contains("'UIView-Encapsulated-Layout-Height' PinnedStackCell:0x") == true)
        #expect(printed.first?.contains(".height == 0   (active)>") == true)
        let height = cell.sizeThatFits(Size(width: window.size.width, height: .infinity)).height
        cell.frame = Rect(x: 0, y: 0, width: window.size.width, height: height)
        window.step(clock, frames: 3)
        #expect(height == 160)
        #expect(cell.stack.frame == Rect(x: 16, y: 12, width: window.size.width - 32, height: 136))
        #expect(cell.bottom.frame == Rect(x: 0, y: 85, width: window.size.width - 32, height: 51))
        try expectPlaced(table, rows: 3, width: window.size.width)
        #expect(printed.count == 1)
        withExtendedLifetime(rows) {}
    }
}
