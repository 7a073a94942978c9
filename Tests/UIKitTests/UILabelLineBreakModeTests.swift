import Render
import Testing
import UIKit

/// UILabel.lineBreakMode, read from what the label draws. Without a window the label measures with the
/// fixed metrics: a 10 pt character is 5 pt wide, so a 50 pt label holds ten characters a line.
@MainActor
struct UILabelLineBreakModeTests {
    func label(_ text: String, width: CGFloat = 50, lines: Int = 1, mode: NSLineBreakMode? = nil) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: lines == 0 ? 100 : 12 * CGFloat(lines)))
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = lines
        if let mode { label.lineBreakMode = mode }
        label.text = text
        return label
    }

    /// The lines the label draws, in order, and the clip rectangles around them.
    func drawn(_ label: UILabel) -> (lines: [String], clips: [CGRect]) {
        let canvas = RecordingCanvas()
        label.draw(in: canvas)
        var clips: [CGRect] = []
        for command in canvas.commands { if case let .pushClip(rect) = command { clips.append(rect) } }
        return (canvas.texts, clips)
    }

    @Test("the default is truncating the tail, and each one-line mode cuts the text as UIKit does")
    func oneLineModes() {
        let text = "alpha beta gamma delta"
        #expect(label(text).lineBreakMode == .byTruncatingTail)
        #expect(drawn(label(text)).lines == ["alpha bet…"])
        #expect(drawn(label(text, mode: .byTruncatingHead)).lines == ["…mma delta"])
        #expect(drawn(label(text, mode: .byTruncatingMiddle)).lines == ["alpha…elta"])
        #expect(drawn(label(text, mode: .byWordWrapping)).lines == ["alpha beta"])
        #expect(drawn(label("one two three", width: 30, mode: .byWordWrapping)).lines == ["one"])
        #expect(drawn(label("one two three", width: 30, mode: .byCharWrapping)).lines == ["one tw"])
    }

    @Test("clipping draws the whole line and cuts it at the label's bounds")
    func clipping() {
        let clipped = drawn(label("alpha beta gamma delta", mode: .byClipping))
        #expect(clipped.lines == ["alpha beta gamma delta"])
        #expect(clipped.clips == [CGRect(x: 0, y: 0, width: 50, height: 12)])
        // Text that fits needs no clip.
        #expect(drawn(label("alpha", mode: .byClipping)).clips.isEmpty)
    }

    @Test("a multi-line label wraps at words and applies the mode to its last line only")
    func multiLine() {
        let text = "alpha beta gamma delta epsilon"
        #expect(drawn(label(text, lines: 2, mode: .byWordWrapping)).lines == ["alpha beta", "gamma"])
        #expect(drawn(label(text, lines: 2, mode: .byTruncatingHead)).lines == ["alpha beta", "…a epsilon"])
        #expect(drawn(label(text, lines: 2, mode: .byTruncatingMiddle)).lines == ["alpha beta", "gamma…ilon"])
        #expect(drawn(label(text, lines: 2, mode: .byCharWrapping)).lines == ["alpha beta", "gamma delt"])
        // With room for every line, every mode shows the whole text.
        for mode in [NSLineBreakMode.byWordWrapping, .byTruncatingHead, .byTruncatingMiddle, .byClipping] {
            #expect(drawn(label(text, lines: 0, mode: mode)).lines == ["alpha beta", "gamma", "delta", "epsilon"], "\(mode)")
        }
    }

    @Test("changing the mode redraws and re-measures the label")
    func changeInvalidates() {
        let shown = label("alpha beta gamma delta")
        #expect(shown.textLayout(forWidth: 50).lines == ["alpha bet…"])
        shown.lineBreakMode = .byTruncatingHead
        #expect(shown.textLayout(forWidth: 50).lines == ["…mma delta"])
        #expect(shown.textLayout(forWidth: 50).isTruncated)
    }
}
