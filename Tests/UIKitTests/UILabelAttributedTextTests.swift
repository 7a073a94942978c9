import Render
import Testing
import TestSupport
import UIKit

/// UILabel.attributedText with Foundation's NSAttributedString, as UIKit code sets and reads it.
@MainActor
struct UILabelAttributedTextTests {
    @Test("setting attributed text sets the text, and the first run's font and colour are what the label draws")
    func firstRunAttributes() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.attributedText = NSAttributedString(string: "Hello", attributes: [
            .font: UIFont.systemFont(ofSize: 24, weight: .semibold), .foregroundColor: UIColor.red,
        ])
        #expect(label.text == "Hello")
        #expect(label.font == UIFont.systemFont(ofSize: 24, weight: .semibold))
        #expect(label.textColor == .red)
        let canvas = RecordingCanvas()
        label.draw(in: canvas)
        let drawn = canvas.commands.compactMap { command -> (String, Font, Color)? in
            if case let .text(text, font, color, _, _) = command { return (text, font, color) }
            return nil
        }
        #expect(drawn.count == 1)
        #expect(drawn.first?.0 == "Hello")
        #expect(drawn.first?.1 == UIFont.systemFont(ofSize: 24, weight: .semibold))
        #expect(drawn.first?.2 == .red)
        // The attributed string is kept whole: ranges and attributes read back as set.
        let attributes = try #require(label.attributedText).attributes(at: 0, longestEffectiveRange: nil,
                                                                        in: NSRange(location: 0, length: 5))
        #expect(attributes[.foregroundColor] as? UIColor == .red)
    }

    @Test("setting text drops the attributed text; reading it then gives the text in the label's font and colour")
    func textReplaces() throws {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Old", attributes: [.kern: 2.0])
        label.text = "New"
        label.textColor = .blue
        let attributed = try #require(label.attributedText)
        #expect(attributed.string == "New")
        let attributes = attributed.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.kern] == nil)
        #expect(attributes[.foregroundColor] as? UIColor == .blue)
        #expect(attributes[.font] as? UIFont == label.font)
        label.attributedText = nil
        #expect(label.text == "")
    }
}
