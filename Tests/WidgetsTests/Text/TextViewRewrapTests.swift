import Render
import Testing
import TestSupport
@testable import Widgets

/// Typing re-wraps only the lines around the edit (typing used to wrap the whole text on every
/// keystroke, quadratic in the text's length); whatever the edits, the lines must be exactly those of
/// the whole text wrapped afresh.
@MainActor
@Suite("Text view: re-wrapping around an edit")
struct TextViewRewrapTests {
    /// A deterministic stream of edits: words, spaces, newlines and long unbroken runs typed at the
    /// caret, Backspace, and the caret moved, over and over.
    @Test("after every edit the lines equal the whole text wrapped afresh", arguments: [1, 2, 3] as [UInt64])
    func rewrapMatchesFreshWrap(seed: UInt64) throws {
        let (window, _) = TestSupport.makeWindow()
        let view = TextView(), fresh = TextView()
        for textView in [view, fresh] {
            textView.frame = Rect(x: 10, y: 100, width: 200, height: 100)
            window.rootView.addSubview(textView)
        }
        view.becomeFirstResponder()
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["a", "word ", " ", "\n", "unbrokenrunofletterslongerthanaline", "é", "x y z "]
        for step in 0..<400 {
            switch next(10) {
            case 0...5: window.sendText(pieces[next(pieces.count)])
            case 6...7: window.sendKey(try KeyCombo.parse("backspace"))
            case 8: window.sendKey(try KeyCombo.parse(next(2) == 0 ? "left" : "up"))
            default: window.sendKey(try KeyCombo.parse(next(2) == 0 ? "right" : "down"))
            }
            fresh.text = view.text
            let lines = view.currentLines, expected = fresh.currentLines
            #expect(lines.map(\.range) == expected.map(\.range), "step \(step): \(view.text.debugDescription)")
            #expect(lines.map(\.xs) == expected.map(\.xs), "step \(step)")
            if lines.map(\.range) != expected.map(\.range) { return }
        }
        #expect(view.text.count > 200)
    }
}
