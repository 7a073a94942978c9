import Render

extension View {
    /// UIView.AutoresizingMask: which of a view's margins and sizes stretch when its superview's bounds
    /// change size ("springs and struts"). Empty by default, as UIKit's: the view keeps its frame, so its
    /// left and top margins stay and its right and bottom ones absorb the change.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // UIKit's raw values (UIViewAutoresizing in UIView.h), so a mask built from a raw value means the same.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews whose autoresizing mask asks for it after this view's bounds went from `oldSize`
    /// to their current size, as UIKit does inside the frame or bounds setter, before the next layout pass
    /// (and so inside the same animation block, if any). Views Auto Layout places (not translating their
    /// mask) are left to the engine.
    func autoresizeSubviews(from oldSize: Size) {
        guard autoresizesSubviews, oldSize != bounds.size else { return }
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            let f = subview.frame
            let (x, width) = Self.autoresize(start: f.minX, length: f.width, old: oldSize.width, new: newSize.width,
                                             flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                        mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.autoresize(start: f.minY, length: f.height, old: oldSize.height, new: newSize.height,
                                              flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                         mask.contains(.flexibleBottomMargin)))
            let resized = Rect(x: x, y: y, width: width, height: height)
            if resized != f { subview.frame = resized }
        }
    }

    /// One axis of springs and struts: the change in the superview's length is shared among the flexible
    /// parts (leading margin, length, trailing margin) in proportion to their current lengths — UIKit's
    /// documented rule ("the default behavior is to distribute the size difference proportionally among the
    /// flexible portions", UIView.autoresizingMask). Flexible parts that are all zero share it equally
    /// (UIKit's documentation is silent there; equal shares keep a zero-width view centred between zero
    /// margins). A length never goes below zero.
    static func autoresize(start: Double, length: Double, old: Double, new: Double,
                           flexible: (leading: Bool, length: Bool, trailing: Bool)) -> (Double, Double) {
        let delta = new - old
        let parts = [(flexible.leading, start), (flexible.length, length), (flexible.trailing, old - start - length)]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0, delta != 0 else { return (start, length) }
        let total = parts.reduce(0.0) { $0 + ($1.0 ? max(0, $1.1) : 0) }
        func share(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / Double(flexibleCount)
        }
        return (start + share(parts[0]), max(0, length + share(parts[1])))
    }
}
