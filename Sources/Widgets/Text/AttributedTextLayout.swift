import Foundation
import Render

/// Formatted text broken into lines, the one layout labels, button titles and text views draw attributed
/// text with (TextKit's line fragments, reduced): runs of characters keep their own font, colour and
/// decorations; words wrap across run boundaries at spaces (inside a word only when it alone is wider than
/// the line); each line's height is its tallest run's ascent plus its deepest run's descent, so a line
/// mixing fonts shares one baseline; paragraphs take their first character's `NSParagraphStyle`.
///
/// A line limit keeps the first lines and cuts the last at its tail with "…" (UILabel truncates the last
/// line it shows whatever the mode; `byTruncatingHead` cuts at the head and `byTruncatingMiddle` in the
/// middle; `byClipping` draws no ellipsis and leaves the overflow to the view's clip).
public struct AttributedTextLayout {
    /// Characters on one line drawn alike.
    public struct Fragment {
        public var text: String
        public var style: TextRunStyle
        /// Left edge from the line's leading edge (the paragraph's indent included, alignment not).
        public var x: Double
        public var width: Double
        /// The font's ascent: the text's top is this far above the baseline.
        public var ascent: Double
        /// The source characters, in UTF-16 units as NSRange counts them (an ellipsis has none).
        public var range: NSRange
    }

    public struct Line {
        public var fragments: [Fragment]
        /// Top of the line box from the top of the text.
        public var top: Double
        /// Baseline below the line's top: the largest ascent on the line.
        public var ascent: Double
        public var height: Double
        /// From the leading edge to the end of the last fragment.
        public var width: Double
        public var alignment: TextAlignment
        public var baseline: Double { top + ascent }
    }

    public var lines: [Line]
    /// The widest line by the total height.
    public var size: Size
    public var isTruncated: Bool
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }

    /// One character and the run it came from.
    struct Unit {
        var character: Character
        var style: Int
        var offset: Int
        var length: Int
        var isSpace: Bool { character == " " || character == "\t" }
    }

    /// A paragraph: its characters without the newline, and the style its empty line would have.
    struct Paragraph {
        var units: [Unit]
        var style: Int
    }

    /// Lays out `text` in `maxWidth`. Characters without a font or colour take `font` and `color`;
    /// paragraphs without a style take `alignment`. `adjustFont` maps every run's font (a view that follows
    /// Dynamic Type sizes text-style fonts for the reader's size there); a link's run takes `linkAttributes`.
    @MainActor
    public init(_ text: NSAttributedString, font: Font, color: Color, alignment: TextAlignment = .left,
                maxWidth: Double = .infinity, lineLimit: Int = 0, measurer: TextMeasuring,
                linkAttributes: [NSAttributedString.Key: Any] = [:], adjustFont: (Font) -> Font = { $0 }) {
        var builder = AttributedTextLayoutBuilder(measurer: measurer, maxWidth: maxWidth)
        builder.readRuns(of: text, font: font, color: color, linkAttributes: linkAttributes, adjustFont: adjustFont)
        let result = builder.layOut(alignment: alignment, lineLimit: lineLimit)
        lines = result.lines
        isTruncated = result.isTruncated
        let height = lines.last.map { $0.top + $0.height } ?? 0
        size = Size(width: lines.map(\.width).max() ?? 0, height: height)
    }

    /// The x of a line's leading edge within `width` for its alignment.
    public func lineOffset(_ line: Line, width: Double) -> Double {
        guard width.isFinite else { return 0 }
        switch line.alignment {
        case .left: return 0
        case .center: return ((width - line.width) / 2).rounded(.down)
        case .right: return width - line.width
        }
    }

    /// The source location (UTF-16 offset) of the character under `point` (in the text's coordinates,
    /// laid out in `width`), or nil off the text: what a tap on a link is resolved with.
    public func characterIndex(at point: Point, width: Double) -> Int? {
        guard let line = lines.first(where: { point.y >= $0.top && point.y < $0.top + $0.height }) else { return nil }
        let x = point.x - lineOffset(line, width: width)
        guard let fragment = line.fragments.first(where: { x >= $0.x && x < $0.x + $0.width }),
              fragment.range.length > 0 else { return nil }
        let fraction = (x - fragment.x) / max(fragment.width, 1)
        return fragment.range.location + min(fragment.range.length - 1, Int(fraction * Double(fragment.range.length)))
    }

    /// The fragment holding source location `index`, with its line, for a link's range and hit tests.
    public func fragment(containing index: Int) -> (line: Line, fragment: Fragment)? {
        for line in lines {
            if let fragment = line.fragments.first(where: { NSLocationInRange(index, $0.range) }) { return (line, fragment) }
        }
        return nil
    }
}
