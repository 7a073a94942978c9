/// The values a dynamic colour takes besides its light one, which is the colour's own components (so code
/// that never resolves draws light, as before dark mode existed). Kept in a class so `Color` can hold it.
public final class ColorVariants: Hashable, Sendable {
    public let dark: Color
    public let elevatedLight: Color
    public let elevatedDark: Color

    public init(dark: Color, elevatedLight: Color, elevatedDark: Color) {
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
