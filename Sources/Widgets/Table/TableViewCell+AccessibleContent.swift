/// UIKit's per-control accessibility defaults (what VoiceOver reads on an untouched UIKit control).

extension TableViewCell: AccessibleContent {
    /// UITableViewCell: one element whose label is the texts of its visible labels joined with ", "
    /// (title then detail, as VoiceOver reads a subtitle cell), `.selected` while selected.
    public var accessibilityDefaults: AccessibilityDefaults {
        let texts = Self.visibleLabelTexts(in: contentView)
        return AccessibilityDefaults(isElement: true, label: texts.isEmpty ? nil : texts.joined(separator: ", "),
                                     traits: isSelected ? .selected : [], role: .cell)
    }
}

extension TableViewCell {
    /// The texts of the visible, non-empty labels under `view`, in subview order: what VoiceOver reads for a
    /// cell (a table's or a collection view's).
    static func visibleLabelTexts(in view: View) -> [String] {
        guard !view.isHidden else { return [] }
        if let label = view as? Label { return label.text.isEmpty ? [] : [label.text] }
        return view.subviews.flatMap { visibleLabelTexts(in: $0) }
    }
}
