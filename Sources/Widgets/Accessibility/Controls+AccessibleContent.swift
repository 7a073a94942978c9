/// UIKit's per-control accessibility defaults (what VoiceOver reads on an untouched UIKit control).

extension Label: AccessibleContent {
    /// UILabel: an element whose label is its text, trait `.staticText`.
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text, traits: .staticText)
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
                              traits: isEnabled ? .button : [.button, .notEnabled])
    }
}

extension TextInputView: AccessibleContent {
    /// UITextField and UITextView: the value is the text; a field with no text yet is read by its
    /// placeholder, which XCUITest also matches a field by (`placeholderValue`).
    public var accessibilityDefaults: AccessibilityDefaults {
        let placeholder = (self as? TextField)?.placeholder
        return AccessibilityDefaults(isElement: true, label: placeholder, value: isSecureTextEntry ? nil : text,
                                     traits: isEnabled ? [] : .notEnabled)
    }
}

extension TableViewCell: AccessibleContent {
    /// UITableViewCell: one element whose label is the texts of its visible labels joined with ", "
    /// (title then detail, as VoiceOver reads a subtitle cell), `.selected` while selected.
    public var accessibilityDefaults: AccessibilityDefaults {
        var texts: [String] = []
        func collect(_ view: View) {
            guard !view.isHidden else { return }
            if let label = view as? Label {
                if !label.text.isEmpty { texts.append(label.text) }
                return
            }
            for child in view.subviews { collect(child) }
        }
        collect(contentView)
        return AccessibilityDefaults(isElement: true, label: texts.isEmpty ? nil : texts.joined(separator: ", "),
                                     traits: isSelected ? .selected : [])
    }
}

extension TabBarButton: AccessibleContent {
    /// A tab: labelled by its item's title, `.button`, `.selected` on the selected tab (UITabBarButton).
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: item.title, traits: isSelected ? [.button, .selected] : .button)
    }
}

extension NavigationBar: AccessibleContent {
    /// A container named by its top item's title: XCUITest finds `app.navigationBars["Inbox"]` by it.
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(label: topItem?.title)
    }
}

extension TabBar: AccessibleContent {
    /// A container with UIKit's `.tabBar` trait, so VoiceOver announces "tab, 1 of 3".
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(traits: .tabBar)
    }
}
