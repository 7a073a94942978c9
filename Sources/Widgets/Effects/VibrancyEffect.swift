import Render

/// UIVibrancyEffect(blurEffect:style:): content laid on a blur drawn in a colour that keeps it legible on
/// that material. UIKit blends the content with the blurred backdrop; Handheld draws the content's shape
/// (text, a symbol's alpha) in the style's semantic colour, the colour UIKit documents each style as
/// matching (`.label` for primary text, `.fill` for fills, …), resolved for the blur's appearance.
public final class VibrancyEffect: Hashable, Sendable, CustomStringConvertible {
    /// UIVibrancyEffectStyle.
    public enum Style: String, Sendable, CaseIterable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    public let blurEffect: BlurEffect
    public let style: Style

    public init(blurEffect: BlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
    }

    /// The colour content takes: the matching system colour (dynamic, resolved as the view draws), forced
    /// light or dark for a blur that is always light or always dark.
    public var color: Color {
        let semantic: Color = switch style {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .fill: .systemFill
        case .secondaryFill: .secondarySystemFill
        case .tertiaryFill: .tertiarySystemFill
        case .separator: .separator
        }
        let name = blurEffect.style.rawValue
        if name.hasSuffix("Light") || blurEffect.style == .light || blurEffect.style == .extraLight {
            return semantic.resolved(for: .light)
        }
        if name.hasSuffix("Dark") || blurEffect.style == .dark { return semantic.resolved(for: .dark) }
        return semantic
    }

    public var description: String { "VibrancyEffect(\(blurEffect.style.rawValue), \(style.rawValue))" }
    public static func == (a: VibrancyEffect, b: VibrancyEffect) -> Bool { a.blurEffect == b.blurEffect && a.style == b.style }
    public func hash(into hasher: inout Hasher) { hasher.combine(blurEffect); hasher.combine(style) }
}
