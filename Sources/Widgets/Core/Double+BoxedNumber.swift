import Foundation

extension Double {
    /// A number as UIKit code boxes one in an `Any` (an attribute's value, a visual-format metric, an
    /// animation's value): Double, CGFloat, Float, Int or NSNumber, read as a Double; nil for anything else.
    /// One reader, so every place that takes a boxed number takes the same kinds.
    package init?(boxedNumber value: Any?) {
        switch value {
        case let v as Double: self = v
        case let v as CGFloat: self = Double(v)
        case let v as Float: self = Double(v)
        case let v as Int: self = Double(v)
        case let v as NSNumber: self = v.doubleValue
        default: return nil
        }
    }
}
