import Render

extension NavigationBar {
    /// UIKit's `.black` bar: a dark translucent material. [EST] Apple publishes no value; a black tint at
    /// 0.8 over the blur, the counterpart of the light bar's systemGray6 at 0.8 (`defaultBackgroundColor`).
    public static let blackBackgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.8)

    /// The background as drawn: `barBackgroundColor`, except that the default material becomes
    /// `blackBackgroundColor` on a `.black` bar, and a bar that is not translucent is opaque. UIKit
    /// (UINavigationBar.isTranslucent): with it false "the bar is opaque": the default bar takes the system
    /// background (configureWithOpaqueBackground's "opaque colors appropriate for the current theme"), black
    /// for a `.black` bar, and a translucent barTintColor loses its transparency.
    var drawnBackgroundColor: Color {
        let isDefault = barBackgroundColor == NavigationBar.defaultBackgroundColor
        let color = isDefault && barStyle != .default ? Self.blackBackgroundColor : barBackgroundColor
        guard !isTranslucent, color.alpha < 1 else { return color }
        if isDefault { return barStyle == .default ? .systemBackground : .black }
        return color.withAlpha(1)
    }

    /// The title colour the bar gives its titles: the one set, else white on a `.black` bar (UIKit draws a
    /// black bar's title white), else nil (the label's own `.label`).
    var styledTitleColor: Color? {
        titleColor ?? (barStyle == .default ? nil : .white)
    }

    func titleColorChanged() {
        for content in allContent { content.titleLabel.textColor = styledTitleColor ?? .label }
    }
}
