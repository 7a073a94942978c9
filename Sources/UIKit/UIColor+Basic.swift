import HandheldKit

// UIColor's basic colours as colours: `UIColor.red` is opaque sRGB red, not the `red` component Handheld's
// `Color` also has (a type member and an instance member may share a name, and `.red` in a colour context
// finds the type member). Components are the ones UIColor documents for each class property ("A color
// object whose RGB values are 1.0, 0.0, and 0.0 and whose alpha value is 1.0", and so on); the greys are
// UIColor's grayscale values. `black`, `white` and `clear` are Render's own.
extension Color {
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    public static let gray = Color(white: 0.5, alpha: 1)
    public static let darkGray = Color(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = Color(white: 2.0 / 3.0, alpha: 1)

    /// UIColor(white:alpha:): a grey of that brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
    }

    /// UIColor.withAlphaComponent(_:).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color { withAlpha(Double(alpha)) }

    /// The colour Core Graphics would draw (`layer.borderColor = color.cgColor`). Handheld's layers take the
    /// colour itself, so `CGColor` is the same type.
    public var cgColor: CGColor { self }
}

/// Core Graphics' colour, which Handheld's layers hold as a `Color`.
public typealias CGColor = Color

extension Color {
    /// UIColor.getRed(_:green:blue:alpha:): the sRGB components; true, as every Handheld colour has them.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }
}
