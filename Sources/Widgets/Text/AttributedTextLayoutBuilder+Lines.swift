import Foundation
import Render

extension AttributedTextLayoutBuilder {
    typealias Line = AttributedTextLayout.Line
    typealias Fragment = AttributedTextLayout.Fragment

    /// Every paragraph wrapped, cut at `lineLimit` (0: none), and measured into stacked lines.
    func layOut(alignment: TextAlignment, lineLimit: Int) -> (lines: [Line], isTruncated: Bool) {
        // (paragraph, range in its units, whether it is the paragraph's first line)
        var wrapped: [(paragraph: Int, range: Range<Int>, isFirst: Bool)] = []
        for (p, paragraph) in paragraphs.enumerated() {
            for (i, range) in wrap(paragraph.units, style: paragraphStyle(paragraph)).enumerated() {
                wrapped.append((p, range, i == 0))
            }
        }
        var truncated = false
        var lastUnits: [Unit]?
        if lineLimit > 0 && wrapped.count > lineLimit {
            truncated = true
            let last = wrapped[lineLimit - 1]
            let paragraph = paragraphs[last.paragraph]
            let mode = paragraphStyle(paragraph)?.lineBreakMode ?? .byTruncatingTail
            let restOfParagraph = Array(paragraph.units[last.range.lowerBound...])
            let continues = wrapped[lineLimit].paragraph == last.paragraph
            wrapped = Array(wrapped.prefix(lineLimit))
            let room = maxWidth - indent(of: paragraph, first: last.isFirst)
            switch mode {
            case .byClipping:
                lastUnits = lineLimit == 1 ? restOfParagraph : nil
            case .byTruncatingHead where continues:
                lastUnits = truncatedHead(restOfParagraph, room: room)
            case .byTruncatingMiddle where continues:
                lastUnits = truncatedMiddle(restOfParagraph, room: room)
            default:
                lastUnits = truncatedTail(continues ? restOfParagraph : Array(paragraph.units[last.range]), room: room)
            }
        }
        var lines: [Line] = []
        var y = 0.0
        for (i, entry) in wrapped.enumerated() {
            let paragraph = paragraphs[entry.paragraph]
            let units = i == wrapped.count - 1 ? lastUnits ?? Array(paragraph.units[entry.range]) : Array(paragraph.units[entry.range])
            let style = paragraphStyle(paragraph)
            var line = makeLine(units, emptyStyle: paragraph.style, indent: indent(of: paragraph, first: entry.isFirst),
                                alignment: style?.alignment ?? alignment)
            line.top = y
            lines.append(line)
            y += line.height
            guard i < wrapped.count - 1 else { break }
            y += style?.lineSpacing ?? 0
            if wrapped[i + 1].paragraph != entry.paragraph { y += style?.paragraphSpacing ?? 0 }
        }
        return (lines, truncated)
    }

    func indent(of paragraph: Paragraph, first: Bool) -> Double {
        guard let style = paragraphStyle(paragraph) else { return 0 }
        return first ? style.firstLineHeadIndent : style.headIndent
    }

    /// The longest start of `units` that fits `room` with "…" after it (in the last kept character's style),
    /// trailing spaces dropped: UILabel's tail truncation, which cuts inside a word.
    func truncatedTail(_ units: [Unit], room: Double) -> [Unit] {
        var low = 0, high = units.count
        while low < high {
            let mid = (low + high + 1) / 2
            if width(of: units[0..<mid] + [ellipsis(after: units[0..<mid], in: units)]) <= room { low = mid } else { high = mid - 1 }
        }
        var kept = Array(units[0..<low])
        while kept.last?.isSpace == true { kept.removeLast() }
        return kept + [ellipsis(after: kept[...], in: units)]
    }

    /// "…" followed by the longest end of `units` that fits `room`.
    func truncatedHead(_ units: [Unit], room: Double) -> [Unit] {
        var low = 0, high = units.count
        while low < high {
            let mid = (low + high + 1) / 2
            let tail = units[(units.count - mid)...]
            if width(of: ([ellipsis(before: tail, in: units)] + tail)[...]) <= room { low = mid } else { high = mid - 1 }
        }
        var kept = Array(units[(units.count - low)...])
        while kept.first?.isSpace == true { kept.removeFirst() }
        return [ellipsis(before: kept[...], in: units)] + kept
    }

    /// The start and end of `units` about equally long, with "…" between, as long as they fit `room`.
    func truncatedMiddle(_ units: [Unit], room: Double) -> [Unit] {
        func parts(_ kept: Int) -> (ArraySlice<Unit>, ArraySlice<Unit>) {
            (units[0..<((kept + 1) / 2)], units[(units.count - kept / 2)...])
        }
        var low = 0, high = units.count
        while low < high {
            let mid = (low + high + 1) / 2
            let (head, tail) = parts(mid)
            if width(of: (Array(head) + [ellipsis(after: head, in: units)] + tail)[...]) <= room { low = mid } else { high = mid - 1 }
        }
        let (head, tail) = parts(low)
        return Array(head) + [ellipsis(after: head, in: units)] + tail
    }

    private func ellipsis(after kept: ArraySlice<Unit>, in units: [Unit]) -> Unit {
        let source = kept.last ?? units.first
        return Unit(character: "…", style: textStyle(source?.style ?? 0), offset: (source.map { $0.offset + $0.length }) ?? 0, length: 0)
    }

    private func ellipsis(before kept: ArraySlice<Unit>, in units: [Unit]) -> Unit {
        let source = kept.first ?? units.last
        return Unit(character: "…", style: textStyle(source?.style ?? 0), offset: source?.offset ?? 0, length: 0)
    }

    /// An ellipsis never takes an attachment's style (it would draw the image).
    private func textStyle(_ style: Int) -> Int { styles[style].attachment == nil ? style : 0 }

    /// One line of `units`: fragments of characters drawn alike, placed after `indent`; its ascent and
    /// descent the largest of its fragments' (an empty line takes its paragraph's font).
    func makeLine(_ units: [Unit], emptyStyle: Int, indent: Double, alignment: TextAlignment) -> Line {
        var fragments: [Fragment] = []
        var x = indent
        var start = 0
        while start < units.count {
            var end = start + 1
            let style = styles[units[start].style]
            while end < units.count && (units[end].style == units[start].style || styles[units[end].style].drawsLike(style)) {
                end += 1
            }
            let slice = units[start..<end]
            let w = width(of: slice, style: style)
            let location = slice.first(where: { $0.length > 0 })?.offset ?? slice.first!.offset
            let length = slice.reduce(0) { $0 + $1.length }
            let ascent = style.attachment == nil ? measurer.metrics(for: style.font).ascent : 0
            fragments.append(Fragment(text: String(String.UnicodeScalarView(slice.flatMap { $0.character.unicodeScalars })),
                                      style: style, x: x, width: w, ascent: ascent,
                                      range: NSRange(location: location, length: length)))
            x += w
            start = end
        }
        var ascent = 0.0, descent = 0.0
        for fragment in fragments {
            let (a, d) = extent(of: fragment.style)
            ascent = max(ascent, a)
            descent = max(descent, d)
        }
        if fragments.isEmpty || fragments.allSatisfy({ $0.style.attachment != nil }) {
            let (a, d) = extent(of: styles[units.first.map { textStyle($0.style) } ?? textStyle(emptyStyle)])
            ascent = max(ascent, a)
            descent = max(descent, d)
        }
        return Line(fragments: fragments, top: 0, ascent: ascent, height: ascent + descent, width: x, alignment: alignment)
    }

    /// Above and below the baseline: the font's ascent and the rest of its line height, moved by the
    /// baseline offset; an attachment's bounds (origin on the baseline, y up).
    private func extent(of style: TextRunStyle) -> (Double, Double) {
        if let attachment = style.attachment {
            let b = attachment.layoutBounds
            return (b.maxY + style.baselineOffset, max(0, -b.minY - style.baselineOffset))
        }
        let m = measurer.metrics(for: style.font)
        return (m.ascent + style.baselineOffset, m.lineHeight - m.ascent - style.baselineOffset)
    }
}
