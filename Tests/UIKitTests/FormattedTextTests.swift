import Render
import Testing
import TestSupport
import UIKit

/// Formatted text as UIKit code writes it: the keys, paragraph styles, attachments and button titles.
@MainActor
struct FormattedTextTests {
    @Test("setAttributedTitle draws the title's runs and sizes the button to them; attributedTitle reads it back")
    func buttonTitle() throws {
        let button = UIButton(type: .system)
        let title = NSMutableAttributedString(string: "Buy ", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        title.append(NSAttributedString(string: "now", attributes: [
            .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red,
            .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
        button.setAttributedTitle(title, for: .normal)
        #expect(button.attributedTitle(for: .normal)?.string == "Buy now")
        #expect(button.title(for: .normal) == "Buy now")
        // Fixed metrics before a window: 7 characters of 10 pt and the 8 pt insets each side.
        #expect(Double(button.intrinsicContentSize.width) == 86)
        button.frame = CGRect(x: 0, y: 0, width: 86, height: 44)
        button.layoutIfNeeded()
        let canvas = RecordingCanvas()
        button.titleLabel?.draw(in: canvas)
        let texts = canvas.commands.compactMap { command -> String? in
            if case let .text(text, _, _, _, _) = command { return text }
            return nil
        }
        #expect(texts == ["Buy ", "now"])
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.attributedTitle(for: .normal) == nil)
    }

    @Test("UIKit's paragraph style, underline style and attachment spellings compile and lay out")
    func spellings() throws {
        let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
        style.alignment = .center
        style.lineBreakMode = .byTruncatingTail
        style.lineSpacing = 2
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: -3, width: 16, height: 16)
        let text = NSMutableAttributedString(string: "Hi ", attributes: [
            .paragraphStyle: style, .kern: 1.5, .strikethroughStyle: NSUnderlineStyle.thick.rawValue,
            .strikethroughColor: UIColor.blue, .backgroundColor: UIColor.yellow,
        ])
        text.append(NSAttributedString(attachment: attachment))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.attributedText = text
        let size = label.intrinsicContentSize
        // "Hi " at 17 pt, 8.5 pt a character plus 1.5 pt kern each, then the 16 pt attachment.
        #expect(Double(size.width) == 3 * 10 + 16)
        #expect(style.alignment == .center && NSParagraphStyle.default.alignment == .left)
    }
}
