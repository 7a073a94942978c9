/// Pattern colours (UIColor(patternImage:)): "a color object that uses the specified image as a pattern; …
/// the image is tiled" starting at the origin of the context it fills (the view's bounds origin for a
/// background), per Apple's documentation of `init(patternImage:)`. Where one value is needed (a text colour,
/// a cross-fade, the occlusion test) the colour reads as the image's average, premultiplied, so a pattern with
/// any transparent pixel is not opaque and nothing behind it is skipped; only fills that know patterns
/// (`Canvas.fillPattern`, used by views' backgrounds) tile the image.
extension Color {
    public convenience init(patternImage image: Image) {
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0, opaque = true
        for p in image.pixels {
            let alpha = Double(p >> 24) / 255
            if p >> 24 != 0xFF { opaque = false }
            r += Double(p >> 16 & 0xFF) / 255 * alpha
            g += Double(p >> 8 & 0xFF) / 255 * alpha
            b += Double(p & 0xFF) / 255 * alpha
            a += alpha
        }
        let count = Double(max(1, image.pixels.count))
        let meanAlpha = a / count
        let fallback = meanAlpha > 0 ? (red: r / a, green: g / a, blue: b / a, alpha: opaque ? 1 : min(meanAlpha, 0.999))
                                     : (red: 0, green: 0, blue: 0, alpha: 0)
        self.init(patternImage: image, fallback: fallback)
    }

    /// Whether this is a pattern colour.
    public var isPattern: Bool { patternImage != nil }
}
