import Foundation

/// One way to blend two values, shared by geometry, colour and transforms, so an animation can animate any
/// of them without knowing which it holds (Flutter's `lerp`, Core Animation's interpolated key paths).
public protocol Interpolatable: Equatable, Sendable {
    /// The value `fraction` of the way from `self` to `other`; fractions outside 0…1 extrapolate, which
    /// springs that overshoot rely on.
    func interpolated(to other: Self, fraction: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolated(to other: Double, fraction: Double) -> Double {
        self + (other - self) * fraction
    }
}

/// Foundation's geometry scalar interpolates as the `Double` it wraps.
extension CGFloat: Interpolatable {
    public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
        self + (other - self) * CGFloat(fraction)
    }
}
