import Render

extension Toolbar {
    /// The colour the background draws in place of the default material: barTintColor, else the black
    /// material on a `.black` bar; opaque when the bar is not translucent (UIToolbar.isTranslucent: the
    /// default bar then takes the system background, as UINavigationBar's does). Nil keeps the material.
    var styledBarTint: Color? {
        let tint = barTintColor ?? (barStyle == .default ? nil : NavigationBar.blackBackgroundColor)
        guard !isTranslucent else { return tint }
        guard let tint else { return .systemBackground }
        return tint.alpha < 1 ? (barTintColor == nil ? .black : tint.withAlpha(1)) : tint
    }
}
