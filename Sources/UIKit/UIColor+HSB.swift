import HandheldKit

// UIColor's hue–saturation–brightness and grayscale forms. Each initializer is a convenience initializer
// delegating to the designated `init(red:green:blue:alpha:)`, as on UIKit's class, so a user's own
// `convenience init` in an extension of UIColor can delegate to any of them too.
extension Color {
    /// UIColor(hue:saturation:brightness:alpha:): HSB in 0…1 (hue a fraction of the colour wheel, 0 and 1
    /// red), converted to sRGB with the standard hexcone formula (UIKit documents "hue component of the color
    /// object in the HSB color space, specified as a value from 0.0 to 1.0").
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = Double(hue), s = Double(saturation), v = Double(brightness)
        let sector = (h - h.rounded(.down)) * 6          // 0 ≤ sector < 6: hue 1 is red again, as 0
        let i = Int(sector.rounded(.down)) % 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: Double(alpha))
    }

    /// UIColor(cgColor:): a colour with the Core Graphics colour's values. Handheld's `CGColor` is this type, so
    /// the new instance copies it (a dynamic colour stays dynamic, which UIKit's cannot: a CGColor is resolved).
    public convenience init(cgColor: CGColor) {
        self.init(copying: cgColor)
    }

    /// UIColor.getHue(_:saturation:brightness:alpha:): the light value's HSB components, hue in 0…1 (0 for a
    /// grey, whose hue is undefined). True, as every Handheld colour is RGB, which converts to HSB.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue), d = maxC - minC
        var h = 0.0
        if d > 0 {
            switch maxC {
            case c.red: h = (c.green - c.blue) / d
            case c.green: h = (c.blue - c.red) / d + 2
            default: h = (c.red - c.green) / d + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maxC > 0 ? d / maxC : 0)
        brightness?.pointee = CGFloat(maxC)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// UIColor.getWhite(_:alpha:): the grey level, when the colour is a grey. UIKit converts only a colour "in a
    /// compatible color space" (a grayscale one, as `init(white:alpha:)` and `.gray` make) and otherwise
    /// returns false, leaving the pointers unchanged. Handheld keeps no colour space, so a colour whose three
    /// components are equal counts as grey (true, white = that component) and any other as RGB (false).
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        guard c.red == c.green, c.green == c.blue else { return false }
        white?.pointee = CGFloat(c.red)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }
}
