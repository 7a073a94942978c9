import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Static table")
struct StaticTableTests {
    func make() -> (Window, ManualClock, TableView, StaticTable, [TableViewCell]) {
        let (window, clock) = TestSupport.makeWindow()
        let cells = (0..<3).map { i -> TableViewCell in
            let c = TableViewCell(style: .default)
            c.textLabel.text = "Cell \(i)"
            return c
        }
        let table = TableView(frame: Rect(x: 0, y: 0, width: 375, height: 667), style: .grouped)
        let statics = StaticTable(sections: [.init(header: "Settings", cells: cells)])
        statics.attach(to: table)
        window.rootView.addSubview(table)
        window.step(clock)
        return (window, clock, table, statics, cells)
    }

    @Test("hiding fades the content over 0.25 s, then collapses the row over 0.5 s, the next step on the frame the first ends")
    func hideCascade() {
        let (window, clock, _, statics, cells) = make()
        let row = cells[1], below = cells[2]
        let belowY = below.frame.minY
        var done = false
        statics.setHidden(true, row, animated: true) { done = true }
        var frames: [(alpha: Double, height: Double, belowY: Double)] = []
        for _ in 0..<46 {
            window.step(clock)
            frames.append((row.contentView.presentationAlpha, row.presentationFrame.height, below.presentationFrame.minY))
        }
        #expect(abs(frames[7].alpha - (1 - TimingCurve.easeInOut.value(at: 8.0 / 15))) < 1e-6)
        #expect(frames[13].height == 44)
        #expect(frames[14].alpha == 0)  // frame 15: the fade ends…
        #expect(frames[14].height == 44)  // …and the collapse starts from the full height
        #expect(abs(frames[15].height - 44 * (1 - TimingCurve.easeInOut.value(at: 1.0 / 30))) < 1e-6)
        #expect(abs(frames[15].belowY - (belowY - 44 * TimingCurve.easeInOut.value(at: 1.0 / 30))) < 1e-6)
        #expect(frames[44].height == 0)
        #expect(frames[44].belowY == Double(belowY) - 44)
        window.step(clock)
        #expect(done)
        #expect(statics.isHidden(row))
    }

    @Test("showing grows the row over 0.5 s, then fades the content in over 0.25 s")
    func showCascade() {
        let (window, clock, _, statics, cells) = make()
        let row = cells[1]
        statics.setHidden(true, row, animated: false)
        window.step(clock)
        #expect(row.presentationFrame.height == 0)
        statics.setHidden(false, row, animated: true)
        window.step(clock, frames: 15)
        #expect(abs(row.presentationFrame.height - 44 * TimingCurve.easeInOut.value(at: 0.5)) < 1e-6)
        #expect(row.contentView.presentationAlpha == 0)
        window.step(clock, frames: 15)
        #expect(row.presentationFrame.height == 44)
        #expect(row.contentView.presentationAlpha == 0)
        window.step(clock, frames: 8)
        #expect(abs(row.contentView.presentationAlpha - TimingCurve.easeInOut.value(at: 8.0 / 15)) < 1e-6)
        window.step(clock, frames: 7)
        #expect(row.contentView.presentationAlpha == 1)
    }
}
