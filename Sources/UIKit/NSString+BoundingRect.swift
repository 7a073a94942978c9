import Foundation
import HandheldKit

/// NSStringDrawingOptions: how `boundingRect(with:options:attributes:context:)` measures. Only
/// `.usesLineFragmentOrigin` changes the result here (the text wraps at the given width, as a multi-line
/// label draws it); the others (`.usesFontLeading`, `.usesDeviceMetrics`, `.truncatesLastVisibleLine`)
/// are accepted, and measure as without them, since Handheld's line height already includes the leading.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    // UIKit's raw values (NSStringDrawing.h).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}

/// NSStringDrawingContext: accepted and not filled in (its `actualScaleFactor` is always 1 here).
public final class NSStringDrawingContext {
    public var minimumScaleFactor = 0.0
    public private(set) var actualScaleFactor = 1.0
    public init() {}
}

extension NSString {
    /// NSString.boundingRect(with:options:attributes:context:): the size the string takes in `attributes`
    /// (`.font`; UIKit's default font is Helvetica 12, Handheld's 12 pt system font here), laid out as a
    /// label lays out attributed text (the same AttributedTextLayout, measured by the running app's screen's
    /// text measurer, which its windows share). With `.usesLineFragmentOrigin` the text wraps at
    /// `size.width`; without it, it is one line, as UIKit measures it then. The result is not rounded, as
    /// UIKit's is not ("use ceil to round up"); its origin is zero.
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let text = NSAttributedString(string: self as String, attributes: attributes)
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let wraps = options.contains(.usesLineFragmentOrigin)
        let layout = AttributedTextLayout(text, font: font, color: .label,
                                          maxWidth: wraps ? size.width : .infinity, lineLimit: wraps ? 0 : 1,
                                          measurer: UIScreen.main.textMeasurer)
        return CGRect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
    }
}

extension String {
    /// String.boundingRect(with:options:attributes:context:) (Foundation's bridge of NSString's on Apple
    /// platforms): as NSString's.
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
