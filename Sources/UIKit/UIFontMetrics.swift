import Foundation
import HandheldKit

/// UIFontMetrics: scales a custom font, or a length, with the reader's text size as a text style does
/// (FontScaling). A scaled font keeps how it scales, so a label with `adjustsFontForContentSizeCategory`
/// sizes it again when the text size changes, as it does a `preferredFont`.
///
/// The forms without a trait collection size for Large: Handheld has no process-wide current text size
/// (each window has its own traits), where iOS uses the app's. Pass the view's `traitCollection`
/// (`compatibleWith:`) to size for another, or let a label adjust.
public final class UIFontMetrics: Sendable {
    /// The Body style's metrics (UIFontMetrics.default).
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    let textStyle: Font.TextStyle

    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    public func scaledFont(for font: UIFont) -> UIFont {
        scaled(font, maximum: nil, category: .large)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaled(font, maximum: Double(maximumPointSize), category: .large)
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, maximum: nil, category: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                           compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, maximum: Double(maximumPointSize), category: traitCollection?.preferredContentSizeCategory ?? .large)
    }

    public func scaledValue(for value: CGFloat) -> CGFloat {
        CGFloat(FontScaling(textStyle: textStyle, baseSize: 0).scaledValue(Double(value), for: .large))
    }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return CGFloat(FontScaling(textStyle: textStyle, baseSize: 0).scaledValue(Double(value), for: category))
    }

    /// `font` made to scale as this style: its own size is its size at Large (UIKit's reading of a font
    /// handed to the metrics); a font from a text style stops following that style and follows this one.
    private func scaled(_ font: UIFont, maximum: Double?, category: ContentSizeCategory) -> UIFont {
        var result = font
        result.textStyle = nil
        result.scaling = FontScaling(textStyle: textStyle, baseSize: font.size, maximumPointSize: maximum)
        return result.sized(for: category)
    }
}
