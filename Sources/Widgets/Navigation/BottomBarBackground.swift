import Render

/// What the toolbar and the tab bar draw behind their items: the bars' backdrop blur, the default bar
/// material over it, and a one-pixel separator along the top edge (UIKit's default
/// UIToolbarAppearance and UITabBarAppearance share this look).
@MainActor
enum BottomBarBackground {
    /// `tint` (a bar's `barTintColor`) replaces the default material; an opaque one hides the blur.
    static func draw(in canvas: Canvas, bounds: Rect, window: Window?, tint: Color? = nil) {
        let color = tint ?? NavigationBar.defaultBackgroundColor
        if color.alpha < 1 { canvas.blurBackdrop(bounds, radius: NavigationBar.backdropBlurRadius) }
        canvas.fill(bounds, color: color)
        let pixel = 1 / max(1, window?.traitCollection.displayScale ?? 2)
        canvas.fillHairline(Rect(x: 0, y: 0, width: bounds.width, height: pixel), color: .separator)
    }
}
