import Foundation
import Render
import Testing
import TestSupport
import Widgets

/// UILabel.attributedText drawn run by run: frames on the fixed metrics, pixels with the vendored fonts.
@MainActor
@Suite("Attributed label")
struct AttributedLabelTests {
    let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255), green = Color(r: 0, g: 200, b: 0)

    func runs(_ parts: (String, [NSAttributedString.Key: Any])...) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for (string, attributes) in parts { text.append(NSAttributedString(string: string, attributes: attributes)) }
        return text
    }

    /// `label` at (10, 10, 300, 50) in a window measured and drawn with the vendored fonts at scale 1.
    func draw(_ label: Label) throws -> (OffscreenSurface, TextMeasuring) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 320, height: 80))
        let surface = try OffscreenSurface(size: window.size, scale: 1, fonts: try Golden.fonts())
        window.textMeasurer = surface.canvas.measurer
        label.frame = Rect(x: 10, y: 10, width: 300, height: 50)
        window.rootView.addSubview(label)
        window.step(clock)
        window.draw(in: surface.beginFrame(clear: .white))
        surface.endFrame()
        return (surface, surface.canvas.measurer)
    }

    /// The columns and rows of the pixels of exactly `color` (anti-aliased edges are mixtures, left out).
    func pixels(of color: Color, in surface: OffscreenSurface) -> (xs: [Int], ys: [Int]) {
        var xs = Set<Int>(), ys = Set<Int>()
        for y in 0..<surface.pixelHeight {
            for x in 0..<surface.pixelWidth where surface.pixel(x: x, y: y) == color {
                xs.insert(x)
                ys.insert(y)
            }
        }
        return (xs.sorted(), ys.sorted())
    }

    @Test("a label's attributed size: runs side by side, the line as tall as its largest font, wrapping at the width")
    func sizing() throws {
        let label = Label()
        label.numberOfLines = 0
        label.attributedText = runs(("Red ", [.font: Font.system(size: 20)]), ("Blue", [.font: Font.system(size: 30)]))
        // Provisional fixed metrics (not in a window): 4 × 10 + 4 × 15 pt wide; 28.5 + 7.5 pt tall.
        #expect(label.intrinsicContentSize == Size(width: 100, height: 36))
        #expect(label.sizeThatFits(Size(width: 70, height: Double.infinity)) == Size(width: 60, height: 60))
        // Same string, other attributes: measured again.
        label.attributedText = runs(("Red ", [.font: Font.system(size: 20)]), ("Blue", [.font: Font.system(size: 20)]))
        #expect(label.intrinsicContentSize == Size(width: 80, height: 24))
    }

    @Test("a red run then a blue run: red pixels end and blue ones begin where the first run's width says")
    func runPixels() throws {
        let font = Font.system(size: 30)
        let label = Label()
        label.attributedText = runs(("MMMM", [.font: font, .foregroundColor: red]), ("MMMM", [.font: font, .foregroundColor: blue]))
        let (surface, measurer) = try draw(label)
        let boundary = 10 + measurer.width(of: "MMMM", font: font)
        let redXs = pixels(of: red, in: surface).xs, blueXs = pixels(of: blue, in: surface).xs
        #expect(!redXs.isEmpty && !blueXs.isEmpty)
        #expect(Double(redXs.first ?? 0) >= 10 && Double(redXs.last ?? 0) < boundary, "\(redXs.last ?? 0) < \(boundary)")
        #expect(Double(blueXs.first ?? 0) >= boundary - 1, "\(blueXs.first ?? 0) vs \(boundary)")
        #expect(Double(blueXs.last ?? 0) < boundary + measurer.width(of: "MMMM", font: font) + 1)
    }

    @Test("an underline is one row under its own run only, just below the baseline, in its underline colour")
    func underlinePixels() throws {
        let font = Font.system(size: 20)
        let label = Label()
        let text = runs(("abc", [.font: font, .foregroundColor: Color.black]),
                        ("def", [.font: font, .foregroundColor: Color.black, .underlineStyle: NSUnderlineStyle.single.rawValue,
                                 .underlineColor: green]))
        label.attributedText = text
        let (surface, measurer) = try draw(label)
        let start = 10 + measurer.width(of: "abc", font: font), width = measurer.width(of: "def", font: font)
        let found = pixels(of: green, in: surface)
        #expect(found.ys.count == 1, "one row: \(found.ys)")
        #expect(Double(found.xs.first ?? 0) >= start - 1 && Double(found.xs.last ?? 0) <= start + width + 1)
        #expect(Double(found.xs.count) >= width - 2, "the whole run: \(found.xs.count) of \(width)")
        let layout = AttributedTextLayout(text, font: font, color: .black, measurer: measurer)
        let baseline = 10 + ((50 - layout.size.height) / 2).rounded(.down) + layout.firstBaseline
        #expect(abs(Double(found.ys.first ?? 0) - (baseline + 2).rounded()) <= 1, "row \(found.ys) for baseline \(baseline)")
    }

    @Test("strikethrough, thick and double underlines draw their rules across the run")
    func rules() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        label.attributedText = runs(("ab", [.font: Font.system(size: 20), .strikethroughStyle: 1]),
                                    ("cd", [.font: Font.system(size: 20), .underlineStyle: NSUnderlineStyle.double]),
                                    ("ef", [.font: Font.system(size: 20), .underlineStyle: NSUnderlineStyle.thick]))
        let canvas = RecordingCanvas()
        label.draw(in: canvas)
        let fills = canvas.commands.compactMap { command -> Rect? in
            if case let .fill(rect, _) = command { return rect }
            return nil
        }
        // Fixed metrics: 10 pt characters, baseline at 8 + 19 = 27 (40 - 24 = 16, half above).
        #expect(fills == [Rect(x: 0, y: 21, width: 20, height: 1),
                          Rect(x: 20, y: 29, width: 20, height: 1), Rect(x: 20, y: 31, width: 20, height: 1),
                          Rect(x: 40, y: 29, width: 20, height: 2)])
    }

    @Test("a link in a label draws in the link colour, underlined, over its own colour")
    func labelLink() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        label.attributedText = runs(("see ", [:]), ("here", [.link: "https://example.com", .foregroundColor: red]))
        let canvas = RecordingCanvas()
        label.draw(in: canvas)
        let texts = canvas.commands.compactMap { command -> (String, Color)? in
            if case let .text(text, _, color, _, _) = command { return (text, color) }
            return nil
        }
        #expect(texts.map(\.0) == ["see ", "here"])
        #expect(texts.last?.1 == Color.link.resolved(for: .light))
        #expect(canvas.commands.contains { if case .fill = $0 { true } else { false } })
    }

    @Test("runs in preferredFont fonts follow the text size in an adjusting label; fixed-size runs keep theirs")
    func dynamicType() throws {
        let (window, clock) = TestSupport.makeWindow()
        let label = Label()
        label.adjustsFontForContentSizeCategory = true
        // The first run (and so the label's own font) is fixed: only the attributed runs can change.
        label.attributedText = runs(("ab", [.font: Font.system(size: 10)]), ("cd", [.font: Font.preferredFont(forTextStyle: .body)]))
        window.rootView.addSubview(label)
        window.step(clock)
        #expect(label.intrinsicContentSize.width == 27) // 2 × 5 + 2 × 8.5 (body at Large, 17 pt)
        window.transition(toContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(label.intrinsicContentSize.width == 63) // 2 × 5 + 2 × 26.5 (body at AX5, 53 pt)
        #expect(label.intrinsicContentSize.height == 64)
    }

    @Test("plain text set after attributed text draws as plain text again")
    func plainAgain() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        label.attributedText = runs(("ab", [.kern: 4.0]))
        label.text = "ab"
        let canvas = RecordingCanvas()
        label.draw(in: canvas)
        #expect(canvas.commands.filter { if case .text = $0 { true } else { false } }.count == 1)
    }
}
