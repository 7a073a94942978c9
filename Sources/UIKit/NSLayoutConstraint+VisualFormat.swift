import Foundation
import HandheldKit
import Widgets

extension NSLayoutConstraint {
    /// UIKit's names for the attribute and relation enums (NSLayoutAttribute, NSLayoutRelation).
    public typealias Attribute = LayoutAttribute
    public typealias Relation = LayoutRelation

    /// The constraints a visual format string describes, not yet active (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`). Metrics may be NSNumber, Int, Double, CGFloat
    /// or Float, as apps pass them in `[String: Any]` literals.
    ///
    /// A malformed format raises NSInvalidArgumentException in UIKit, which ends the app; here it traps with
    /// the same kind of message: the reason, the format, and a caret under the offending character.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do throws(VisualFormatError) {
            return try constraints(visualFormat: format, options: opts, metrics: numbers(metrics ?? [:]), views: views)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// The metrics that are numbers, as Doubles; others are left out, so naming one reads as an unknown metric.
    private static func numbers(_ metrics: [String: Any]) -> [String: Double] {
        metrics.compactMapValues { Double(boxedNumber: $0) }
    }
}
