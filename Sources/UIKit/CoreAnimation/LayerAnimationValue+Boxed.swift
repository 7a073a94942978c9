import Foundation
import HandheldKit

extension LayerAnimationValue {
    /// Unboxes a CAAnimation value the way Core Animation reads it for `keyPath`: a number for a scalar path
    /// (Int, Double, Float, CGFloat, NSNumber), CGPoint, CGSize, CGRect (bare or in an NSValue), a
    /// CATransform3D or CGAffineTransform for `transform`, a CGColor for `backgroundColor`. nil when the box
    /// holds something else (Core Animation then animates nothing).
    init?(boxed value: Any, for keyPath: LayerKeyPath?) {
        if let number = Double(boxedNumber: value) {
            self = .number(number)
            return
        }
        switch value {
        case let p as CGPoint: self = .point(p)
        case let s as CGSize: self = .size(s)
        case let r as CGRect: self = .rect(r)
        case let t as CATransform3D: self = .transform(CATransform3DGetAffineTransform(t))
        case let t as Transform: self = .transform(t)
        case let c as Color: self = .color(c)
        case let v as NSValue:
            switch keyPath?.base {
            case .position?: self = .point(v.pointValue)
            case .bounds?: self = keyPath == .bounds ? .rect(v.rectValue) : .size(v.sizeValue)
            default: return nil
            }
        default:
            return nil
        }
    }
}
