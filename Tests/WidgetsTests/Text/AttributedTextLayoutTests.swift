import Foundation
import Render
import Testing
import TestSupport
import Widgets

/// The one layout of formatted text, on the fixed metrics (each character `0.5 × size` wide, ascent
/// `0.95 × size`, line height `1.2 × size`), so every frame below is arithmetic.
@MainActor
@Suite("Attributed text layout")
struct AttributedTextLayoutTests {
    let measurer = FixedTextMeasurer()
    let font20 = Font.system(size: 20)

    func layout(_ text: NSAttributedString, width: Double = .infinity, lineLimit: Int = 0,
                alignment: TextAlignment = .left) -> AttributedTextLayout {
        AttributedTextLayout(text, font: font20, color: .black, alignment: alignment, maxWidth: width,
                             lineLimit: lineLimit, measurer: measurer)
    }

    func runs(_ parts: (String, [NSAttributedString.Key: Any])...) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for (string, attributes) in parts { text.append(NSAttributedString(string: string, attributes: attributes)) }
        return text
    }

    @Test("a red run then a blue run: two fragments, the second starting where the first's width ends")
    func twoRuns() throws {
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        let result = layout(runs(("Red", [.foregroundColor: red]), ("Blue", [.foregroundColor: blue])))
        let line = try #require(result.lines.first)
        #expect(result.lines.count == 1)
        #expect(line.fragments.map(\.text) == ["Red", "Blue"])
        #expect(line.fragments.map(\.style.color) == [red, blue])
        #expect(line.fragments.map(\.x) == [0, 30])
        #expect(line.fragments.map(\.width) == [30, 40])
        #expect(line.fragments.map(\.range) == [NSRange(location: 0, length: 3), NSRange(location: 3, length: 4)])
        #expect(result.size == Size(width: 70, height: 24))
    }

    @Test("kerning widens a run by the number of characters times the kern")
    func kern() throws {
        let plain = layout(NSAttributedString(string: "abcd"))
        let kerned = layout(NSAttributedString(string: "abcd", attributes: [.kern: 3.0]))
        #expect(Double(plain.size.width) == 40)
        #expect(Double(kerned.size.width) == 40.0 + 4 * 3)
        // The kerned run is drawn one character at a time, each 10 + 3 pt after the last.
        let canvas = RecordingCanvas()
        kerned.draw(in: canvas, at: .zero, width: 200)
        let xs = canvas.commands.compactMap { command -> Double? in
            if case let .text(_, _, _, at, _) = command { return Double(at.x) }
            return nil
        }
        #expect(xs == [0, 13, 26, 39])
    }

    @Test("a centred paragraph style centres each line in the width, whatever the view's alignment")
    func centred() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let result = layout(NSAttributedString(string: "abcd", attributes: [.paragraphStyle: style]), width: 200)
        let line = try #require(result.lines.first)
        #expect(line.alignment == .center)
        #expect(result.lineOffset(line, width: 200) == 80)
        #expect(layout(NSAttributedString(string: "abcd"), width: 200, alignment: .right).lineOffset(line, width: 200) == 80)
        #expect(layout(NSAttributedString(string: "abcd"), width: 200, alignment: .right).lines[0].alignment == .right)
    }

    @Test("words wrap across a run boundary at the word that does not fit, not at the boundary")
    func wrapAcrossRuns() throws {
        // "one tw" in one run, "o three" in another: "one two" (70 pt) fits 75 pt, "one two three" does not.
        let result = layout(runs(("one tw", [:]), ("o three", [.foregroundColor: Color(r: 0, g: 0, b: 255)])), width: 75)
        #expect(result.lines.count == 2)
        #expect(result.lines[0].fragments.map(\.text) == ["one tw", "o"])
        #expect(result.lines[0].fragments.map(\.x) == [0, 60])
        #expect(result.lines[1].fragments.map(\.text) == ["three"])
        #expect(result.lines[1].top == 24)
        #expect(result.size == Size(width: 70, height: 48))
    }

    @Test("a line mixing a 10 pt and a 30 pt run shares one baseline, the line as tall as the larger font")
    func sharedBaseline() throws {
        let result = layout(runs(("a", [.font: Font.system(size: 10)]), ("B", [.font: Font.system(size: 30)])))
        let line = try #require(result.lines.first)
        #expect(Double(line.ascent) == 28.5)
        #expect(Double(line.height) == 36)
        let canvas = RecordingCanvas()
        result.draw(in: canvas, at: .zero, width: 100)
        let tops = canvas.commands.compactMap { command -> Double? in
            if case let .text(_, font, _, at, _) = command { return Double(at.y) + font.size * 0.95 }
            return nil
        }
        #expect(tops == [28.5, 28.5], "both texts' baselines")
    }

    @Test("line spacing separates lines and paragraph spacing follows each paragraph")
    func spacing() throws {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.paragraphSpacing = 10
        let result = layout(NSAttributedString(string: "aa bb\ncc", attributes: [.paragraphStyle: style]), width: 25)
        #expect(result.lines.map(\.top) == [0, 28, 66])
        #expect(Double(result.size.height) == 90)
    }

    @Test("head indents move the first line and the others")
    func indents() throws {
        let style = NSMutableParagraphStyle()
        style.firstLineHeadIndent = 20
        style.headIndent = 5
        let result = layout(NSAttributedString(string: "aa bb", attributes: [.paragraphStyle: style]), width: 45)
        #expect(result.lines.map { $0.fragments.first?.x } == [20, 5])
    }

    @Test("one line truncates at its tail inside a word, as UILabel does; byTruncatingHead keeps the end, byTruncatingMiddle both")
    func truncation() throws {
        let result = layout(NSAttributedString(string: "Hello wonderful world"), width: 100, lineLimit: 1)
        #expect(result.lines.map { $0.fragments.map(\.text).joined() } == ["Hello won…"])
        #expect(result.isTruncated)
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingHead
        let head = layout(NSAttributedString(string: "Hello wonderful world", attributes: [.paragraphStyle: style]),
                          width: 100, lineLimit: 1)
        #expect(head.lines.map { $0.fragments.map(\.text).joined() } == ["…ful world"])
        style.lineBreakMode = .byTruncatingMiddle
        let middle = layout(NSAttributedString(string: "Hello wonderful world", attributes: [.paragraphStyle: style]),
                            width: 100, lineLimit: 1)
        #expect(middle.lines.map { $0.fragments.map(\.text).joined() } == ["Hello…orld"])
        let fits = layout(NSAttributedString(string: "Hello"), width: 100, lineLimit: 1)
        #expect(!fits.isTruncated)
    }

    @Test("an attachment occupies its bounds on the baseline, raising the line's ascent and descent")
    func attachment() throws {
        let image = Picture(bitmap: Image(pixelWidth: 2, pixelHeight: 2, pixels: [UInt32](repeating: 0xFF00_FF00, count: 4)))
        let attachment = NSTextAttachment(image: image)
        attachment.bounds = Rect(x: 0, y: -5, width: 20, height: 30)
        let text = NSMutableAttributedString(string: "a")
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: "b"))
        let result = layout(text)
        let line = try #require(result.lines.first)
        #expect(line.fragments.map(\.x) == [0, 10, 30])
        #expect(line.fragments.map(\.width) == [10, 20, 10])
        #expect(Double(line.ascent) == 25)
        #expect(Double(line.height) == 30)
        let canvas = RecordingCanvas()
        result.draw(in: canvas, at: Point(x: 5, y: 7), width: 100)
        let rects = canvas.commands.compactMap { command -> Rect? in
            if case let .image(_, _, rect, _) = command { return rect }
            return nil
        }
        #expect(rects == [Rect(x: 15, y: 7, width: 20, height: 30)])
    }

    @Test("the character under a point is found through lines and fragments")
    func characterIndex() throws {
        let result = layout(runs(("one ", [:]), ("two", [.link: URL(string: "https://example.com")!])), width: 200)
        #expect(result.characterIndex(at: Point(x: 45, y: 10), width: 200) == 4)
        #expect(result.characterIndex(at: Point(x: 65, y: 10), width: 200) == 6)
        #expect(result.characterIndex(at: Point(x: 95, y: 10), width: 200) == nil)
        #expect(result.lines[0].fragments[1].style.link == URL(string: "https://example.com"))
    }
}
