/// What a kind of view reports to VoiceOver and UI tests until its owner says otherwise: UIKit computes these
/// per control (a UIButton's label is its title, a UISwitch's value "1" or "0", a UILabel's label its text).
/// A widget conforms to `AccessibleContent` to supply them, so `View` itself names no widget.
public struct AccessibilityDefaults: Sendable, Equatable {
    public var isElement: Bool
    public var label: String?
    public var value: String?
    public var traits: AccessibilityTraits

    public init(isElement: Bool = false, label: String? = nil, value: String? = nil, traits: AccessibilityTraits = []) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.traits = traits
    }
}

/// A view whose accessibility defaults depend on its content (the hook `View+Accessibility` reads).
@MainActor
public protocol AccessibleContent: AnyObject {
    var accessibilityDefaults: AccessibilityDefaults { get }
}
