import Render

/// UIBlurEffect: the content behind a view blurred and tinted with a material. Every style goes through the
/// one backdrop blur the bars use (`Canvas.blurBackdrop`); styles differ in blur radius and tint colour
/// (docs/reference/materials.md). The adaptive styles' tint is a dynamic colour, resolved for the view's
/// appearance when drawn, so a change of light/dark mode needs no new effect.
public final class BlurEffect: Hashable, Sendable, CustomStringConvertible {
    /// UIBlurEffect.Style.
    public enum Style: String, Sendable, CaseIterable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) { self.style = style }

    /// How far the backdrop is blurred, in points: the bars' 20 pt (`NavigationBar.backdropBlurRadius`) for
    /// the materials [EST]; the thin materials blur less so more of the backdrop's shape shows [EST].
    public var blurRadius: Double { Material.of(style).radius }

    /// The colour laid over the blurred backdrop (dynamic for the adaptive styles).
    public var tintColor: Color { Material.of(style).tint }

    public var description: String { "BlurEffect(\(style.rawValue))" }
    public static func == (a: BlurEffect, b: BlurEffect) -> Bool { a.style == b.style }
    public func hash(into hasher: inout Hasher) { hasher.combine(style) }
}
