import Foundation

/// Core Graphics' `CGVector`, which swift-corelibs-foundation does not define (it has CGFloat, CGPoint,
/// CGSize and CGRect): a spring's initial velocity, a push behaviour's direction. The initializers are the
/// ones Apple's CoreGraphics overlay gives it.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public static var zero: CGVector { CGVector() }

    public var description: String { "(\(dx), \(dy))" }
}
