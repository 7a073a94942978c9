/// Dynamic colours (UIColor's `init(dynamicProvider:)` and the system colours): a light value, a dark one
/// and elevated variants, resolved by the canvas against the appearance of the view being drawn.
extension Color {
    /// A colour with a value per appearance. Values are taken plain (a variant's own variants are dropped).
    public convenience init(light: Color, dark: Color, elevatedLight: Color? = nil, elevatedDark: Color? = nil) {
        let light = light.plain
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha,
                  variants: ColorVariants(light: light, dark: dark.plain, elevatedLight: (elevatedLight ?? light).plain,
                                          elevatedDark: (elevatedDark ?? dark).plain))
    }

    /// Whether the colour changes with the appearance.
    public var isDynamic: Bool { variants != nil }

    /// The light value alone, without variants: `self` for a plain colour, so resolving one makes nothing.
    public var plain: Color { variants?.light ?? self }

    /// The value for `appearance`: a plain colour is itself; a dynamic one its light or dark value (elevated
    /// when asked), blended in premultiplied space while the appearance cross-fades.
    public func resolved(for appearance: Appearance) -> Color {
        guard let variants else { return self }
        let light = appearance.isElevated ? variants.elevatedLight : variants.light
        let dark = appearance.isElevated ? variants.elevatedDark : variants.dark
        if appearance.darkness <= 0 { return light }
        if appearance.darkness >= 1 { return dark }
        return light.interpolated(to: dark, fraction: appearance.darkness)
    }

    /// Applies `transform` to every value of the colour, keeping it dynamic.
    func mapValues(_ transform: (Color) -> Color) -> Color {
        guard let variants else { return transform(self) }
        return Color(light: transform(variants.light), dark: transform(variants.dark),
                     elevatedLight: transform(variants.elevatedLight), elevatedDark: transform(variants.elevatedDark))
    }

    /// Light, dark and elevated dark from 0…255 components, as docs/reference/appearance.md lists them.
    static func system(_ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double),
                       elevated: (Int, Int, Int, Double)? = nil) -> Color {
        func c(_ v: (Int, Int, Int, Double)) -> Color { Color(r: v.0, g: v.1, b: v.2, a: v.3) }
        return Color(light: c(light), dark: c(dark), elevatedDark: elevated.map(c))
    }
}

// iOS's system colours with their light, dark and elevated dark values (docs/reference/appearance.md,
// from Flutter's CupertinoColors, which mirrors UIColor).
extension Color {
    // Labels and fills
    public static let label = system((0, 0, 0, 1), (255, 255, 255, 1))
    public static let secondaryLabel = system((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    public static let tertiaryLabel = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let placeholderText = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let systemFill = system((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))
    public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    public static let opaqueSeparator = system((198, 198, 200, 1), (56, 56, 58, 1))
    public static let link = system((0, 122, 255, 1), (9, 132, 255, 1))
    // Backgrounds: the ones that change at the elevated level.
    public static let systemBackground = system((255, 255, 255, 1), (0, 0, 0, 1), elevated: (28, 28, 30, 1))
    public static let secondarySystemBackground = system((242, 242, 247, 1), (28, 28, 30, 1), elevated: (44, 44, 46, 1))
    public static let tertiarySystemBackground = system((255, 255, 255, 1), (44, 44, 46, 1), elevated: (58, 58, 60, 1))
    public static let systemGroupedBackground = system((242, 242, 247, 1), (0, 0, 0, 1), elevated: (28, 28, 30, 1))
    public static let secondarySystemGroupedBackground = system((255, 255, 255, 1), (28, 28, 30, 1),
                                                                elevated: (44, 44, 46, 1))
    public static let tertiarySystemGroupedBackground = system((242, 242, 247, 1), (44, 44, 46, 1),
                                                               elevated: (58, 58, 60, 1))
    /// The grouped table background under its older name.
    public static let groupedBackground = systemGroupedBackground
    // Tints and greys
    public static let systemBlue = system((0, 122, 255, 1), (10, 132, 255, 1))
    public static let systemGreen = system((52, 199, 89, 1), (48, 209, 88, 1))
    public static let systemIndigo = system((88, 86, 214, 1), (94, 92, 230, 1))
    public static let systemOrange = system((255, 149, 0, 1), (255, 159, 10, 1))
    public static let systemPink = system((255, 45, 85, 1), (255, 55, 95, 1))
    public static let systemPurple = system((175, 82, 222, 1), (191, 90, 242, 1))
    public static let systemRed = system((255, 59, 48, 1), (255, 69, 58, 1))
    public static let systemTeal = system((90, 200, 250, 1), (100, 210, 255, 1))
    public static let systemYellow = system((255, 204, 0, 1), (255, 214, 10, 1))
    public static let systemGray = system((142, 142, 147, 1), (142, 142, 147, 1))
    public static let systemGray2 = system((174, 174, 178, 1), (99, 99, 102, 1))
    public static let systemGray3 = system((199, 199, 204, 1), (72, 72, 74, 1))
    public static let systemGray4 = system((209, 209, 214, 1), (58, 58, 60, 1))
    public static let systemGray5 = system((229, 229, 234, 1), (44, 44, 46, 1))
    public static let systemGray6 = system((242, 242, 247, 1), (28, 28, 30, 1))
}
