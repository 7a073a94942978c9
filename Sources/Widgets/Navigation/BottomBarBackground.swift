import Render

/// What the toolbar and the tab bar draw behind their items: the bars' backdrop blur, the default bar
/// material over it, and a one-pixel separator along the top edge (UIKit's default
/// UIToolbarAppearance and UITabBarAppearance share this look).
@MainActor
enum BottomBarBackground {
    /// `tint` (a bar's `barTintColor`) replaces the default material; an opaque one hides the blur.
    /// A custom `backgroundImage` replaces the material (no blur, "the tab bar does not draw any blur
    /// effects", [DOC: UITabBar.backgroundImage]); an empty one leaves the bar transparent. Under it a
    /// `shadowImage` replaces the separator ("If the backgroundImage property is nil, the tab bar ignores the
    /// value in this property and uses a default shadow", [DOC: UITabBar.shadowImage]); `UIImage()` removes it.
    /// A stretchable image or one 1 pt wide is stretched, others tiled, as UITabBar's backgroundImage says.
    /// An appearance's `background` (a UIKit `standardAppearance`) replaces the tint's rules (BarBackground).
    /// At the scroll edge (`progress` below 1, ScrollEdge) the `edge` look (nil: transparent) is drawn and
    /// the standard one, legacy rules included, fades out, as the navigation bar's does.
    static func draw(in canvas: Canvas, bounds: Rect, window: Window?, tint: Color? = nil,
                     backgroundImage: Picture? = nil, shadowImage: Picture? = nil, background: BarBackground? = nil,
                     edge: BarBackground? = nil, progress: Double = 1) {
        let pixel = 1 / max(1, window?.traitCollection.displayScale ?? 2)
        let hairline = Rect(x: 0, y: 0, width: bounds.width, height: pixel)
        BarBackground.drawScrollEdge(edge, progress: progress, in: bounds, hairline: hairline, canvas: canvas)
        guard progress > 0 else { return }
        if let backgroundImage {
            fillImage(backgroundImage, in: bounds, canvas: canvas)
            if let shadowImage {
                let row = Rect(x: 0, y: 0, width: bounds.width, height: shadowImage.size.height)
                return fillImage(shadowImage, in: row, canvas: canvas)
            }
            return canvas.fillHairline(hairline, color: .separator)
        }
        if let background {
            background.draw(in: bounds, canvas: canvas, visibility: progress)
            return background.drawShadow(in: hairline, canvas: canvas, visibility: progress)
        }
        let color = tint ?? NavigationBar.defaultBackgroundColor
        if color.alpha < 1 { canvas.blurBackdrop(bounds, radius: NavigationBar.backdropBlurRadius) }
        canvas.fill(bounds, color: color.withAlpha(color.alpha * progress))
        canvas.fillHairline(hairline, color: Color.separator.withAlpha(Color.separator.alpha * progress))
    }

    /// A bar's custom image (a background, or a shadow along an edge): stretched when stretchable or 1 pt
    /// wide, tiled from the top left otherwise; an empty image draws nothing. Shared by the navigation bar.
    static func fillImage(_ image: Picture, in rect: Rect, canvas: Canvas, tint: Color = .systemBlue) {
        guard !image.isEmpty else { return }
        if image.capInsets != nil || image.size.width <= 1 {
            image.draw(in: rect, viewTint: tint, canvas: canvas)
        } else {
            canvas.fillPattern(rect, image: image.bitmap, phase: rect.origin)
        }
    }
}
