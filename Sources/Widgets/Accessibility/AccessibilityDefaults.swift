/// What a kind of view reports to VoiceOver and UI tests until its owner says otherwise: UIKit computes these
/// per control (a UIButton's label is its title, a UISwitch's value "1" or "0", a UILabel's label its text).
/// A widget conforms to `AccessibleContent` to supply them, so `View` itself names no widget.
public struct AccessibilityDefaults: Sendable, Equatable {
    public var isElement: Bool
    public var label: String?
    public var value: String?
    public var traits: AccessibilityTraits
    /// The element type UI tests list the view as (`AccessibilityRole`); nil lets the traits decide.
    public var role: AccessibilityRole?

    public init(isElement: Bool = false, label: String? = nil, value: String? = nil, traits: AccessibilityTraits = [],
                role: AccessibilityRole? = nil) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.traits = traits
        self.role = role
    }
}

/// A view whose accessibility defaults depend on its content (the hook `View+Accessibility` reads).
@preconcurrency @MainActor
public protocol AccessibleContent: AnyObject {
    var accessibilityDefaults: AccessibilityDefaults { get }
}
