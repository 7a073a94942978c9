import Foundation
import HandheldKit

extension TextView {
    /// UITextView.scrollRangeToVisible(_:): the range in UTF-16 units, NSString's (as `selectedRange`),
    /// scrolled into view by TextView.scrollCharactersToVisible.
    public func scrollRangeToVisible(_ range: NSRange) {
        let start = characterOffset(ofUTF16: max(0, range.location))
        let end = characterOffset(ofUTF16: max(0, range.location) + max(0, range.length))
        scrollCharactersToVisible(start..<max(start, end))
    }

    /// UITextView.contentOffset (a UIScrollView's in UIKit): Handheld's text view scrolls only vertically, so
    /// x is always 0 and setting it moves `contentOffsetY`, clamped to the scrollable range.
    public var contentOffset: CGPoint {
        get { CGPoint(x: 0, y: contentOffsetY) }
        set { setContentOffsetY(Double(newValue.y)) }
    }
}
