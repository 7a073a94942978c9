import Render

/// A value an explicit layer animation moves through (what Core Animation keeps boxed in a CAAnimation's
/// `fromValue`, `toValue`, `byValue` and `values`): a number, a point, a size, a rectangle, a 2-D transform or
/// a colour. Two values of different kinds do not interpolate (nil), as Core Animation ignores an animation
/// whose values do not fit its key path.
package enum LayerAnimationValue: Equatable, Sendable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case transform(Transform)
    case color(Color)

    /// The value `fraction` of the way to `other`; fractions outside 0…1 extrapolate (a spring overshoots).
    package func interpolated(to other: LayerAnimationValue, fraction f: Double) -> LayerAnimationValue? {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a + (b - a) * f)
        case let (.point(a), .point(b)): .point(a.interpolated(to: b, fraction: f))
        case let (.size(a), .size(b)): .size(a.interpolated(to: b, fraction: f))
        case let (.rect(a), .rect(b)): .rect(a.interpolated(to: b, fraction: f))
        case let (.transform(a), .transform(b)): .transform(a.interpolated(to: b, fraction: f))
        case let (.color(a), .color(b)): .color(a.interpolated(to: b, fraction: f))
        default: nil
        }
    }

    /// `self + other`: what CABasicAnimation's `byValue` and `isAdditive` add. Transforms concatenate
    /// (`other` applied first, as CATransform3DConcat(by, model)); colours add their components.
    package func adding(_ other: LayerAnimationValue) -> LayerAnimationValue? {
        switch (self, other) {
        case let (.number(a), .number(b)): .number(a + b)
        case let (.point(a), .point(b)): .point(Point(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): .size(Size(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            .rect(Rect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): .transform(b.concatenating(a))
        case let (.color(a), .color(b)):
            .color(Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        default: nil
        }
    }

    /// `self − other` (a `toValue` with a `byValue` starts at `to − by`); a transform inverts `other`.
    package func subtracting(_ other: LayerAnimationValue) -> LayerAnimationValue? {
        switch other {
        case let .number(b): adding(.number(-b))
        case let .point(b): adding(.point(Point(x: -b.x, y: -b.y)))
        case let .size(b): adding(.size(Size(width: -b.width, height: -b.height)))
        case let .rect(b): adding(.rect(Rect(x: -b.minX, y: -b.minY, width: -b.width, height: -b.height)))
        case let .transform(b): b.inverted().flatMap { adding(.transform($0)) }
        case let .color(b): adding(.color(Color(red: -b.red, green: -b.green, blue: -b.blue, alpha: -b.alpha)))
        }
    }

    package var number: Double? { if case let .number(n) = self { n } else { nil } }
}
