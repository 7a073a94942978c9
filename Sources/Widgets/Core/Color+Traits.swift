import Render

extension Color {
    /// UIColor's `init(dynamicProvider:)`. Render cannot name traits, so the provider is asked here, once
    /// for each appearance a canvas can draw in (light and dark, at the base and elevated levels), and the
    /// answers are kept as the colour's values; unlike UIKit it is not asked again for other traits (size
    /// classes), which no system colour depends on.
    public convenience init(dynamicProvider provider: (TraitCollection) -> Color) {
        func ask(_ style: UserInterfaceStyle, _ level: UserInterfaceLevel) -> Color {
            provider(TraitCollection(userInterfaceStyle: style, userInterfaceLevel: level)).plain
        }
        self.init(light: ask(.light, .base), dark: ask(.dark, .base), elevatedLight: ask(.light, .elevated),
                  elevatedDark: ask(.dark, .elevated))
    }

    /// UIColor's `resolvedColor(with:)`: the plain colour this one is for `traits`.
    public func resolvedColor(with traits: TraitCollection) -> Color {
        resolved(for: Appearance(darkness: traits.userInterfaceStyle == .dark ? 1 : 0,
                                 isElevated: traits.userInterfaceLevel == .elevated))
    }
}
