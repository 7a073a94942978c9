/// Vertical metrics of a font at its point size, in points.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the top of the line box to the baseline.
    public var ascent: Double
    /// Distance from the baseline to the bottom of the line box (positive).
    public var descent: Double
    /// Height of one line box; consecutive lines are this far apart.
    public var lineHeight: Double

    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// Measures text in points. Two implementations exist: the SDL2_ttf one that draws use, and
/// `FixedTextMeasurer`, whose metrics are simple arithmetic so layout tests need no font file.
@MainActor
public protocol TextMeasuring: AnyObject {
    func metrics(for font: Font) -> FontMetrics
    /// Advance width of a single line of text, in points.
    func width(of text: String, font: Font) -> Double
}

/// Text broken into lines that fit a width, as UILabel lays it out.
public struct TextLayout: Hashable, Sendable {
    public var lines: [String]
    /// Widest line by its width, and lines × line height.
    public var size: Size
    /// Baseline of the first line, from the top.
    public var baseline: Double
    public var lineHeight: Double
    /// Whether text was cut to fit (the last line ends with "…").
    public var isTruncated: Bool

    public init(lines: [String], size: Size, baseline: Double, lineHeight: Double, isTruncated: Bool) {
        self.lines = lines
        self.size = size
        self.baseline = baseline
        self.lineHeight = lineHeight
        self.isTruncated = isTruncated
    }
}

extension TextMeasuring {
    /// Wraps at spaces (and inside a word only when the word alone is too wide) to fit `maxWidth`, with at
    /// most `lineLimit` lines (0 = no limit, as UILabel's numberOfLines). Explicit newlines always break. When
    /// text does not fit, the last line is truncated at its tail with "…", UILabel's default line break mode.
    public func layout(_ text: String, font: Font, maxWidth: Double = .infinity, lineLimit: Int = 0) -> TextLayout {
        let m = metrics(for: font)
        var lines: [String] = []
        var truncated = false
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // When the line limit cuts a paragraph, the last line holds the rest of that paragraph, so the tail
        // truncation below cuts inside a word as UILabel's `.byTruncatingTail` does ("The quick brown fo…"),
        // not after the last word that fitted.
        var restOfLastLine: String?
        outer: for paragraph in paragraphs {
            var current = ""
            let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            for (index, word) in words.enumerated() {
                let candidate = current.isEmpty ? word : current + " " + word
                if width(of: candidate, font: font) <= maxWidth || current.isEmpty && word.isEmpty {
                    current = candidate
                    continue
                }
                if !current.isEmpty {
                    lines.append(current)
                    if lineLimit > 0 && lines.count >= lineLimit {
                        restOfLastLine = ([current] + words[index...]).joined(separator: " ")
                        truncated = true
                        break outer
                    }
                    current = ""
                }
                // The word alone: break it by characters if it is wider than the line.
                var piece = ""
                for (offset, ch) in word.enumerated() {
                    if !piece.isEmpty && width(of: piece + String(ch), font: font) > maxWidth {
                        lines.append(piece)
                        if lineLimit > 0 && lines.count >= lineLimit {
                            restOfLastLine = ([piece + String(word.dropFirst(offset))] + words[(index + 1)...]).joined(separator: " ")
                            truncated = true
                            break outer
                        }
                        piece = ""
                    }
                    piece.append(ch)
                }
                current = piece
            }
            lines.append(current)
            if lineLimit > 0 && lines.count >= lineLimit {
                if paragraph != paragraphs.last { truncated = true }
                break
            }
        }
        if lineLimit > 0 && lines.count > lineLimit {
            lines = Array(lines.prefix(lineLimit))
            truncated = true
        }
        if truncated, let last = restOfLastLine ?? lines.last {
            lines[lines.count - 1] = truncate(last + "…", font: font, maxWidth: maxWidth, forceEllipsis: true)
        } else if lineLimit == 1, let only = lines.first, width(of: only, font: font) > maxWidth {
            lines[0] = truncate(only, font: font, maxWidth: maxWidth, forceEllipsis: false)
            truncated = true
        }
        let widest = lines.map { width(of: $0, font: font) }.max() ?? 0
        return TextLayout(lines: lines, size: Size(width: widest, height: Double(lines.count) * m.lineHeight),
                          baseline: m.ascent, lineHeight: m.lineHeight, isTruncated: truncated)
    }

    /// The longest prefix of the text that fits with "…" after it (trailing spaces dropped). A binary search
    /// over characters: the text may be the rest of a long paragraph, so a character-at-a-time loop would
    /// measure it once per character.
    private func truncate(_ text: String, font: Font, maxWidth: Double, forceEllipsis: Bool) -> String {
        let characters = Array(forceEllipsis ? String(text.dropLast()) : text)
        if !forceEllipsis && width(of: String(characters), font: font) <= maxWidth { return String(characters) }
        var fits = 0, tooWide = characters.count + 1
        while tooWide - fits > 1 {
            let mid = (fits + tooWide) / 2
            if width(of: String(characters[..<mid]) + "…", font: font) <= maxWidth { fits = mid } else { tooWide = mid }
        }
        var body = String(characters[..<fits])
        while body.last == " " { body.removeLast() }
        return body + "…"
    }
}
