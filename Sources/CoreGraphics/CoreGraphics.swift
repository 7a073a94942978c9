/// `import CoreGraphics`, as iOS code writes it beside or instead of UIKit: on Linux there is no CoreGraphics
/// module, so the line alone failed to compile. Apple's CoreGraphics gives `CGFloat`, `CGPoint`, `CGSize`,
/// `CGRect` (which swift-corelibs-foundation defines) and `CGContext`, `CGColor`, `CGPath`, `CGImage`,
/// `CGAffineTransform` (which Handheld defines in its UIKit module, over its own canvas): this module
/// re-exports both. It therefore also makes UIKit's names visible, which Apple's does not; code that compiles
/// against Apple's CoreGraphics does not name them, so nothing it declares can clash.
@_exported import Foundation
@_exported import UIKit
