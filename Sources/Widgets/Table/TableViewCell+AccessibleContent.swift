/// UIKit's per-control accessibility defaults (what VoiceOver reads on an untouched UIKit control).

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
                                     traits: isSelected ? .selected : [], role: .cell)
    }
}
