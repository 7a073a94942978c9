import Foundation
import Render

/// The work of `AttributedTextLayout`: reading runs into styled characters, wrapping each paragraph
/// greedily, cutting at the line limit and measuring lines.
@MainActor
struct AttributedTextLayoutBuilder {
    typealias Unit = AttributedTextLayout.Unit
    typealias Paragraph = AttributedTextLayout.Paragraph

    let measurer: TextMeasuring
    let maxWidth: Double
    var styles: [TextRunStyle] = []
    var paragraphs: [Paragraph] = []

    init(measurer: TextMeasuring, maxWidth: Double) {
        self.measurer = measurer
        self.maxWidth = maxWidth
    }

    /// Each run's style once, and every character with its run and UTF-16 place, split into paragraphs at
    /// newlines (the newline itself belongs to no line).
    mutating func readRuns(of text: NSAttributedString, font: Font, color: Color,
                           linkAttributes: [NSAttributedString.Key: Any], adjustFont: (Font) -> Font) {
        var base = TextRunStyle(font: font, color: color)
        base.font = adjustFont(font)
        styles = [base]
        let string = NSString(string: text.string)
        var units: [Unit] = []
        var location = 0
        var lastStyle = 0
        while location < text.length {
            var range = NSRange(location: 0, length: 0)
            let attributes = text.attributes(at: location, effectiveRange: &range)
            guard range.length > 0 else { break }
            var style = TextRunStyle(attributes: attributes, font: font, color: color, linkAttributes: linkAttributes)
            style.font = adjustFont(style.font)
            styles.append(style)
            lastStyle = styles.count - 1
            var offset = range.location
            for character in string.substring(with: range) {
                let length = character.utf16.count
                if character == "\n" || character == "\r\n" || character == "\u{2029}" {
                    paragraphs.append(Paragraph(units: units, style: units.first?.style ?? lastStyle))
                    units = []
                } else {
                    units.append(Unit(character: character, style: lastStyle, offset: offset, length: length))
                }
                offset += length
            }
            location = NSMaxRange(range)
        }
        paragraphs.append(Paragraph(units: units, style: units.first?.style ?? lastStyle))
    }

    func paragraphStyle(_ paragraph: Paragraph) -> NSParagraphStyle? { styles[paragraph.style].paragraphStyle }

    // MARK: Measuring

    /// Width of characters laid side by side: each same-style stretch measured as one string (so the font's
    /// own kerning applies within it), plus `kern` after every character; attachments are their bounds.
    func width(of units: ArraySlice<Unit>) -> Double {
        var total = 0.0
        var start = units.startIndex
        while start < units.endIndex {
            var end = start + 1
            while end < units.endIndex && units[end].style == units[start].style { end += 1 }
            total += width(of: units[start..<end], style: styles[units[start].style])
            start = end
        }
        return total
    }

    func width(of units: ArraySlice<Unit>, style: TextRunStyle) -> Double {
        if let attachment = style.attachment { return Double(units.count) * (attachment.layoutBounds.width + style.kern) }
        if style.kern != 0 {
            // Kerned text is drawn character by character, so it is measured that way.
            return units.reduce(0) { $0 + measurer.width(of: String($1.character), font: style.font) + style.kern }
        }
        return measurer.width(of: String(String.UnicodeScalarView(units.flatMap { $0.character.unicodeScalars })), font: style.font)
    }

    // MARK: Wrapping

    /// Breaks `units` into lines no wider than the width less the indents: words (or, for
    /// `byCharWrapping`, characters) greedily, the spaces at a break dropped. Returns each line's start
    /// and end in `units`.
    func wrap(_ units: [Unit], style: NSParagraphStyle?) -> [Range<Int>] {
        let byCharacter = style?.lineBreakMode == .byCharWrapping
        var lines: [Range<Int>] = []
        var lineStart = 0, lineEnd = 0
        var hasWord = false
        func room() -> Double {
            maxWidth - (lines.isEmpty ? style?.firstLineHeadIndent ?? 0 : style?.headIndent ?? 0)
        }
        var index = 0
        while index < units.count {
            if units[index].isSpace {
                index += 1
                continue
            }
            // The next word: to the next space, an attachment alone, or one character.
            var end = index + 1
            if !byCharacter && styles[units[index].style].attachment == nil {
                while end < units.count && !units[end].isSpace && styles[units[end].style].attachment == nil { end += 1 }
            }
            let candidateStart = hasWord ? lineStart : (lines.isEmpty ? 0 : index)
            if !hasWord || width(of: units[candidateStart..<end]) <= room() {
                if !hasWord { lineStart = candidateStart }
                if width(of: units[lineStart..<end]) > room() {
                    // A word wider than the line alone: broken by characters.
                    var cut = index + 1
                    while cut < end && width(of: units[lineStart..<(cut + 1)]) <= room() { cut += 1 }
                    lines.append(lineStart..<cut)
                    hasWord = false
                    index = cut
                    continue
                }
                lineEnd = end
                hasWord = true
                index = end
            } else {
                lines.append(lineStart..<lineEnd)
                hasWord = false
            }
        }
        if hasWord { lines.append(lineStart..<lineEnd) }
        if lines.isEmpty { lines.append(0..<(units.allSatisfy(\.isSpace) ? units.count : 0)) }
        return lines
    }
}
