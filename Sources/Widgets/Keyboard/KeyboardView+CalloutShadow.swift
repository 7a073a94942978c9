import Render

/// The soft shadow under a key's callout. iOS lifts the callout off the keys with a shadow that darkens the
/// keys around and below the balloon; without it a white balloon over white keys has no edge but its
/// one-pixel outline. Drawn as a layer's shadow is (`Canvas.fillShadow`, a Gaussian blur of the shape), the
/// shape being the whole callout's outline (balloon, neck and key, all clockwise, filled by the nonzero rule)
/// so the shadow does not double up where the balloon's and the key's overlap beside the neck.
extension KeyboardView {
    /// Shadow of the callout [EST, from iOS 15 Simulator screenshots of a held key: darkest just under the
    /// balloon, fading out about 6 pt away, a little lower than the balloon]. UIKit's values are private.
    static let calloutShadowRadius = 6.0
    static let calloutShadowOpacity = 0.3
    static let calloutShadowOffset = 1.5

    /// Draws the shadow of a callout whose balloon is `bubble` (corner radius 8) over the pressed `key`
    /// (corner radius 5), joined by a neck from `neckTop` down to the key: before the callout itself.
    func drawCalloutShadow(bubble: Rect, key: Rect, neckTop: Double, in canvas: Canvas) {
        let dy = Self.calloutShadowOffset
        let neck = [Point(x: bubble.minX, y: neckTop), Point(x: bubble.maxX, y: neckTop),
                    Point(x: key.maxX, y: key.minY + 6), Point(x: key.minX, y: key.minY + 6)]
        let outline = ShadowShape.polygons([LayerPath.roundedRect(bubble, radius: 8).points,
                                            LayerPath.roundedRect(key, radius: 5).points, neck], evenOdd: false)
        // Faded out about `calloutShadowRadius` away: a Gaussian has all but faded at three standard deviations.
        canvas.fillShadow(outline.offsetBy(dx: 0, dy: dy), sigma: Self.calloutShadowRadius / 3,
                          color: Color.black.withAlpha(Self.calloutShadowOpacity))
    }
}
