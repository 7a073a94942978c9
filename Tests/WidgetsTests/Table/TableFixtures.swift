import Render
import TestSupport
import Widgets

/// A data source of `count` rows titled "Row i", with a log of what the table asked and did.
@MainActor
final class NumberedRows: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var heightsByRow: [IndexPath: Double] = [:]
    /// Rows whose `shouldHighlightRowAt` answer is false.
    var unhighlightable: Set<IndexPath> = []
    let log = EventLog()
    var cellRequests = 0

    init(_ counts: Int...) {
        self.counts = counts
    }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightsByRow[indexPath] ?? TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        !unhighlightable.contains(indexPath)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.add("select \(indexPath)") }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { log.add("deselect \(indexPath)") }
}

@MainActor
func makeTable(rows: Int, style: TableStyle = .plain, rowHeight: Double = 44,
               size: Size = Size(width: 375, height: 667)) -> (Window, ManualClock, TableView, NumberedRows) {
    let (window, clock) = TestSupport.makeWindow(size: size)
    let table = TableView(frame: Rect(size: size), style: style)
    table.rowHeight = rowHeight
    table.register("row") { TableViewCell(style: .default) }
    let source = NumberedRows(rows)
    table.dataSource = source
    table.delegate = source
    window.rootView.addSubview(table)
    window.step(clock)
    return (window, clock, table, source)
}
