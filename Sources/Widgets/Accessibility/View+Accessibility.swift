/// UIKit's accessibility properties (UIAccessibility's informal protocol on UIView), with UIKit's names. A
/// property not set falls back to the control's default (`AccessibleContent`); a plain view is no element
/// and has no label, as a UIView is. UI tests (HandheldTesting) query and audit through these.
extension View {
    private var defaults: AccessibilityDefaults {
        (self as? AccessibleContent)?.accessibilityDefaults ?? AccessibilityDefaults()
    }

    /// UIKit's accessibilityIdentifier: the same name as `identifier` (scripts' `#identifier`, the tree JSON's `id`).
    public var accessibilityIdentifier: String? {
        get { identifier }
        set { identifier = newValue }
    }

    /// What VoiceOver reads first; a button's title, a label's text, a cell's texts joined with ", ".
    public var accessibilityLabel: String? {
        get { accessibilityStorage.label ?? defaults.label }
        set { accessibilityStorage.label = newValue }
    }

    /// The current value: a switch's "1" or "0", a text field's text.
    public var accessibilityValue: String? {
        get { accessibilityStorage.value ?? defaults.value }
        set { accessibilityStorage.value = newValue }
    }

    /// What activating the element does ("Opens the message"); UIKit's default is none.
    public var accessibilityHint: String? {
        get { accessibilityStorage.hint }
        set { accessibilityStorage.hint = newValue }
    }

    public var accessibilityTraits: AccessibilityTraits {
        get { accessibilityStorage.traits ?? defaults.traits }
        set { accessibilityStorage.traits = newValue }
    }

    /// Whether VoiceOver stops on this view (true for UIKit's standard controls and labels, false for a
    /// plain view, which is a container).
    public var isAccessibilityElement: Bool {
        get { accessibilityStorage.isElement ?? defaults.isElement }
        set { accessibilityStorage.isElement = newValue }
    }

    /// The elements inside this container in reading order, when they are not its subviews' natural order.
    public var accessibilityElements: [View]? {
        get { accessibilityStorage.elements }
        set { accessibilityStorage.elements = newValue }
    }

    /// UIKit: VoiceOver ignores the elements that are siblings of a modal view (an alert, a sheet's content).
    public var accessibilityViewIsModal: Bool {
        get { accessibilityStorage.viewIsModal }
        set { accessibilityStorage.viewIsModal = newValue }
    }
}
