import Render
import Testing
import TestSupport
import Widgets

/// Section headers in a plain table float as UIKit's do: a header stays under the visible top while its
/// section's rows scroll beneath it, and the end of its section pushes it up. Grouped headers scroll.
@MainActor
@Suite("Floating section headers")
struct TableFloatingHeaderTests {
    /// Three sections of 10 rows of 44 pt, each titled (or with a header view of 28 pt when `views`).
    final class Titled: TableViewDataSource, TableViewDelegate {
        let views: Bool
        var headerViews: [Int: View] = [:]
        init(views: Bool) { self.views = views }
        func numberOfSections(in tableView: TableView) -> Int { 3 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            views ? nil : "Section \(section)"
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            guard views else { return nil }
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 28))
            view.backgroundColor = .systemRed
            headerViews[section] = view
            return view
        }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
            views ? 28 : TableView.automaticDimension
        }
    }

    func makeTitledTable(style: TableStyle = .plain, views: Bool = false)
        -> (Window, ManualClock, TableView, Titled) {
        let size = Size(width: 375, height: 300)
        let (window, clock) = TestSupport.makeWindow(size: size)
        let table = TableView(frame: Rect(size: size), style: style)
        table.rowHeight = 44
        table.register("row") { TableViewCell(style: .default) }
        let source = Titled(views: views)
        table.dataSource = source
        table.delegate = source
        window.rootView.addSubview(table)
        window.step(clock)
        return (window, clock, table, source)
    }

    func draw(_ window: Window) throws -> OffscreenSurface {
        let surface = try OffscreenSurface(size: Size(width: 375, height: 300), scale: 1, fonts: try Golden.fonts())
        let canvas = surface.beginFrame(clear: .white)
        window.draw(in: canvas)
        surface.endFrame()
        return surface
    }

    @Test("a header view stays under the top while its rows scroll, and the next section pushes it up")
    func headerViewFloats() throws {
        let (window, clock, table, source) = makeTitledTable(views: true)
        let first = try #require(source.headerViews[0])
        #expect(first.frame.minY == 0)
        // Section 0 spans 0…468 (28 + 10 × 44); section 1's header starts at 468.
        table.contentOffset = Point(x: 0, y: 200)
        window.step(clock)
        #expect(first.frame.minY == 200, "pinned at the visible top")
        #expect(source.headerViews[1]?.frame.minY == 468)
        table.contentOffset = Point(x: 0, y: 450)
        window.step(clock)
        #expect(first.frame.minY == 440, "pushed up by the end of its section: 468 − 28")
        table.contentOffset = Point(x: 0, y: 500)
        window.step(clock)
        #expect(first.frame.minY == 440)
        #expect(source.headerViews[1]?.frame.minY == 500, "the next header takes the top")
        let index = try #require(table.subviews.firstIndex { $0 === source.headerViews[1] })
        #expect(table.subviews.suffix(from: index + 1).allSatisfy { !($0 is TableViewCell) },
                "every cell lies below the header views")
    }

    @Test("a drawn title floats above the cells: its grey bar covers the row scrolled under it")
    func drawnTitleFloats() throws {
        let (window, clock, table, source) = makeTitledTable()
        window.textMeasurer = try Golden.fonts()
        // Rows of section 0 start at 28; at offset 150 row 2 (116…160) lies under the top 28 pt.
        table.contentOffset = Point(x: 0, y: 150)
        window.step(clock)
        let surface = try draw(window)
        withExtendedLifetime(source) {}
        let bar = Color.systemGray6.resolved(for: .light)
        #expect(surface.pixel(x: 360, y: 5) == bar, "the bar sits at the top, over row 2's cell")
        #expect(surface.pixel(x: 360, y: 40) == Color.white, "below the 28 pt bar the cells show")
        let titleInk = (0..<28).filter { y in (0..<200).contains { surface.pixel(x: $0, y: y).red < 0.3 } }
        #expect(!titleInk.isEmpty, "the title's text is drawn on the bar")
        // Row 3 (160…204) shows its text at 10…54 in the window; its separator is at 53.
        let rowInk = (30..<53).filter { y in (0..<200).contains { surface.pixel(x: $0, y: y).red < 0.3 } }
        #expect(!rowInk.isEmpty, "row 3's text shows below the bar")
        #expect(surface.pixel(x: 200, y: 9).red > 0.9, "row 2's separator (at 9) is hidden under the bar")
    }

    @Test("a grouped table's headers scroll with the content")
    func groupedScrolls() throws {
        let (window, clock, table, source) = makeTitledTable(style: .grouped, views: true)
        let natural = try #require(source.headerViews[0]).frame.minY
        table.contentOffset = Point(x: 0, y: 200)
        window.step(clock)
        #expect(source.headerViews[0]?.frame.minY == natural)
    }
}
