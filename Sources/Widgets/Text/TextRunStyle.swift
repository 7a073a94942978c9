import Foundation
import Render

/// What one run of formatted text draws with: UIKit's attributes read from an attributed string's run,
/// with the view's font and colour where the run names none (a UILabel draws unattributed characters in
/// its `font` and `textColor`).
public struct TextRunStyle {
    public var font: Font
    public var color: Color
    public var backgroundColor: Color?
    public var underline: NSUnderlineStyle = []
    /// nil: the foreground colour (UIKit's default for `.underlineColor`).
    public var underlineColor: Color?
    public var strikethrough: NSUnderlineStyle = []
    public var strikethroughColor: Color?
    /// Points added after each character (UIKit's `.kern`).
    public var kern = 0.0
    public var baselineOffset = 0.0
    public var link: URL?
    public var attachment: NSTextAttachment?
    public var paragraphStyle: NSParagraphStyle?

    public init(font: Font, color: Color) {
        self.font = font
        self.color = color
    }

    /// The style of a run with `attributes`; a run with a link first takes `linkAttributes` over its own,
    /// as UIKit's text views lay their `linkTextAttributes` over a link's run.
    public init(attributes: [NSAttributedString.Key: Any], font: Font, color: Color,
                linkAttributes: [NSAttributedString.Key: Any] = [:]) {
        var attributes = attributes
        self.init(font: font, color: color)
        if let link = attributes[.link] {
            self.link = Self.url(link)
            if self.link != nil { attributes.merge(linkAttributes) { _, link in link } }
        }
        if let font = attributes[.font] as? Font { self.font = font }
        if let color = attributes[.foregroundColor] as? Color { self.color = color }
        backgroundColor = attributes[.backgroundColor] as? Color
        underline = Self.lineStyle(attributes[.underlineStyle])
        underlineColor = attributes[.underlineColor] as? Color
        strikethrough = Self.lineStyle(attributes[.strikethroughStyle])
        strikethroughColor = attributes[.strikethroughColor] as? Color
        kern = Double(boxedNumber: attributes[.kern]) ?? 0
        baselineOffset = Double(boxedNumber: attributes[.baselineOffset]) ?? 0
        attachment = attributes[.attachment] as? NSTextAttachment
        paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle
    }

    static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        if let style = value as? NSUnderlineStyle { return style }
        if let raw = value as? Int { return NSUnderlineStyle(rawValue: raw) }
        if let number = value as? NSNumber { return NSUnderlineStyle(rawValue: number.intValue) }
        return []
    }

    static func url(_ value: Any) -> URL? {
        switch value {
        case let url as URL: url
        case let url as NSURL: url as URL
        case let string as String: URL(string: string)
        default: nil
        }
    }

    /// Whether two characters can share one drawn fragment: everything drawn the same. Links compare by URL,
    /// attachments never merge (each is its own image).
    func drawsLike(_ other: TextRunStyle) -> Bool {
        attachment == nil && other.attachment == nil && font == other.font && color == other.color
            && backgroundColor == other.backgroundColor && underline == other.underline
            && underlineColor == other.underlineColor && strikethrough == other.strikethrough
            && strikethroughColor == other.strikethroughColor && kern == other.kern
            && baselineOffset == other.baselineOffset && link == other.link
    }
}
