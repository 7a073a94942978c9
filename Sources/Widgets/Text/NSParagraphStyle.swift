import Foundation
import Render

/// How a paragraph's lines are broken when they do not fit (UIKit's NSLineBreakMode, same raw values).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A paragraph's layout (UIKit's NSParagraphStyle): alignment, spacing between lines and after the
/// paragraph, indents and the line break mode. The style of a paragraph's first character applies to the
/// whole paragraph, as TextKit does. Immutable; `NSMutableParagraphStyle` is the one code builds.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The values, which only the mutable subclass sets.
    struct Values {
        var alignment: TextAlignment = .left
        var lineSpacing = 0.0
        var paragraphSpacing = 0.0
        var firstLineHeadIndent = 0.0
        var headIndent = 0.0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
    }
    var values = Values()

    /// `.natural` in UIKit: left for the left-to-right text Handheld lays out.
    public var alignment: TextAlignment { values.alignment }
    /// Points added between one line's bottom and the next line's top.
    public var lineSpacing: Double { values.lineSpacing }
    /// Points added after the paragraph's last line.
    public var paragraphSpacing: Double { values.paragraphSpacing }
    /// The first line's indent from the leading edge.
    public var firstLineHeadIndent: Double { values.firstLineHeadIndent }
    /// The other lines' indent from the leading edge.
    public var headIndent: Double { values.headIndent }
    public var lineBreakMode: NSLineBreakMode { values.lineBreakMode }

    public override init() { super.init() }

    /// The default paragraph style (a fresh value each time: it is immutable, and Swift 6 keeps no shared
    /// mutable object state).
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    public func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }
}

/// The paragraph style code builds and sets as `.paragraphStyle` (UIKit's NSMutableParagraphStyle).
open class NSMutableParagraphStyle: NSParagraphStyle {
    public override var alignment: TextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    public override var lineSpacing: Double {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    public override var paragraphSpacing: Double {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    public override var firstLineHeadIndent: Double {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    public override var headIndent: Double {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    public override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
}
