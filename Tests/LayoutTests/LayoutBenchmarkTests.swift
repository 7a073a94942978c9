import Testing
import Layout

@Suite("Layout benchmark")
struct LayoutBenchmarkTests {
    /// Each cell is 84 pt: the image's strong centring makes the cell twice the image's offset plus 60,
    /// and the image must sit 12 pt down, so the weak 44 loses. Per cell the sum of frames is
    /// 1413 + 4·top at width 375.
    static func expectedChecksum(cells: Int) -> Double {
        Double(1413 * cells + 4 * 84 * cells * (cells - 1) / 2)
    }

    @Test("chain cells stack 84 pt apart and the checksum matches the hand computation")
    func chain() {
        let result = LayoutBenchmark.run(mode: .chain, count: 12, resizes: 4)
        #expect(result.lastCellTop == 84 * 11)
        #expect(result.lastCellHeight == 84)
        #expect(result.checksum == Self.expectedChecksum(cells: 12))
        #expect(result.constraints == 12 * 19 + 1)
    }

    @Test("table mode gives the same frames as chain mode")
    func table() {
        let result = LayoutBenchmark.run(mode: .table, count: 12, resizes: 3)
        #expect(result.lastCellTop == 84 * 11)
        #expect(result.checksum == Self.expectedChecksum(cells: 12))
        #expect(result.constraints == 12 * 20)
    }

    @Test("the printed line has every field")
    func line() {
        let line = LayoutBenchmark.run(mode: .chain, count: 2, resizes: 1).line
        #expect(line.hasPrefix("layout chain cells=2 constraints=39 build_ms="))
        #expect(line.hasSuffix("last_cell_top=84 last_cell_height=84 checksum=3162"))
    }
}
