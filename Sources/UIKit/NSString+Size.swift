import Foundation
import HandheldKit

extension NSString {
    /// NSString.size(withAttributes:): the size the string takes drawn in one go with `attributes` (`.font`,
    /// Handheld's 12 pt system font when absent as in boundingRect(with:…)): unwrapped, breaking only at its
    /// newlines, measured as a label lays it out. Not rounded, as UIKit's is not.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attributes).size()
    }
}

extension String {
    /// String.size(withAttributes:) (Foundation's bridge of NSString's on Apple platforms): as NSString's.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// NSAttributedString.size(): the size of the text drawn unwrapped, each run in its own `.font`
    /// (12 pt system font where none), breaking only at newlines.
    @preconcurrency @MainActor
    public func size() -> CGSize {
        let layout = AttributedTextLayout(self, font: UIFont.systemFont(ofSize: 12), color: .label,
                                          measurer: UIScreen.main.textMeasurer)
        return CGSize(width: layout.size.width, height: layout.size.height)
    }

    /// NSAttributedString.boundingRect(with:options:context:): as NSString's boundingRect(with:…), with each
    /// run's own attributes: wrapped at `size.width` with `.usesLineFragmentOrigin`, one line without it.
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let layout = AttributedTextLayout(self, font: UIFont.systemFont(ofSize: 12), color: .label,
                                          maxWidth: wraps ? size.width : .infinity, lineLimit: wraps ? 0 : 1,
                                          measurer: UIScreen.main.textMeasurer)
        return CGRect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
    }
}
