import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Picker drawing")
struct PickerDrawingTests {
    struct DrawnText {
        let text: String
        let color: Color
        let origin: Point
        let scale: Double
    }

    func texts(_ canvas: RecordingCanvas) -> [DrawnText] {
        canvas.commands.compactMap {
            if case let .text(s, _, color, at, scale) = $0 { return DrawnText(text: s, color: color, origin: at, scale: scale) }
            return nil
        }
    }

    func render(_ picker: PickerView) -> RecordingCanvas {
        let canvas = RecordingCanvas()
        picker.render(in: canvas)
        return canvas
    }

    @Test("the centred row is drawn full strength and full size; rows away from it fade and shrink")
    func centreRowIsStrongest() throws {
        let picker = PickerView(columns: [(0..<20).map { "Row \($0)" }], frame: Rect(x: 0, y: 0, width: 320, height: 216))
        picker.selectRow(4, inComponent: 0, animated: false)
        let drawn = texts(render(picker))
        let centre = try #require(drawn.first { $0.text == "Row 4" })
        #expect(centre.color.alpha == 1)
        #expect(centre.scale == 1)
        // Drawn once: at rest the centre row is entirely inside the band.
        #expect(drawn.filter { $0.text == "Row 4" }.count == 1)
        let alphas = (1...3).map { d in drawn.first { $0.text == "Row \(4 + d)" }?.color.alpha ?? -1 }
        let scales = (1...3).map { d in drawn.first { $0.text == "Row \(4 + d)" }?.scale ?? -1 }
        #expect(alphas[0] < 1 && alphas[0] > 0)
        #expect(alphas[1] < alphas[0] && alphas[2] < alphas[1])
        #expect(scales[0] < 1 && scales[1] < scales[0] && scales[2] < scales[1])
        // Symmetric above and below.
        let above = try #require(drawn.first { $0.text == "Row 3" })
        #expect(abs(above.color.alpha - alphas[0]) < 1e-9)
        // Five rows away (160 pt of rim) is still in front; six (192 pt) is past a quarter turn of the
        // 108 pt drum (170 pt of rim) and not drawn.
        #expect(drawn.contains { $0.text == "Row 9" })
        #expect(!drawn.contains { $0.text == "Row 10" })
    }

    /// The wheel used to shrink rows both ways about their centres, so the centre row looked a size larger
    /// than its neighbours; UIKit's drum turns about a horizontal axis and only foreshortens their height.
    @Test("rows away from the centre keep their font and width; only their height is foreshortened by the drum")
    func neighboursKeepWidth() throws {
        let picker = PickerView(columns: [(0..<20).map { "Row \($0)" }], frame: Rect(x: 0, y: 0, width: 320, height: 216))
        picker.selectRow(4, inComponent: 0, animated: false)
        let canvas = render(picker)
        let drawn = texts(canvas)
        let wheel = PickerWheel()
        for d in [-2, -1, 1, 2, 3] {
            let row = try #require(drawn.first { $0.text == "Row \(4 + d)" })
            let width = canvas.measurer.width(of: row.text, font: PickerView.defaultFont)
            // The left edge of an unscaled title centred on the wheel: the full width, not cos θ of it.
            #expect(abs(row.origin.x - (160 - width / 2)) < 1e-9, "row \(4 + d) at x \(row.origin.x)")
            #expect(abs(row.scale - wheel.scale(forArc: Double(d) * 32)) < 1e-9)
            #expect(row.scale < 1)
        }
        // Every row is set in the wheel's one font.
        let fonts = Set(canvas.commands.compactMap { if case let .text(_, font, _, _, _) = $0 { font } else { nil } })
        #expect(fonts == [PickerView.defaultFont])
    }

    @Test("the centred row sits on the picker's centre line inside the rounded grey band")
    func bandAndCentring() throws {
        let picker = PickerView(columns: [["Only"]], frame: Rect(x: 0, y: 0, width: 320, height: 216))
        let canvas = render(picker)
        let band = Rect(x: 8, y: 108 - 16, width: 304, height: 32)
        #expect(canvas.commands.contains(.roundedRect(band, radius: 8, PickerView.selectionBandColor.plain)))
        let text = try #require(texts(canvas).first)
        let lineHeight = canvas.measurer.metrics(for: PickerView.defaultFont).lineHeight
        #expect(abs(text.origin.y + lineHeight / 2 - 108) < 1e-9)
        let width = canvas.measurer.width(of: "Only", font: PickerView.defaultFont)
        #expect(abs(text.origin.x + width / 2 - 160) < 1e-9)
    }

    @Test("a row crossing the band's edge is drawn twice, clipped to each side")
    func rowStraddlingBand() {
        let f = PickerFixture(picker: PickerView(columns: [(0..<10).map { "Row \($0)" }]))
        let start = f.wheelCenter()
        f.window.sendPointer(.began, at: start, time: f.clock.now)
        f.window.step(f.clock, frames: 6)
        f.window.sendPointer(.moved, at: Point(x: start.x, y: start.y - 16), time: f.clock.now)
        let drawn = texts(render(f.picker))
        let row0 = drawn.filter { $0.text == "Row 0" }
        #expect(row0.count == 2)
        #expect(Set(row0.map { $0.color.alpha == 1 }) == [true, false])
    }

    @Test("a picker shorter than 216 pt clips to its bounds and keeps its wheel centred (seed 3)")
    func shortPickerClips() throws {
        let frame = Rect(x: 0, y: 40, width: 320, height: 100)
        let picker = PickerView(columns: [(0..<10).map { "Row \($0)" }], frame: frame)
        picker.selectRow(5, inComponent: 0, animated: false)
        let canvas = render(picker)
        #expect(picker.clipsToBounds)
        guard case let .pushClip(first)? = canvas.commands.first(where: { if case .pushClip = $0 { true } else { false } }) else {
            Issue.record("no clip")
            return
        }
        #expect(first == frame)
        let centre = try #require(texts(canvas).first { $0.text == "Row 5" })
        let lineHeight = canvas.measurer.metrics(for: PickerView.defaultFont).lineHeight
        #expect(abs(centre.origin.y + lineHeight / 2 - frame.midY) < 1e-9)
        // Rows beyond the short frame are still laid out on the full drum: they extend past the clip.
        let far = try #require(texts(canvas).first { $0.text == "Row 8" })
        #expect(far.origin.y > frame.maxY || far.origin.y + lineHeight * far.scale > frame.maxY)
        // Every draw happens inside that first clip: it is popped last.
        if case .popClip? = canvas.commands.last {} else { Issue.record("the picker's clip is not the outermost") }
    }

    @Test("a long title is truncated to its wheel's width")
    func truncatesTitles() throws {
        let picker = PickerView(columns: [["A title far too long for a narrow wheel"], ["b"], ["c"]],
                                frame: Rect(x: 0, y: 0, width: 240, height: 216))
        let drawn = texts(render(picker))
        let title = try #require(drawn.first { $0.text.hasPrefix("A") })
        #expect(title.text.hasSuffix("…"))
        let width = picker.componentFrames()[0].width
        #expect(RecordingCanvas().measurer.width(of: title.text, font: PickerView.defaultFont) <= width)
    }
}
