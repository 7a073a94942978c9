import Render

/// The soft shadow under a key's callout. iOS lifts the callout off the keys with a shadow that darkens the
/// keys around and below the balloon; without it a white balloon over white keys has no edge but its
/// one-pixel outline. Drawn the way `Layer.drawShadow` draws a layer's shadow (a few rounded rings, outer
/// first, each a share of the opacity, so the middle is darkest), but each ring is the whole callout's
/// outline (balloon, neck and key) composited as one group, so the rings do not double up where the balloon's
/// and the key's overlap beside the neck.
extension KeyboardView {
    /// Shadow of the callout [EST, from iOS 15 Simulator screenshots of a held key: darkest just under the
    /// balloon, fading out about 6 pt away, a little lower than the balloon]. UIKit's values are private.
    static let calloutShadowRadius = 6.0
    static let calloutShadowOpacity = 0.3
    static let calloutShadowOffset = 1.5
    static let calloutShadowRings = 4

    /// Draws the shadow of a callout whose balloon is `bubble` (corner radius 8) over the pressed `key`
    /// (corner radius 5), joined by a neck from `neckTop` down to the key: before the callout itself.
    func drawCalloutShadow(bubble: Rect, key: Rect, neckTop: Double, in canvas: Canvas) {
        let rings = Self.calloutShadowRings
        let dy = Self.calloutShadowOffset
        for i in 0..<rings {
            let spread = Self.calloutShadowRadius * Double(rings - i) / Double(rings)
            let grow = spread / 2
            canvas.withOpacity(Self.calloutShadowOpacity / Double(rings)) {
                canvas.fillRoundedRect(bubble.offsetBy(dx: 0, dy: dy).inset(dx: -grow, dy: -grow), radius: 8 + grow, color: .black)
                canvas.fillRoundedRect(key.offsetBy(dx: 0, dy: dy).inset(dx: -grow, dy: -grow), radius: 5 + grow, color: .black)
                canvas.fillPolygon([Point(x: bubble.minX - grow, y: neckTop + dy), Point(x: bubble.maxX + grow, y: neckTop + dy),
                                    Point(x: key.maxX + grow, y: key.minY + 6 + dy), Point(x: key.minX - grow, y: key.minY + 6 + dy)],
                                   color: .black)
            }
        }
    }
}
