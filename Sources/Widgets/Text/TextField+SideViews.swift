import Render

/// A text field's overlay views (UITextField.leftView and rightView): subviews inside the field at its
/// leading and trailing edges, vertically centred, at their own frame's size, shown while their mode says
/// (`.always`, `.whileEditing`, `.unlessEditing`, `.never`, as the clear button's). The text lies between
/// them: UIKit's `textRect(forBounds:)` "does not include the area occupied by the receiver's border or
/// overlay views" [DOC: UITextField.textRect(forBounds:)]. Where the views sit is
/// `leftViewRect(forBounds:)`/`rightViewRect(forBounds:)`, flush with the field's edges [EST: iOS 15, a
/// borderless field's left view at x = 0].
extension TextField {
    /// UITextField.leftViewRect(forBounds:): the left view's frame, flush left and centred vertically.
    public var leftViewRect: Rect {
        guard let leftView else { return .zero }
        let size = leftView.frame.size
        return Rect(x: 0, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    /// UITextField.rightViewRect(forBounds:): the right view's frame, flush right and centred vertically.
    public var rightViewRect: Rect {
        guard let rightView else { return .zero }
        let size = rightView.frame.size
        return Rect(x: bounds.width - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                    width: size.width, height: size.height)
    }

    /// Whether a side view with this mode shows now.
    func showsSideView(_ mode: TextFieldViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isFirstResponder
        case .unlessEditing: !isFirstResponder
        }
    }

    var showsLeftView: Bool { leftView != nil && showsSideView(leftViewMode) }
    var showsRightView: Bool { rightView != nil && showsSideView(rightViewMode) }

    /// `rect` (the text's rectangle without side views) narrowed to lie between the shown side views.
    func besideSideViews(_ rect: Rect) -> Rect {
        var minX = rect.minX, maxX = rect.maxX
        if showsLeftView { minX = max(minX, leftViewRect.maxX) }
        if showsRightView { maxX = min(maxX, rightViewRect.minX) }
        return Rect(x: minX, y: rect.minY, width: max(0, maxX - minX), height: rect.height)
    }

    /// Places the side views and hides those their mode hides (from layoutSubviews).
    func layoutSideViews() {
        if let leftView {
            leftView.frame = leftViewRect
            leftView.isHidden = !showsLeftView
        }
        if let rightView {
            rightView.frame = rightViewRect
            rightView.isHidden = !showsRightView
        }
    }

    /// A side view replaced: the old one leaves the field, the new one joins it, and the text moves.
    func sideViewChanged(from old: View?, to new: View?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        contentChanged()
        setNeedsLayout()
    }
}
