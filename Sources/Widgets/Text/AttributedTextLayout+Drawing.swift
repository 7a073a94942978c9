import Foundation
import Render

/// Drawing laid-out formatted text: per line, backgrounds first (so no run's background covers a
/// neighbour's glyphs), then each fragment's text or attachment, then its underline and strikethrough.
extension AttributedTextLayout {
    /// Draws the lines with the text's top-left at `origin`, each aligned within `width`. A template image
    /// in an attachment takes `tint`.
    @MainActor
    public func draw(in canvas: Canvas, at origin: Point, width: Double, tint: Color = .link) {
        for line in lines {
            let left = origin.x + lineOffset(line, width: width)
            let top = origin.y + line.top
            for fragment in line.fragments {
                guard let background = fragment.style.backgroundColor else { continue }
                canvas.fill(Rect(x: left + fragment.x, y: top, width: fragment.width, height: line.height), color: background)
            }
            let baseline = top + line.ascent
            for fragment in line.fragments {
                draw(fragment, in: canvas, left: left + fragment.x, baseline: baseline, tint: tint)
            }
        }
    }

    @MainActor
    private func draw(_ fragment: Fragment, in canvas: Canvas, left: Double, baseline: Double, tint: Color) {
        let style = fragment.style
        let raised = baseline - style.baselineOffset
        if let attachment = style.attachment {
            let b = attachment.layoutBounds
            attachment.image?.draw(in: Rect(x: left + b.minX, y: raised - b.maxY, width: b.width, height: b.height),
                                   viewTint: tint, canvas: canvas)
            return
        }
        let top = raised - fragment.ascent
        if style.kern == 0 {
            canvas.drawText(fragment.text, font: style.font, color: style.color, at: Point(x: left, y: top))
        } else {
            // Kern is space after every character, which one string's drawing cannot add.
            var x = left
            for character in fragment.text {
                let glyph = String(character)
                canvas.drawText(glyph, font: style.font, color: style.color, at: Point(x: x, y: top))
                x += canvas.measurer.width(of: glyph, font: style.font) + style.kern
            }
        }
        let rule = Self.ruleThickness(style.font)
        if style.underline.drawsLine {
            drawRule(style.underline, at: raised + Self.underlineOffset(style.font), left: left, width: fragment.width,
                     thickness: rule, color: style.underlineColor ?? style.color, in: canvas)
        }
        if style.strikethrough.drawsLine {
            drawRule(style.strikethrough, at: raised - Self.strikethroughHeight(style.font), left: left, width: fragment.width,
                     thickness: rule, color: style.strikethroughColor ?? style.color, in: canvas)
        }
    }

    /// A single line of `thickness`, a thick one of twice that, or two single lines a thickness apart,
    /// starting at `y` (whole points, so a line does not smear over two pixel rows at 1×).
    @MainActor
    private func drawRule(_ style: NSUnderlineStyle, at y: Double, left: Double, width: Double, thickness: Double,
                          color: Color, in canvas: Canvas) {
        let y = y.rounded()
        switch style.lineStyle {
        case NSUnderlineStyle.thick.rawValue:
            canvas.fill(Rect(x: left, y: y, width: width, height: 2 * thickness), color: color)
        case NSUnderlineStyle.double.rawValue:
            canvas.fill(Rect(x: left, y: y, width: width, height: thickness), color: color)
            canvas.fill(Rect(x: left, y: y + 2 * thickness, width: width, height: thickness), color: color)
        default:
            canvas.fill(Rect(x: left, y: y, width: width, height: thickness), color: color)
        }
    }

    /// The rule thickness: about 1/16 em in whole points, at least 1. TextKit takes the font's own
    /// underline thickness and position (the `post` table); Render's font metrics (ascent, descent, line
    /// height, advances) do not include them, so these are estimates [EST] close to Inter's and SF's.
    static func ruleThickness(_ font: Font) -> Double { max(1, (font.size / 16).rounded()) }
    /// The underline's top below the baseline: about 1/10 em, at least 1 pt [EST].
    static func underlineOffset(_ font: Font) -> Double { max(1, (font.size * 0.1).rounded()) }
    /// The strikethrough's top above the baseline: about half Inter's x-height (0.55 em), so it crosses the
    /// middle of the lowercase letters as TextKit's does [EST].
    static func strikethroughHeight(_ font: Font) -> Double { (font.size * 0.3).rounded() }
}
