import Foundation
import HandheldKit

/// What every bar appearance has (UIBarAppearance, iOS 13, the superclass of `UINavigationBarAppearance`,
/// `UITabBarAppearance` and `UIToolbarAppearance`): a blur effect, a background colour over it, a shadow
/// colour and the three `configureWith…` presets, which set all three. A bar draws them as `BarBackground`
/// says (the effect, then the colour, then the hairline in the shadow colour).
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The blur under the bar's colour; nil draws none, so the content under the bar shows unblurred.
    public var backgroundEffect: UIBlurEffect?
    /// The colour over the effect; nil draws only the effect.
    public var backgroundColor: UIColor?
    /// The hairline along the bar's edge; nil or clear draws none.
    public var shadowColor: UIColor?

    /// The default translucent background, as `configureWithDefaultBackground()`.
    public init() { configureWithDefaultBackground() }

    /// The system's translucent bar material (the chrome material, whose tint is the bars' default colour),
    /// with a hairline.
    public func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = .separator
    }

    /// An opaque bar in the system background colour (UIKit: "opaque colors appropriate for the current
    /// theme"), with a hairline and no blur (an opaque colour would hide it).
    public func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// No background and no hairline: content shows through unblurred ("a transparent background and no
    /// shadow", [DOC: configureWithTransparentBackground()]; the iOS 15 scroll-edge look).
    public func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        shadowColor = nil
    }

    /// What a bar given this appearance draws behind its items.
    var barBackground: BarBackground {
        BarBackground(effect: backgroundEffect, color: backgroundColor, shadowColor: shadowColor)
    }
}
