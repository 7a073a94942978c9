/// `import QuartzCore` (Core Animation), as iOS code writes it for `CALayer`, `CABasicAnimation`,
/// `CATransaction`, `CAGradientLayer`, `CAShapeLayer` and `CAMediaTimingFunction`: Handheld defines these in
/// its UIKit module over its own layer tree and animation clock, so this module re-exports UIKit (and, as
/// Apple's does, CoreGraphics and Foundation). UIKit's names become visible too, which Apple's QuartzCore does
/// not do; code written against Apple's never names them, so nothing it declares can clash.
@_exported import CoreGraphics
@_exported import UIKit
