import Render

/// A navigation bar's custom background and shadow images (UINavigationBar.setBackgroundImage(_:for:) and
/// shadowImage), the pre-iOS 13 way to restyle a bar and still the common way to make it transparent:
/// `setBackgroundImage(UIImage(), for: .default)` with `shadowImage = UIImage()`.
///
/// What UIKit documents, and Handheld draws:
/// - A custom background image replaces the bar's material: no blur and no tint behind it ("When a custom
///   background image is present, the tab bar does not draw any blur effects", [DOC: UITabBar.backgroundImage];
///   the navigation bar behaves alike). An empty image therefore leaves the bar transparent: the content shows.
/// - A stretchable image (cap insets) or one 1 pt wide is stretched to the bar; any other is tiled from the
///   top left ([DOC: UITabBar.backgroundImage and UISearchBar.backgroundImage]: "Images that are 1 point
///   wide or stretchable images are stretched, otherwise the image is tiled"; Apple states no other rule for
///   the navigation bar).
/// - The image covers the status-bar area too, as a top-attached bar's background does ("Resizable images
///   will be stretched vertically, if necessary, for a position of UIBarPosition.topAttached",
///   [DOC: setBackgroundImage(_:for:barMetrics:)]).
/// - The shadow image replaces the hairline only when there is a custom background image ("If the default
///   background image is used, then the default shadow image is used regardless of the value of this
///   property", [DOC: UINavigationBar.shadowImage]); `UIImage()` removes it. It is drawn tiled along the
///   bar's bottom edge, at its own height.
extension NavigationBar {
    /// The image for the bar's current metrics: a compact bar's own image, else the default one.
    var currentBackgroundImage: Picture? {
        let compact = bounds.height > 0 && bounds.height <= Self.compactHeight
        if compact, let image = backgroundImages[.compact] ?? backgroundImages[.compactPrompt] { return image }
        return backgroundImages[.default] ?? backgroundImages[.defaultPrompt]
    }

    func drawBackgroundImage(_ image: Picture, in rect: Rect, canvas: Canvas) {
        BottomBarBackground.fillImage(image, in: rect, canvas: canvas, tint: tintColor)
    }

    func drawShadowImage(_ image: Picture, canvas: Canvas) {
        let height = image.size.height
        let row = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        BottomBarBackground.fillImage(image, in: row, canvas: canvas, tint: tintColor)
    }
}
