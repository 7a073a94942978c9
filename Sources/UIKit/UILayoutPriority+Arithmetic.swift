import HandheldKit

// UILayoutPriority's `+` and `-` (UIKit declares them on the struct with a Float: `.defaultHigh - 1` is how
// code puts one rule just under another). Widgets' LayoutPriority has them with a Double, but an operator is
// found only in the modules a file imports, and the UIKit module does not re-export HandheldKit. These take
// any binary floating-point number (Apple's Float, a Double, a literal); being generic, they rank below
// Widgets' in a file that imports both modules, so `priority - 1` is not ambiguous there.
extension LayoutPriority {
    public static func + <Delta: BinaryFloatingPoint>(p: LayoutPriority, delta: Delta) -> LayoutPriority {
        LayoutPriority(p.rawValue + Double(delta))
    }
    public static func - <Delta: BinaryFloatingPoint>(p: LayoutPriority, delta: Delta) -> LayoutPriority {
        LayoutPriority(p.rawValue - Double(delta))
    }
}
