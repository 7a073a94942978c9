import Render

extension Window {
    /// UIWindow's `overrideUserInterfaceStyle`: the whole window uses `style` whatever the system (the
    /// simulator's ⇧⌘A) says, as an app that sets `window?.overrideUserInterfaceStyle = .light` in its scene
    /// delegate stays light in dark mode; `.unspecified` follows the system's style again. It applies at once,
    /// without the appearance cross-fade, as setting it does on iOS.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { interfaceStyleOverride }
        set {
            guard newValue != interfaceStyleOverride else { return }
            interfaceStyleOverride = newValue
            var traits = traitCollection
            traits.userInterfaceStyle = newValue == .unspecified ? systemInterfaceStyle : newValue
            traitCollection = traits
        }
    }
}
