import Render
import Testing
import Widgets

/// A cell measures its self-sizing height with the same widths it lays its labels out at
/// (TableViewCell+Geometry).
@MainActor
@Suite("Table cell geometry")
struct TableCellGeometryTests {
    /// The bug: measuring counted an accessory without an intrinsic width as 0 pt while layout gave it
    /// 24 pt, so the title was measured wider than it was drawn and a wrapping row came out a line short.
    @Test("a wrapping row with a custom accessory of no intrinsic size is tall enough for its laid-out title")
    func customAccessoryRowIsNotALineShort() {
        var lineCounts: Set<Double> = []
        let text = "Remind me about the quarterly report before the team meeting on Thursday afternoon"
        for width in stride(from: 200.0, through: 420.0, by: 2.0) {
            let cell = TableViewCell(style: .default)
            cell.textLabel.numberOfLines = 0
            cell.textLabel.text = text
            cell.accessoryView = View()
            let height = cell.sizeThatFits(Size(width: width, height: .infinity)).height
            cell.frame = Rect(x: 0, y: 0, width: width, height: height)
            cell.layoutIfNeeded()
            let label: Label = cell.textLabel
            let needed = label.sizeThatFits(Size(width: label.frame.width, height: .infinity)).height
            lineCounts.insert(needed)
            #expect(needed + 22 <= height, "\(width) pt wide: the title needs \(needed) pt in a \(height) pt row")
            // Compared as Double: a CGFloat against Double arithmetic inside #expect compares false (Swift Testing on Linux).
            #expect(Double(cell.contentView.frame.maxX) == Double(width - TableViewCell.accessoryTrailingInset - 24 - 8))
        }
        #expect(lineCounts.count >= 4, "the text wraps to several line counts across the widths")
    }

    @Test("an image moves the title 44 pt in, in layout and in measuring alike")
    func imageColumn() {
        let cell = TableViewCell(style: .default)
        cell.textLabel.numberOfLines = 0
        cell.textLabel.text = String(repeating: "word ", count: 30)
        let without = cell.sizeThatFits(Size(width: 320, height: Double.infinity)).height
        cell.imageView.isHidden = false
        let height = cell.sizeThatFits(Size(width: 320, height: Double.infinity)).height
        cell.frame = Rect(x: 0, y: 0, width: 320, height: height)
        cell.layoutIfNeeded()
        #expect(Double(cell.textLabel.frame.minX) == Double(cell.leadingMargin + 44))
        #expect(Double(cell.imageView.frame.width) == 29 && Double(cell.imageView.frame.minX) == Double(cell.leadingMargin))
        let label: Label = cell.textLabel
        #expect(Double(label.sizeThatFits(Size(width: label.frame.width, height: Double.infinity)).height + 22) == Double(height))
        #expect(height > without)
    }
}
