import Render

extension Window {
    /// The appearance cross-fade's length. Apple publishes no figure; 0.3 s is our estimate from screen
    /// recordings of the Control Center toggle, where the whole screen fades in about a third of a second
    /// (UIKit's default animation length, 0.3 s, as for `UIView.transition(with:duration:)` examples Apple
    /// gives for appearance changes). [EST]
    public static let appearanceTransitionDuration = 0.3
    public static let appearanceTransitionCurve = TimingCurve.easeInOut

    /// Switches light and dark as the iOS Simulator's ⇧⌘A does: through one transition, in UIKit's order
    /// (the root and each presented controller's `willTransition(to:with:)`, then, inside the transition's
    /// animation, `traitCollectionDidChange(_:)` and the alongside animations), while every dynamic colour
    /// on screen cross-fades from its old value to its new one. A running appearance or text-size
    /// transition ends first by the one rule, so toggling mid-fade completes that fade and fades back; a
    /// push or presentation in flight runs on (`transition(toTraits:…)`).
    @discardableResult
    public func transition(toUserInterfaceStyle style: UserInterfaceStyle, animated: Bool = true) -> TransitionCoordinator {
        systemInterfaceStyle = style   // remembered under an override, which keeps the window's style
        var traits = traitCollection
        traits.userInterfaceStyle = interfaceStyleOverride == .unspecified ? style : interfaceStyleOverride
        return transition(toTraits: traits, kind: .appearance, duration: Self.appearanceTransitionDuration,
                          curve: Self.appearanceTransitionCurve, animated: animated)
    }

    /// The appearance of the screen as a whole (the status bar and home indicator draw in it).
    public var appearance: Appearance { appearance(for: traitCollection) }

    /// The appearance a view with `traits` draws in: its style, following the window's cross-fade when it
    /// has the window's style (a subtree that overrides the style does not fade), and its level.
    func appearance(for traits: TraitCollection) -> Appearance {
        let style = traits.userInterfaceStyle
        let darkness: Double
        if style == .unspecified || style == traitCollection.userInterfaceStyle {
            darkness = darknessProperty.presentation
        } else {
            darkness = style == .dark ? 1 : 0
        }
        return Appearance(darkness: darkness, isElevated: traits.userInterfaceLevel == .elevated)
    }
}
