import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator

/// Separators on half points: the Filter sheet's rows are 44.5 pt apart, so every other rule falls on a
/// half pixel at 100 %. UIKit draws hairlines on pixel boundaries; the bug was a 0.5 pt background that
/// rounded to no pixel at all, so every other separator vanished at 1 px per point.
@MainActor
@Suite("Scene: mail, Filter sheet hairlines")
struct FilterSheetHairlineTests {
    @Test("every separator of the Filter sheet is one whole pixel at scale 1 and at scale 1.5", arguments: [1.0, 1.5])
    func everySeparatorDrawn(scale: Double) throws {
        let h = try HeadlessHarness(device: "iphone-8", scene: "mail", scale: scale)
        try h.run("""
        tap "Settings"
        tap #settings-row-3
        wait 0.8
        shot filters.png
        tree filters.json
        """)
        let list = try h.frame("filters.json", "filter-list")
        let image = try PNGImage(contentsOf: h.out + "/filters.png")
        // A column right of every title and left of every switch.
        let x = Int((list.maxX - 80) * scale)
        // The rules' places in the list: 8 + 44 + 44.5 k (FilterSheetController's layout), inside the
        // list's visible part with a point to spare at either end.
        let expected = (0..<15).map { list.minY + 8 + 44 + 44.5 * Double($0) }
            .filter { $0 > list.minY + 1 && $0 < list.maxY - 1 }
        var runs: [(Int, Int)] = []
        let rows = Int(((list.minY + 1) * scale).rounded(.up))..<Int(((list.maxY - 1) * scale).rounded(.down))
        for y in rows {
            let c = image.pixel(x: x, y: y)
            guard c.red < 250.0 / 255 else { continue }
            if let last = runs.last, last.1 == y - 1 { runs[runs.count - 1].1 = y } else { runs.append((y, y)) }
        }
        #expect(runs.count == expected.count, "separator rows \(runs) for rules at \(expected)")
        // Each is one pixel thick, at the pixel boundary nearest the rule's bottom edge.
        #expect(runs.allSatisfy { $0.0 == $0.1 })
        for (run, y) in zip(runs, expected) {
            #expect(run.1 == Int(Self.nearestBoundary((y + 0.5) * scale)) - 1)
        }
    }

    /// The pixel boundary nearest `v`, halves rounding up (the canvases' rule).
    private static func nearestBoundary(_ v: Double) -> Double { (v + 0.5).rounded(.down) }
}
