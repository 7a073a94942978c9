import Render

extension ViewController {
    /// UIViewController's `overrideUserInterfaceStyle` (iOS 13): this controller, its children, the controllers
    /// it presents and their views use `style` whatever the window's style is; `.unspecified` (the default)
    /// follows the parent again. UIKit documents it as "the user interface style adopted by the view controller
    /// and all of its children"; apps set it to opt a screen out of dark mode. The change applies at once: the
    /// window's ⇧⌘A toggle cross-fades, but an override set in code snaps, as it does on iOS, where setting the
    /// property sends `traitCollectionDidChange(_:)` immediately with no animation. Views of an overridden
    /// controller draw in its style while the rest of the window fades (`Window.appearance(for:)`).
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { interfaceStyleOverride }
        set {
            guard newValue != interfaceStyleOverride else { return }
            interfaceStyleOverride = newValue
            setInheritedTraits(inheritedTraits)
        }
    }
}
