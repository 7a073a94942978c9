import Render

/// UILabel's autoshrink: with `adjustsFontSizeToFitWidth` on, a one-line label whose text is wider than
/// its bounds draws it in a smaller font, just small enough to fit, but never below `minimumScaleFactor`
/// times the font size (then it truncates at that size). UIKit documents both properties: "the label
/// reduces the font size until the text fits or it has scaled the font down to the minimum font size",
/// and a factor of 0 (the default) "doesn't scale the text down". Multi-line labels do not shrink (UIKit
/// adjusts single-line labels only). The layout size and intrinsic size keep the full font, as UIKit's do:
/// shrinking fits the text into the frame it was given, it does not change the frame.
extension Label {
    /// The font the text is drawn in, and `layout` measured again in it when it shrank.
    func fittingFont(for layout: inout TextLayout) -> Font {
        let font: Font = self.font
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
              bounds.width > 0 else { return font }
        let natural = measurer.layout(text, font: font, maxWidth: .infinity, lineLimit: 1)
        guard natural.size.width > bounds.width else { return font }
        let scale = max(minimumScaleFactor, bounds.width / natural.size.width)
        var smaller = font
        // Whole tenths of a point, rounded down, so the shrunk text fits rather than overflows by a rounding.
        smaller.size = ((font.size * scale) * 10).rounded(.down) / 10
        layout = measurer.layout(text, font: smaller, maxWidth: bounds.width, lineLimit: 1)
        return smaller
    }
}
