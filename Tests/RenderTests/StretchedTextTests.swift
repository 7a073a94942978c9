import Testing
@testable import Render

/// Text under a transform that scales one axis more than the other (a picker row foreshortened by its
/// drum). It used to be rasterised at the vertical scale for both axes, so the row shrank in width too.
@MainActor
@Suite("Text under unequal axis scales")
struct StretchedTextTests {
    /// The rows and columns holding ink (any pixel darker than mid grey) after drawing "HHHH".
    private func ink(scaleY: Double) throws -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let s = try TestEnvironment.surface(width: 160, height: 80)
        let c = s.beginFrame(clear: .white)
        c.withTransform(Transform(translationX: 10, translationY: 10, scaleX: 1, scaleY: scaleY)) {
            c.drawText("HHHH", font: Font(size: 40), color: .black, at: .zero)
        }
        s.endFrame()
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<80 {
            for x in 0..<160 where s.pixel(x: x, y: y).red < 0.5 {
                xs.append(x)
                ys.append(y)
            }
        }
        let columns = try #require(xs.min()).ensuring(xs.max())
        let rows = try #require(ys.min()).ensuring(ys.max())
        return (columns, rows)
    }

    @Test("scaled by half vertically, text keeps its width and its glyphs are half as tall, from the same origin")
    func squeezedVertically() throws {
        let full = try ink(scaleY: 1)
        let half = try ink(scaleY: 0.5)
        // The same columns (a pixel of slack for the anti-aliased edge of the outer stems).
        #expect(abs(half.columns.lowerBound - full.columns.lowerBound) <= 1 && abs(half.columns.upperBound - full.columns.upperBound) <= 1)
        #expect(full.columns.count > 100)
        let fullHeight = Double(full.rows.count), halfHeight = Double(half.rows.count)
        #expect(abs(halfHeight - fullHeight / 2) <= 1.5, "\(halfHeight) rows against \(fullHeight)")
        // The cap height starts half as far below the origin.
        #expect(abs(Double(half.rows.lowerBound - 10) - Double(full.rows.lowerBound - 10) / 2) <= 1.5)
    }
}

private extension Int {
    func ensuring(_ upper: Int?) -> ClosedRange<Int> { self...(upper ?? self) }
}
