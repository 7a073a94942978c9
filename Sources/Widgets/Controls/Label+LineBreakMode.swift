import Foundation
import Render

/// UILabel.lineBreakMode for plain text. UIKit wraps a multi-line label's lines at words (characters for
/// `.byCharWrapping`) and applies the mode to the last line that fits when text is left over
/// (NSLineBreakMode's documentation; iOS 6 and later truncate only the last line of a multi-line label):
/// - `.byWordWrapping`, `.byCharWrapping`: the last line ends at its last whole word (character), no "…";
/// - `.byClipping`: the rest of the paragraph runs on past the edge and the label's bounds cut it;
/// - `.byTruncatingHead`, `.byTruncatingMiddle`, `.byTruncatingTail` (the default): "…" in place of the
///   start, the middle or the end of the rest of the paragraph.
extension Label {
    /// Lines of `text` as `lineBreakMode` breaks them to fit `width`, with at most `lineLimit` lines (0: all).
    func lineBreakLayout(width: Double, lineLimit: Int) -> TextLayout {
        let measurer = self.measurer
        let mode = lineBreakMode
        guard mode != .byTruncatingTail else {
            return measurer.layout(text, font: font, maxWidth: width, lineLimit: lineLimit)
        }
        // Each line with the paragraph it belongs to and where it starts in it.
        var lines: [(paragraph: Substring, start: String.Index, text: String)] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let wrapped = mode == .byCharWrapping
                ? characterWrapped(paragraph, width: width, measurer: measurer)
                : measurer.layout(String(paragraph), font: font, maxWidth: width).lines
            var searchFrom = paragraph.startIndex
            for line in wrapped {
                let start = line.isEmpty ? searchFrom
                    : paragraph.range(of: line, range: searchFrom..<paragraph.endIndex)?.lowerBound ?? searchFrom
                searchFrom = paragraph.index(start, offsetBy: line.count, limitedBy: paragraph.endIndex) ?? paragraph.endIndex
                lines.append((paragraph, start, line))
            }
        }
        var kept = lines.map(\.text)
        var truncated = false
        let overflows = lineLimit > 0 && lines.count > lineLimit
        let lastIndex = overflows ? lineLimit - 1 : lines.count - 1
        if overflows { kept = Array(kept.prefix(lineLimit)) }
        if lastIndex >= 0, overflows || measurer.width(of: kept[lastIndex], font: font) > width {
            let last = lines[lastIndex]
            let rest = String(last.paragraph[last.start...])
            let continues = overflows && lines[lineLimit].paragraph.startIndex == last.paragraph.startIndex
                && lines[lineLimit].paragraph.endIndex == last.paragraph.endIndex
            truncated = true
            switch mode {
            case .byClipping: kept[lastIndex] = rest
            case .byTruncatingHead where continues: kept[lastIndex] = truncatedHead(rest, width: width, measurer: measurer)
            case .byTruncatingMiddle where continues: kept[lastIndex] = truncatedMiddle(rest, width: width, measurer: measurer)
            case .byTruncatingHead, .byTruncatingMiddle:
                // The paragraph ended on this line and a later one was cut: the "…" marks the cut at the end.
                kept[lastIndex] = measurer.layout(last.text + "\n…", font: font, maxWidth: width, lineLimit: 1).lines[0]
            default: break
            }
        }
        let metrics = measurer.metrics(for: font)
        let widest = kept.map { measurer.width(of: $0, font: font) }.max() ?? 0
        return TextLayout(lines: kept, size: Size(width: widest, height: Double(kept.count) * metrics.lineHeight),
                          baseline: metrics.ascent, lineHeight: metrics.lineHeight, isTruncated: truncated)
    }

    /// The paragraph broken between characters, each line as many as fit (at least one); a space at a
    /// break is dropped, as word wrapping drops it.
    private func characterWrapped(_ paragraph: Substring, width: Double, measurer: TextMeasuring) -> [String] {
        var lines: [String] = [], current = ""
        for character in paragraph {
            if !current.isEmpty, measurer.width(of: current + String(character), font: font) > width {
                lines.append(current)
                current = ""
                if character == " " { continue }
            }
            current.append(character)
        }
        lines.append(current)
        return lines
    }

    /// "…" and the longest end of `text` that fits `width` with it.
    private func truncatedHead(_ text: String, width: Double, measurer: TextMeasuring) -> String {
        let characters = Array(text)
        var count = characters.count
        while count > 0, measurer.width(of: "…" + String(characters.suffix(count)), font: font) > width { count -= 1 }
        return "…" + String(characters.suffix(count)).drop { $0 == " " }
    }

    /// The longest start and end of `text`, as even as can be (the start takes the odd character), with
    /// "…" between them, that fit `width`.
    private func truncatedMiddle(_ text: String, width: Double, measurer: TextMeasuring) -> String {
        let characters = Array(text)
        var count = characters.count
        func joined(_ count: Int) -> String {
            let head = String(characters.prefix((count + 1) / 2)), tail = String(characters.suffix(count / 2))
            return String(head.reversed().drop { $0 == " " }.reversed()) + "…" + String(tail.drop { $0 == " " })
        }
        while count > 0, measurer.width(of: joined(count), font: font) > width { count -= 1 }
        return joined(count)
    }
}
