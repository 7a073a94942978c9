import HandheldKit

extension SegmentedControl {
    /// UISegmentedControl.selectedSegmentTintColor: the colour of the selected segment's thumb; nil draws
    /// the default (white in light mode, (99, 99, 102) in dark: docs/reference/controls.md § Segmented control).
    public var selectedSegmentTintColor: UIColor? {
        get { selectedThumbColor }
        set { selectedThumbColor = newValue }
    }

    /// UISegmentedControl.setTitleTextAttributes(_:for:): the titles' `.font` and `.foregroundColor` for
    /// `.normal` (unselected segments) or `.selected` (the selected one). The selected segment falls back to
    /// the normal attributes, as every UIControl state falls back to `.normal`. Other keys and states are
    /// not drawn, and are not kept.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        let font = attributes?[.font] as? UIFont
        let color = attributes?[.foregroundColor] as? UIColor
        if state == .normal {
            normalTitleFont = font
            normalTitleColor = color
        } else if state.contains(.selected) {
            selectedTitleFont = font
            selectedTitleColor = color
        }
    }

    /// UISegmentedControl.titleTextAttributes(for:): the `.font` and `.foregroundColor` set for `state`,
    /// or nil when none were.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        var font: UIFont?, color: UIColor?
        if state == .normal {
            (font, color) = (normalTitleFont, normalTitleColor)
        } else if state.contains(.selected) {
            (font, color) = (selectedTitleFont, selectedTitleColor)
        }
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font { attributes[.font] = font }
        if let color { attributes[.foregroundColor] = color }
        return attributes.isEmpty ? nil : attributes
    }
}
