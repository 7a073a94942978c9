import Foundation
import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Golden images: formatted text")
struct FormattedTextGoldenTests {
    func runs(_ parts: (String, [NSAttributedString.Key: Any])...) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for (string, attributes) in parts { text.append(NSAttributedString(string: string, attributes: attributes)) }
        return text
    }

    @Test("labels, a text view with a link and a button drawing runs, decorations, kern, paragraphs and an attachment")
    func formattedText() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 420))
        window.textMeasurer = try Golden.fonts()
        window.rootView.backgroundColor = .white
        let body = Font.system(size: 17)
        var y = 16.0
        func add(_ view: View, height: Double) {
            view.frame = Rect(x: 16, y: y, width: 343, height: height)
            window.rootView.addSubview(view)
            y += height + 8
        }
        let mixed = Label()
        mixed.attributedText = runs(("Large ", [.font: Font.system(size: 28, weight: .semibold)]),
                                    ("red", [.font: body, .foregroundColor: Color.systemRed]),
                                    (" and ", [.font: body]),
                                    ("highlighted", [.font: body, .backgroundColor: Color.systemYellow]))
        add(mixed, height: 36)
        let rules = Label()
        rules.attributedText = runs(("single ", [.underlineStyle: NSUnderlineStyle.single.rawValue]),
                                    ("thick ", [.underlineStyle: NSUnderlineStyle.thick.rawValue, .underlineColor: Color.systemRed]),
                                    ("double ", [.underlineStyle: NSUnderlineStyle.double.rawValue]),
                                    ("struck", [.strikethroughStyle: 1, .foregroundColor: Color.secondaryLabel]))
        add(rules, height: 26)
        let kerned = Label()
        kerned.attributedText = NSAttributedString(string: "KERNED BY 4", attributes: [.kern: 4.0, .font: Font.system(size: 13, weight: .medium)])
        add(kerned, height: 20)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 6
        let centred = Label()
        centred.numberOfLines = 0
        centred.attributedText = runs(("A centred paragraph whose words ", [.paragraphStyle: style]),
                                      ("wrap across runs", [.paragraphStyle: style, .foregroundColor: Color.systemBlue]),
                                      (" with six points between lines.", [.paragraphStyle: style]))
        add(centred, height: 70)
        let square = Picture(bitmap: Image(pixelWidth: 16, pixelHeight: 16, pixels: [UInt32](repeating: 0xFF34_C759, count: 256)))
        let attachment = NSTextAttachment(image: square)
        attachment.bounds = Rect(x: 0, y: -3, width: 16, height: 16)
        let inline = NSMutableAttributedString(string: "An image ")
        inline.append(NSAttributedString(attachment: attachment))
        inline.append(NSAttributedString(string: " sits on the baseline"))
        let withImage = Label()
        withImage.attributedText = inline
        add(withImage, height: 26)
        let truncated = Label()
        truncated.attributedText = runs(("Truncated at its tail, ", [:]), ("inside a word when the line is full", [.foregroundColor: Color.systemPurple]))
        add(truncated, height: 22)
        let textView = TextView()
        textView.isEditable = false
        textView.attributedText = runs(("A text view draws ", [.font: body]),
                                       ("a link", [.font: body, .link: URL(string: "https://example.com")!]),
                                       (" in its tint colour.", [.font: body]))
        add(textView, height: 60)
        let button = Button(title: "")
        button.titleLabel.attributedText = runs(("Buy ", [:]), ("now", [.font: Font.system(size: 17, weight: .semibold),
                                                                         .underlineStyle: NSUnderlineStyle.single.rawValue]))
        add(button, height: 44)
        window.step(clock)
        let outcome = try Golden.check(window, name: "formatted-text")
        #expect(outcome == .matched, "\(outcome)")
    }
}
