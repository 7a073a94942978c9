import Foundation

/// The drum a picker column is painted on. Rows sit along the rim of a cylinder seen side on, so a row
/// `arc` points from the centre (measured along the rim) is turned θ = arc/R away from the viewer, appears
/// R·sin θ from the centre and is foreshortened to cos θ of its height. Near the centre a row moves 1:1
/// with the finger (d(R·sin θ)/d arc = 1 at θ = 0); towards the edges the rows crowd together and fade, the
/// look of UIPickerView's 3D wheel. Pure geometry: no view, no canvas.
struct PickerWheel: Sendable, Equatable {
    /// Half of UIPickerView's standard 216 pt height, so the top and bottom edges of a standard picker show
    /// the rim edge on (a quarter turn), about four 32 pt rows above and below the centre, as on iOS [EST].
    /// The radius does not follow the picker's height: a picker squeezed by a collapsing table row keeps
    /// its drum and is clipped, rather than drawing a flatter one.
    static let standardRadius = 108.0

    let radius: Double

    init(radius: Double = standardRadius) {
        precondition(radius > 0, "a wheel needs a positive radius")
        self.radius = radius
    }

    /// How far along the rim rows can be seen: a quarter turn each way; beyond it they are behind the drum.
    var visibleArc: Double { radius * .pi / 2 }

    /// The angle, in radians, by which a point `arc` points along the rim is turned away from the viewer.
    func angle(forArc arc: Double) -> Double { arc / radius }

    /// Whether a point `arc` along the rim faces the viewer at all.
    func isVisible(arc: Double) -> Bool { abs(arc) < visibleArc }

    /// Where on screen, relative to the centre line, a point `arc` along the rim appears: R·sin(arc/R).
    func displacement(forArc arc: Double) -> Double {
        let clamped = min(max(arc, -visibleArc), visibleArc)
        return radius * sin(angle(forArc: clamped))
    }

    /// How much a row `arc` along the rim is shrunk by the turn: cos θ, 1 at the centre, 0 edge on.
    func scale(forArc arc: Double) -> Double {
        isVisible(arc: arc) ? cos(angle(forArc: arc)) : 0
    }

    /// The opacity of a row outside the selection band: 1 − |θ|/(π/2), falling linearly with the turn so a
    /// row one 32 pt step away keeps about 0.8, four steps away about 0.25 and an edge-on row nothing.
    /// (UIKit's own falloff is private; this is our choice, tested only for its shape.)
    func fade(forArc arc: Double) -> Double {
        guard isVisible(arc: arc) else { return 0 }
        return max(0, 1 - abs(angle(forArc: arc)) / (.pi / 2))
    }

    /// The inverse of `displacement(forArc:)`: which point of the rim shows `y` points from the centre line,
    /// for hit testing a tap. Nil outside the drum's silhouette.
    func arc(forDisplacement y: Double) -> Double? {
        guard abs(y) < radius else { return nil }
        return radius * asin(y / radius)
    }
}
