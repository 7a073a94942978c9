import Render

extension Font {
    /// The font for `style` in the text size `traits` ask for (UIFont.preferredFont(forTextStyle:
    /// compatibleWith:)); nil traits, or traits without a size, give the Large default.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        preferredFont(forTextStyle: style, category: traits?.preferredContentSizeCategory ?? .unspecified)
    }
}
