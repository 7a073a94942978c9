import Render

/// A bar's background as UIBarAppearance describes it (iOS 13): the content behind blurred by an effect,
/// the effect's tint, a colour over both, and the hairline's colour. A bar given one (its UIKit
/// `standardAppearance`) draws it instead of the legacy rules (barTintColor, barStyle, isTranslucent).
///
/// The order is UIKit's: "The bar layers the specified color on top of any blur effects you specified in
/// the backgroundEffect property" [DOC: UIBarAppearance.backgroundColor]. The effect "determines how much of
/// the underlying content is visible" [DOC: UIBarAppearance.backgroundEffect]: none draws no blur, so the
/// content under the bar shows sharp (`configureWithTransparentBackground()` and
/// `configureWithOpaqueBackground()` set none). The hairline takes the shadow colour: "If this property is
/// nil or contains the clear color, the bar displays no shadow" [DOC: UIBarAppearance.shadowColor].
public struct BarBackground: Equatable, Sendable {
    public var effect: BlurEffect?
    public var color: Color?
    public var shadowColor: Color?

    public init(effect: BlurEffect?, color: Color?, shadowColor: Color?) {
        self.effect = effect
        self.color = color
        self.shadowColor = shadowColor
    }

    /// UIKit's default bar: the chrome material (its tint is the bars' `defaultBackgroundColor`) and the
    /// separator hairline.
    public static let standard = BarBackground(effect: BlurEffect(style: .systemChromeMaterial), color: nil,
                                               shadowColor: .separator)

    /// Draws the background in `rect`, faded by `visibility` (a navigation bar's background at the scroll
    /// edge under a large title). The blur is skipped under an opaque colour, which hides it.
    @MainActor
    func draw(in rect: Rect, canvas: Canvas, visibility: Double = 1) {
        let opaque = (color?.alpha ?? 0) >= 1
        if let effect {
            if !opaque { canvas.blurBackdrop(rect, radius: effect.blurRadius) }
            canvas.fill(rect, color: effect.tintColor.withAlpha(effect.tintColor.alpha * visibility))
        }
        if let color, color.alpha > 0 { canvas.fill(rect, color: color.withAlpha(color.alpha * visibility)) }
    }

    /// Draws the hairline in `rect` in the shadow colour; nothing when it is nil or clear.
    @MainActor
    func drawShadow(in rect: Rect, canvas: Canvas, visibility: Double = 1) {
        guard let shadowColor, shadowColor.alpha > 0 else { return }
        canvas.fillHairline(rect, color: shadowColor.withAlpha(shadowColor.alpha * visibility))
    }
}
