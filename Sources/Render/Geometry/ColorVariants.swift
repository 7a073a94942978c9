/// The values of a dynamic colour: its light one (also the colour's own components, so code that never
/// resolves draws light, as before dark mode existed), dark, and elevated. Each is a plain colour made once,
/// so resolving a dynamic colour for drawing hands back an existing instance instead of making one.
public final class ColorVariants: Hashable, Sendable {
    public let light: Color
    public let dark: Color
    public let elevatedLight: Color
    public let elevatedDark: Color

    public init(light: Color, dark: Color, elevatedLight: Color, elevatedDark: Color) {
        self.light = light
        self.dark = dark
        self.elevatedLight = elevatedLight
        self.elevatedDark = elevatedDark
    }

    public static func == (a: ColorVariants, b: ColorVariants) -> Bool {
        a === b || (a.dark == b.dark && a.elevatedLight == b.elevatedLight && a.elevatedDark == b.elevatedDark)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(dark)
        hasher.combine(elevatedDark)
    }
}
