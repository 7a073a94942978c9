import Render
import Widgets

/// The benchmark's picture, as the benchmark specifies it: a 64 pt navigation bar titled "Master" over
/// N rows of 44 pt, each with "Row i" (17 pt), "Detail 7·i" (13 pt) below it, a disclosure chevron and a
/// separator. Both the toolkit version and the floor draw this.
enum BenchLayout {
    static let barHeight = 64.0
    static let rowHeight = 44.0
    static let titleFont = Font(size: 17)
    static let detailFont = Font(size: 13)
    static let barFont = Font(size: 17, weight: .semibold)
    static let step = 7.0

    static func title(_ i: Int) -> String { "Row \(i)" }
    static func detail(_ i: Int) -> String { "Detail \(7 * i)" }
}

@MainActor
final class BenchScene: TableViewDataSource {
    let window: Window
    let table: TableView
    let rows: Int
    var tableHeight: Double { table.bounds.height }

    init(size: Size, rows: Int, measurer: TextMeasuring) {
        self.rows = rows
        window = Window(size: size, clock: ManualClock(), textMeasurer: measurer,
                        traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 1))
        let bar = View(frame: Rect(x: 0, y: 0, width: size.width, height: BenchLayout.barHeight))
        bar.backgroundColor = Color(r: 248, g: 248, b: 248)
        let title = Label(text: "Master", font: BenchLayout.barFont)
        title.textAlignment = .center
        title.frame = Rect(x: 0, y: 20, width: size.width, height: 44)
        bar.addSubview(title)
        table = TableView(frame: Rect(x: 0, y: BenchLayout.barHeight, width: size.width, height: size.height - BenchLayout.barHeight))
        table.rowHeight = BenchLayout.rowHeight
        table.register("row") { TableViewCell(style: .subtitle) }
        window.rootView.addSubview(table)
        window.rootView.addSubview(bar)
        table.dataSource = self
        window.layoutIfNeeded()
    }

    func scroll(to offset: Double) {
        table.contentOffset = Point(x: 0, y: offset)
        window.advanceFrame()
    }

    /// 7 pt per frame, wrapping at the end of the content.
    static func offset(frame: Int, rows: Int, viewport: Double) -> Double {
        let range = max(1, Double(rows) * BenchLayout.rowHeight - viewport)
        return (Double(frame) * BenchLayout.step).truncatingRemainder(dividingBy: range)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = BenchLayout.title(indexPath.row)
        cell.textLabel.font = BenchLayout.titleFont
        cell.detailTextLabel.text = BenchLayout.detail(indexPath.row)
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// The same picture drawn straight through Render: no views, no layout, no animation engine. The
/// toolkit's cost is measured against this.
@MainActor
struct BenchFloor {
    let size: Size
    let rows: Int
    var tableHeight: Double { size.height - BenchLayout.barHeight }

    func draw(offset: Double, in canvas: Canvas) {
        let top = BenchLayout.barHeight
        canvas.withClip(Rect(x: 0, y: top, width: size.width, height: tableHeight)) {
            let first = max(0, Int(offset / BenchLayout.rowHeight))
            var i = first
            let metrics17 = canvas.measurer.metrics(for: BenchLayout.titleFont).lineHeight
            let metrics13 = canvas.measurer.metrics(for: BenchLayout.detailFont).lineHeight
            while i < rows {
                let y = top + Double(i) * BenchLayout.rowHeight - offset
                if y > size.height { break }
                let textTop = y + ((BenchLayout.rowHeight - metrics17 - metrics13) / 2).rounded(.down)
                canvas.drawText(BenchLayout.title(i), font: BenchLayout.titleFont, color: .black, at: Point(x: 16, y: textTop))
                canvas.drawText(BenchLayout.detail(i), font: BenchLayout.detailFont, color: .black, at: Point(x: 16, y: textTop + metrics17))
                let cx = size.width - 16 - 8, cy = y + 22
                canvas.strokePolyline([Point(x: cx + 1, y: cy - 5.5), Point(x: cx + 7, y: cy), Point(x: cx + 1, y: cy + 5.5)],
                                      width: 2, color: .systemGray2)
                canvas.fill(Rect(x: 16, y: y + BenchLayout.rowHeight - 1, width: size.width - 16, height: 1), color: .separator)
                i += 1
            }
        }
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: top), color: Color(r: 248, g: 248, b: 248))
        let w = canvas.measurer.width(of: "Master", font: BenchLayout.barFont)
        canvas.drawText("Master", font: BenchLayout.barFont, color: .black, at: Point(x: (size.width - w) / 2, y: 32))
    }
}
