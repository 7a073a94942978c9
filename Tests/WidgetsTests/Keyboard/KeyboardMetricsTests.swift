import Foundation
import Render
import Testing
@testable import Widgets

/// The keyboard heights in code are the ones `docs/reference/keyboard-heights.md` lists with their sources.
@MainActor
@Suite("Keyboard heights match the reference table")
struct KeyboardMetricsTests {
    static var document: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("docs/reference/keyboard-heights.md"), encoding: .utf8)
        }
    }

    /// "375×667 | 260 = 44 + 216 + 0 | 194 = 32 + 162 + 0" → the size and both splits.
    static func rows() throws -> [(Size, [Double], [Double])] {
        let numbers = try Regex(#"(\d+)×(\d+) \| (\d+) = (\d+) \+ (\d+) \+ (\d+) \| (\d+) = (\d+) \+ (\d+) \+ (\d+)"#)
        return try document.split(separator: "\n").compactMap { line -> (Size, [Double], [Double])? in
            guard let match = try numbers.firstMatch(in: String(line)) else { return nil }
            let v = (1...10).map { Double(String(match.output[$0].substring!))! }
            return (Size(width: v[0], height: v[1]), Array(v[2...5]), Array(v[6...9]))
        }
    }

    @Test("every device row of the reference is in KeyboardMetrics.table with the same bands, and each adds up")
    func tableMatchesDocument() throws {
        let rows = try Self.rows()
        #expect(rows.count == KeyboardMetrics.table.count)
        for (size, portrait, landscape) in rows {
            let row = try #require(KeyboardMetrics.table.first { $0.size == size }, "no metrics for \(size)")
            for (metrics, doc) in [(row.portrait, portrait), (row.landscape, landscape)] {
                #expect(metrics.height == doc[0] && metrics.barHeight == doc[1] && metrics.keysHeight == doc[2]
                        && metrics.bottomHeight == doc[3], "\(size): \(metrics) vs \(doc)")
                #expect(doc[1] + doc[2] + doc[3] == doc[0], "\(size): the bands do not add up")
            }
        }
    }
}
