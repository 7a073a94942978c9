import Foundation
import Render

/// UILabel.attributedText, with Foundation's NSAttributedString, drawn run by run through
/// `AttributedTextLayout`: each run's font, colours, underline, strikethrough, kern and paragraph style.
/// Characters without a font or colour take the label's, and setting the text also sets the label's font
/// and colour to the first character's, as UIKit's setter does. Setting `text` afterwards drops the
/// attributed text, as UIKit does; reading `attributedText` then gives the text with the label's font and
/// colour, as UIKit's getter does.
extension Label {
    /// NSAttributedString.Key.font and .foregroundColor.
    static let fontAttribute = NSAttributedString.Key.font
    static let foregroundColorAttribute = NSAttributedString.Key.foregroundColor

    /// How UILabel draws a `.link` run: in the link colour, underlined, whatever the run's own colour
    /// (a label does not follow links; TextKit's default link rendering, which UILabel cannot be told to
    /// change: Cocoanetics, "Customizing UILabel Hyperlinks", 2015).
    static let linkAttributes: [NSAttributedString.Key: Any] = [
        .foregroundColor: Color.link, .underlineStyle: NSUnderlineStyle.single,
    ]

    public var attributedText: NSAttributedString? {
        get {
            attributedStorage ?? NSAttributedString(string: textStorage, attributes: [
                Label.fontAttribute: fontStorage, Label.foregroundColorAttribute: textColor,
            ])
        }
        set {
            guard let newValue else {
                text = nil
                return
            }
            if newValue.length > 0 {
                let first = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = first[Label.fontAttribute] as? Font { fontStorage = font }
                if let color = first[Label.foregroundColorAttribute] as? Color { textColor = color }
            }
            textStorage = newValue.string
            attributedStorage = newValue.copy() as? NSAttributedString ?? newValue
            // The same string with other attributes: the text's didSet saw no change.
            contentChanged()
        }
    }

    /// The attributed text's lines in `width`, cached for the last width with the label's line limit.
    func attributedLayout(forWidth width: Double) -> AttributedTextLayout {
        if let cache = attributedLayoutCache, cache.width == width { return cache.layout }
        let layout = attributedLayout(forWidth: width, lineLimit: numberOfLines)
        attributedLayoutCache = (width, layout)
        return layout
    }

    func attributedLayout(forWidth width: Double, lineLimit: Int) -> AttributedTextLayout {
        var category: ContentSizeCategory?
        if adjustsFontForContentSizeCategory {
            var size = traitCollection.preferredContentSizeCategory.resolved
            if maximumContentSizeCategory != .unspecified { size = min(size, maximumContentSizeCategory) }
            category = size
        }
        return AttributedTextLayout(attributedStorage ?? NSAttributedString(string: textStorage), font: fontStorage,
                                    color: textColor, alignment: textAlignment, maxWidth: width, lineLimit: lineLimit,
                                    measurer: measurer, linkAttributes: Label.linkAttributes) { font in
            // Fonts made with preferredFont follow the reader's text size, as the label's own font does.
            category.map { font.sized(for: $0) } ?? font
        }
    }

    func attributedSizeThatFits(_ size: Size) -> Size {
        let layout = attributedLayout(forWidth: size.width.isFinite ? size.width : .infinity)
        return Size(width: min(layout.size.width.rounded(.up), size.width),
                    height: text.isEmpty ? 0 : layout.size.height.rounded(.up))
    }

    /// As plain text: the text is centred vertically, so a baseline is half the spare height below the top.
    func attributedBaselineOffset(first: Bool) -> (heightFraction: Double, constant: Double) {
        let layout = attributedLayout(forWidth: intrinsicWrappingWidth)
        let baseline = first ? layout.firstBaseline : layout.lastBaseline
        return (0.5, baseline - layout.size.height / 2)
    }

    func drawAttributedText(in canvas: Canvas) {
        var layout = attributedLayout(forWidth: bounds.width)
        // As plain text: a label shorter than its lines shows the lines that fit (at least one) and
        // truncates the last.
        if layout.lines.count > 1, layout.size.height > bounds.height + 0.5 {
            let fitting = max(1, layout.lines.lastIndex { $0.top + $0.height <= bounds.height + 0.5 }.map { $0 + 1 } ?? 1)
            if fitting < layout.lines.count { layout = attributedLayout(forWidth: bounds.width, lineLimit: fitting) }
        }
        let y = bounds.minY + ((bounds.height - layout.size.height) / 2).rounded(.down)
        layout.draw(in: canvas, at: Point(x: bounds.minX, y: y), width: bounds.width, tint: tintColor)
    }
}

extension Label {
    /// Whether the label holds attributed text (set through `attributedText` and not replaced by `text`):
    /// what UIButton.attributedTitle(for:) reads.
    public var hasAttributedText: Bool { attributedStorage != nil }
}
