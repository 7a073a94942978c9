import Foundation

/// UIPageViewController's nested types, raw values as UIKit's (UIPageViewController.h).
extension PageViewController {
    public enum TransitionStyle: Int, Sendable {
        /// Kept, not honoured: the page slides as with `.scroll` (no curl is drawn) and shows no dots.
        case pageCurl = 0
        case scroll = 1
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// The keys of the initializer's `options` (UIPageViewController.OptionsKey).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Points between pages during a scroll (a number).
        public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
        /// Where the spine is for `.pageCurl` (a `SpineLocation` or its raw value).
        public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
    }

    /// A number given as any of the ways apps write one (`20`, `20.0`, `CGFloat(20)`, `NSNumber`).
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let d as Double: d
        case let c as CGFloat: Double(c)
        case let i as Int: Double(i)
        case let f as Float: Double(f)
        case let n as NSNumber: n.doubleValue
        default: nil
        }
    }

    static func spine(_ value: Any?) -> SpineLocation? {
        if let s = value as? SpineLocation { return s }
        return number(value).flatMap { SpineLocation(rawValue: Int($0)) }
    }
}
