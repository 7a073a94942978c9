import HandheldKit

/// UIBarMetrics: which bar height a custom image is for.
public typealias UIBarMetrics = BarMetrics

/// UINavigationBar's custom background image (iOS 5/7), drawn by the bar in place of its material
/// (NavigationBar+BackgroundImage). A navigation controller's bar is a top bar: images set for `.any`,
/// `.top` and `.topAttached` all apply to it and read back from the same place; `.bottom` images, for a bar
/// that sits at the bottom, are never drawn by a top bar and are ignored.
extension NavigationBar {
    /// UINavigationBar.setBackgroundImage(_:for:): the image for `barMetrics` at any position.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// UINavigationBar.setBackgroundImage(_:for:barMetrics:).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        guard barPosition != .bottom else { return }
        backgroundImages[barMetrics] = backgroundImage
    }

    /// UINavigationBar.backgroundImage(for:): what was set for `barMetrics`.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// UINavigationBar.backgroundImage(for:barMetrics:).
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        barPosition == .bottom ? nil : backgroundImages[barMetrics]
    }
}

/// UIToolbar's custom background and shadow images, for a toolbar at the bottom (where Handheld's toolbars
/// sit: `.any` and `.bottom` apply; the toolbar draws one image whatever its metrics).
extension Toolbar {
    /// UIToolbar.setBackgroundImage(_:forToolbarPosition:barMetrics:).
    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
                                   barMetrics: UIBarMetrics) {
        guard topOrBottom == .any || topOrBottom == .bottom, barMetrics == .default else { return }
        self.backgroundImage = backgroundImage
    }

    /// UIToolbar.backgroundImage(forToolbarPosition:barMetrics:).
    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        topOrBottom == .any || topOrBottom == .bottom ? (barMetrics == .default ? backgroundImage : nil) : nil
    }

    /// UIToolbar.setShadowImage(_:forToolbarPosition:).
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        guard topOrBottom == .any || topOrBottom == .bottom else { return }
        self.shadowImage = shadowImage
    }

    /// UIToolbar.shadowImage(forToolbarPosition:).
    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        topOrBottom == .any || topOrBottom == .bottom ? shadowImage : nil
    }
}
