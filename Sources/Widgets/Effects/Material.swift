import Render

/// The radius and tint of each blur style. Apple publishes no numbers for its materials; the values are
/// estimates recorded with their reasoning in docs/reference/materials.md [EST]. The light tints are white and
/// the dark ones iOS's dark grouped grey (systemGray6 dark, 28 28 30), thicker materials covering more of the
/// backdrop; chrome is the bars' own colour (`NavigationBar.defaultBackgroundColor`, systemGray6 at 0.8), so
/// a chrome effect view matches a navigation bar beside it.
struct Material {
    var radius: Double
    var tint: Color

    static func light(_ alpha: Double) -> Color { Color(r: 255, g: 255, b: 255, a: alpha) }
    static func dark(_ alpha: Double) -> Color { Color(r: 28, g: 28, b: 30, a: alpha) }

    static func of(_ style: BlurEffect.Style) -> Material {
        switch style {
        case .systemUltraThinMaterialLight: Material(radius: 12, tint: light(0.35))
        case .systemThinMaterialLight: Material(radius: 16, tint: light(0.6))
        case .systemMaterialLight: Material(radius: 20, tint: light(0.75))
        case .systemThickMaterialLight: Material(radius: 20, tint: light(0.9))
        case .systemChromeMaterialLight: Material(radius: 20, tint: Color(r: 242, g: 242, b: 247, a: 0.8))
        case .systemUltraThinMaterialDark: Material(radius: 12, tint: dark(0.35))
        case .systemThinMaterialDark: Material(radius: 16, tint: dark(0.6))
        case .systemMaterialDark: Material(radius: 20, tint: dark(0.75))
        case .systemThickMaterialDark: Material(radius: 20, tint: dark(0.9))
        case .systemChromeMaterialDark: Material(radius: 20, tint: Color(r: 28, g: 28, b: 30, a: 0.8))
        case .systemUltraThinMaterial: adaptive(.systemUltraThinMaterialLight, .systemUltraThinMaterialDark)
        case .systemThinMaterial: adaptive(.systemThinMaterialLight, .systemThinMaterialDark)
        case .systemMaterial: adaptive(.systemMaterialLight, .systemMaterialDark)
        case .systemThickMaterial: adaptive(.systemThickMaterialLight, .systemThickMaterialDark)
        case .systemChromeMaterial: adaptive(.systemChromeMaterialLight, .systemChromeMaterialDark)
        // iOS 8's styles: extra light is nearly opaque white, light a thin white veil, dark a dark veil.
        case .extraLight: Material(radius: 20, tint: Color(r: 247, g: 247, b: 247, a: 0.8))
        case .light: Material(radius: 20, tint: light(0.3))
        case .dark: Material(radius: 20, tint: Color(r: 18, g: 18, b: 18, a: 0.73))
        // iOS 10's adaptive pair: regular follows light/dark, prominent is extra light in light mode.
        case .regular: adaptive(.light, .dark)
        case .prominent: adaptive(.extraLight, .dark)
        }
    }

    /// The light style's values in light mode and the dark style's in dark mode.
    private static func adaptive(_ l: BlurEffect.Style, _ d: BlurEffect.Style) -> Material {
        let a = of(l), b = of(d)
        return Material(radius: a.radius, tint: Color(light: a.tint, dark: b.tint))
    }
}
