import Render

/// The guide's identifier, which the keyboard manager finds it by among a view's guides.
enum KeyboardLayoutGuideName {
    static let identifier = "UIKeyboardLayoutGuide"
}

/// UIView.keyboardLayoutGuide (iOS 15): a guide along the view's bottom whose top is the keyboard's top
/// while the on-screen keyboard covers the view, and the safe area's bottom otherwise ("when the keyboard
/// isn't visible, the guide's top anchor matches the view's safeAreaLayoutGuide bottom anchor"). Pin a
/// bottom bar or a scroll view's bottom to its `topAnchor` and the layout follows the keyboard, animated
/// with it.
extension View {
    public var keyboardLayoutGuide: LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == KeyboardLayoutGuideName.identifier }) { return guide }
        let guide = LayoutGuide(identifier: KeyboardLayoutGuideName.identifier)
        addLayoutGuide(guide)
        let keyboardTop = guide.topAnchor.constraint(equalTo: bottomAnchor, constant: 0)
        keyboardTop.priority = LayoutPriority(999)
        keyboardTop.identifier = "UIKeyboardLayoutGuide-keyboardTop"
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            // Never below the safe area: with no keyboard, the top is the safe area's bottom.
            guide.topAnchor.constraint(lessThanOrEqualTo: safeAreaLayoutGuide.bottomAnchor),
            keyboardTop,
        ]
        for constraint in constraints {
            if constraint.identifier == nil { constraint.identifier = "UIKeyboardLayoutGuide" }
            constraint.isActive = true
        }
        if let window { updateKeyboardGuide(guide, keyboardTop: window.keyboard.isVisible ? window.keyboard.frame.minY : window.size.height) }
        return guide
    }

    /// Sets the guide's keyboard-top constraint to where the keyboard's top is in this view (window
    /// coordinates in, the overlap with this view out).
    @discardableResult
    func updateKeyboardGuide(_ guide: LayoutGuide, keyboardTop: Double) -> Bool {
        guard let constraint = autoLayoutState?.constraints.first(where: { $0.identifier == "UIKeyboardLayoutGuide-keyboardTop" }) else { return false }
        let bottomInWindow = convert(Point(x: 0, y: bounds.maxY), to: nil).y
        let overlap = max(0, bottomInWindow - keyboardTop)
        guard constraint.constant != -overlap else { return false }
        constraint.constant = -overlap
        return true
    }
}
