/// UIKit's accessibility defaults for collection views (the `AccessibleContent` hook), so UI tests list them
/// as XCUITest does: `app.collectionViews` and `app.cells`.
extension CollectionView: AccessibleContent {
    /// UICollectionView: a container, not an element itself (its cells are).
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(role: .collectionView)
    }
}

extension CollectionViewCell: AccessibleContent {
    /// UICollectionViewCell: one element read as its visible labels' texts joined with ", ", `.selected`
    /// while selected — a table cell's rule.
    public var accessibilityDefaults: AccessibilityDefaults {
        let texts = TableViewCell.visibleLabelTexts(in: contentView)
        return AccessibilityDefaults(isElement: true, label: texts.isEmpty ? nil : texts.joined(separator: ", "),
                                     traits: isSelected ? .selected : [], role: .cell)
    }
}
