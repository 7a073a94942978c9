import Foundation
import Render

/// UITextField.attributedPlaceholder: the placeholder drawn with its own attributes (a colour, a font, an
/// underline) through the attributed text layout labels use. Characters without a colour or font take the
/// placeholder grey and the field's font. UIKit keeps the two properties in step: setting the attributed one
/// sets `placeholder` to its string, and setting `placeholder` replaces it with plain attributes (Apple's
/// documentation of `placeholder`: "this string is drawn using … the attributes in attributedPlaceholder").
extension TextField {
    public var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderStorage ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            attributedPlaceholderStorage = newValue
            if placeholder != newValue?.string { placeholder = newValue?.string } else { setNeedsDisplay() }
        }
    }

    /// Draws the attributed placeholder on the text's line, one line, aligned as the text.
    func drawAttributedPlaceholder(_ text: NSAttributedString, in canvas: Canvas, rect: Rect, top: Double) {
        let layout = AttributedTextLayout(text, font: font, color: placeholderColor, alignment: textAlignment,
                                          maxWidth: rect.width, lineLimit: 1, measurer: measurer)
        layout.draw(in: canvas, at: Point(x: rect.minX, y: top), width: rect.width, tint: tintColor)
    }
}
