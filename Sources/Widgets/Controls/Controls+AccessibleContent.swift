/// UIKit's per-control accessibility defaults (what VoiceOver reads on an untouched UIKit control).

extension Label: AccessibleContent {
    /// UILabel: an element whose label is its text, trait `.staticText`.
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text, traits: .staticText, role: .staticText)
    }
}

extension Button: AccessibleContent {
    /// UIButton: an element labelled by its title, trait `.button`, and `.notEnabled` while disabled.
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: title.isEmpty ? nil : title,
                              traits: isEnabled ? .button : [.button, .notEnabled])
    }
}

extension Switch: AccessibleContent {
    /// UISwitch: no label of its own (the row's label names it), the value "1" when on and "0" when off,
    /// trait `.button` (UIKit adds a private toggle trait on top).
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: isOn ? "1" : "0",
                              traits: isEnabled ? .button : [.button, .notEnabled], role: .switch)
    }
}
