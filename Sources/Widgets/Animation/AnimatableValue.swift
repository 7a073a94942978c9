import Render

/// A value the animation engine can animate: it interpolates, and it exposes its numbers so a retargeted
/// spring can carry the old animation's velocity into the new one (projected onto the new direction).
public protocol AnimatableValue: Interpolatable {
    var animatableComponents: [Double] { get }
}

extension Double: AnimatableValue {
    public var animatableComponents: [Double] { [self] }
}

extension Point: AnimatableValue {
    public var animatableComponents: [Double] { [x, y] }
}

extension Size: AnimatableValue {
    public var animatableComponents: [Double] { [width, height] }
}

extension Rect: AnimatableValue {
    public var animatableComponents: [Double] { [x, y, width, height] }
}

/// The matrix entries, translation and axis scales first: an axis-aligned transform's velocity projects
/// exactly as it did when transforms had no rotation (b and c are zero there).
extension Transform: AnimatableValue {
    public var animatableComponents: [Double] { [tx, ty, a, d, b, c] }
}

extension Color: AnimatableValue {
    public var animatableComponents: [Double] { [red, green, blue, alpha] }
}

extension AnimatableValue {
    /// How far along the line from `from` to `to` a velocity vector (per second) moves, as a fraction of
    /// that distance per second: the dot product over the squared length. Zero for a zero-length move.
    static func normalizedVelocity(_ velocity: [Double], from: Self, to: Self) -> Double {
        let a = from.animatableComponents, b = to.animatableComponents
        var dot = 0.0, len2 = 0.0
        for i in 0..<min(a.count, b.count, velocity.count) {
            let d = b[i] - a[i]
            dot += velocity[i] * d
            len2 += d * d
        }
        return len2 > 1e-12 ? dot / len2 : 0
    }
}
