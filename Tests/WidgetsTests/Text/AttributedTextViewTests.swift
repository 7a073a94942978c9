import Foundation
import Render
import Testing
import TestSupport
import Widgets

/// UITextView.attributedText, typingAttributes and links, on the fixed metrics (the body font is 17 pt,
/// so 8.5 pt a character; the text starts 5 pt in and 8 pt down).
@MainActor
@Suite("Attributed text view")
struct AttributedTextViewTests {
    final class LinkDelegate: TextViewDelegate {
        var taps: [(URL, NSRange, TextItemInteraction)] = []
        func textView(_ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: TextItemInteraction) -> Bool {
            taps.append((URL, characterRange, interaction))
            return false
        }
    }

    func linkText() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Go to ")
        text.append(NSAttributedString(string: "site", attributes: [.link: URL(string: "https://example.com/a")!]))
        text.append(NSAttributedString(string: " now"))
        return text
    }

    @Test("a tap on a link of a text view that is not editable calls the delegate with the URL and the link's range")
    func linkTap() throws {
        let (window, clock) = TestSupport.makeWindow()
        let view = TextView(frame: Rect(x: 0, y: 100, width: 300, height: 100))
        view.isEditable = false
        view.attributedText = linkText()
        let delegate = LinkDelegate()
        view.delegate = delegate
        window.rootView.addSubview(view)
        window.step(clock)
        // "site" runs from 5 + 6 × 8.5 = 56 to 90 pt.
        window.sendPointer(.began, at: Point(x: 70, y: 118), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 70, y: 118), time: clock.now)
        #expect(delegate.taps.count == 1)
        #expect(delegate.taps.first?.0 == URL(string: "https://example.com/a"))
        #expect(delegate.taps.first?.1 == NSRange(location: 6, length: 4))
        #expect(delegate.taps.first?.2 == .invokeDefaultAction)
        // Off the link: nothing.
        window.sendPointer(.began, at: Point(x: 20, y: 118), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 20, y: 118), time: clock.now)
        #expect(delegate.taps.count == 1)
    }

    @Test("a text view draws links in its tint colour without an underline, unless linkTextAttributes say otherwise")
    func linkLook() throws {
        let view = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        view.isEditable = false
        view.tintColor = Color(r: 200, g: 0, b: 100)
        view.attributedText = linkText()
        var canvas = RecordingCanvas()
        view.draw(in: canvas)
        let colours = canvas.commands.compactMap { command -> Color? in
            if case let .text(_, _, color, _, _) = command { return color }
            return nil
        }
        let text = view.textColor.resolved(for: .light)
        #expect(colours == [text, Color(r: 200, g: 0, b: 100), text])
        #expect(!canvas.commands.contains { if case .fill = $0 { true } else { false } })
        view.linkTextAttributes = [.foregroundColor: Color.black, .underlineStyle: NSUnderlineStyle.single]
        canvas = RecordingCanvas()
        view.draw(in: canvas)
        #expect(canvas.commands.contains { if case .fill = $0 { true } else { false } })
    }

    @Test("typed text takes the typing attributes; the formatted text follows the edit")
    func typing() throws {
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        let view = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        view.attributedText = NSAttributedString(string: "ab", attributes: [.foregroundColor: red])
        #expect(view.typingAttributes[.foregroundColor] as? Color == red)
        view.typingAttributes = [.foregroundColor: blue, .font: Font.system(size: 30)]
        view.replace(2..<2, with: "cd")
        view.replace(0..<1, with: "")
        let text = try #require(view.attributedText)
        #expect(text.string == "bcd")
        #expect(text.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? Color == red)
        #expect(text.attributes(at: 1, effectiveRange: nil)[.foregroundColor] as? Color == blue)
        #expect(text.attributes(at: 2, effectiveRange: nil)[.font] as? Font == Font.system(size: 30))
        // Setting the text as a whole makes it plain, in the view's font and colour.
        view.text = "plain"
        #expect(view.attributedText.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? Color == view.textColor)
    }

    @Test("a text view that does not scroll grows to its formatted text's height")
    func height() throws {
        let view = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        view.isScrollEnabled = false
        view.attributedText = NSAttributedString(string: "big\nsmall", attributes: [.font: Font.system(size: 30)])
        // Two 36 pt lines and the 8 pt insets.
        #expect(view.intrinsicContentSize.height == 88)
    }
}
