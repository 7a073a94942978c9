import Foundation
import Render

/// Two fingers from one mouse, as the iOS Simulator makes them with the Option key: Alt+drag puts the
/// second finger mirrored through a centre point (the screen's centre to begin with), so dragging away
/// from the centre pinches out and circling it rotates; Alt+Shift+drag moves both fingers together and
/// takes the centre along, where it stays for the next pinch. Pure state: the host feeds it presses and
/// moves in screen points and sends the two points it returns.
public struct TwoFingerEmulation: Sendable {
    public enum Mode: Sendable { case mirrored, together }

    /// The point the mirrored finger is reflected through; nil means the centre of `screen`.
    public private(set) var centre: Point?
    public private(set) var mode: Mode?
    private var pressPoint = Point.zero
    private var pressSecond = Point.zero
    private var pressCentre = Point.zero

    public init() {}

    /// The centre in effect on a screen of `size`.
    public func centre(in size: Size) -> Point { centre ?? Point(x: size.width / 2, y: size.height / 2) }

    /// A press with the modifiers held: the second finger, or nil for an ordinary one-finger press.
    public mutating func press(at point: Point, alt: Bool, shift: Bool, screen: Size) -> Point? {
        guard alt else {
            mode = nil
            return nil
        }
        let c = centre(in: screen)
        mode = shift ? .together : .mirrored
        pressPoint = point
        pressCentre = c
        pressSecond = Self.mirror(point, through: c)
        return pressSecond
    }

    /// The second finger for the pointer at `point` (nil when the press was one finger).
    public mutating func move(to point: Point) -> Point? {
        switch mode {
        case nil: return nil
        case .mirrored?: return Self.mirror(point, through: pressCentre)
        case .together?:
            let d = point - pressPoint
            centre = pressCentre + d
            return pressSecond + d
        }
    }

    /// The second finger at release; the press is over.
    public mutating func release(at point: Point) -> Point? {
        let second = move(to: point)
        mode = nil
        return second
    }

    /// Forgets a moved centre (a new device or orientation: the Simulator recentres too).
    public mutating func recentre() { centre = nil }

    static func mirror(_ p: Point, through c: Point) -> Point { Point(x: 2 * c.x - p.x, y: 2 * c.y - p.y) }

    // MARK: Scripted gestures

    /// How far apart a scripted pinch's fingers start, and a scripted rotation's finger circle radius: a
    /// comfortable two-finger spread on a phone [EST].
    public static let scriptedSpread = 100.0

    /// The two fingers of a pinch about `centre` at `fraction` (0…1) of the way to `scale`: side by side,
    /// `scriptedSpread` apart at the start and `scale` times that at the end.
    public static func pinch(about centre: Point, scale: Double, fraction: Double) -> (Point, Point) {
        let half = scriptedSpread / 2 * (1 + (scale - 1) * fraction)
        return (Point(x: centre.x - half, y: centre.y), Point(x: centre.x + half, y: centre.y))
    }

    /// The two fingers of a rotation about `centre` at `fraction` of `degrees` (clockwise on screen when
    /// positive, as UIRotationGestureRecognizer's rotation).
    public static func rotation(about centre: Point, degrees: Double, fraction: Double) -> (Point, Point) {
        let angle = degrees * fraction * .pi / 180
        let r = scriptedSpread / 2
        let d = Point(x: r * cos(angle), y: r * sin(angle))
        return (centre - d, centre + d)
    }
}
