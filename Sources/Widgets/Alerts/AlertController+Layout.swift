import Render

/// The alert's and the action sheet's geometry and look. Apple documents none of these numbers; they are
/// UIKit's as measured on iOS 15–17 screenshots at 1 pt per point [EST] unless tagged otherwise:
/// - alert: 270 pt wide (the width UIAlertView and UIAlertController have kept since iOS 7 [OBS]),
///   14 pt corner radius, 16 pt side insets, 20 pt above the title and below the message, title 17 pt
///   semibold and message 13 pt, both centred; 44 pt buttons with 17 pt titles under a hairline; two
///   buttons side by side (the cancel button on the left) when both titles fit half the width, otherwise
///   stacked with the cancel button last;
/// - action sheet (compact width): 8 pt from the screen's sides and above the bottom safe area, 57 pt rows
///   with 20 pt titles, 13 pt corner radius, the cancel button in its own group 8 pt below; a header with
///   the title (13 pt semibold) and message (13 pt) in the secondary label colour;
/// - the preferred action's title is semibold, or the cancel action's when there is no preferred action.
extension AlertController {
    static let alertWidth = 270.0
    static let alertCornerRadius = 14.0
    static let sheetCornerRadius = 13.0
    static let contentInset = 16.0
    static let contentTopBottom = 20.0
    static let titleMessageGap = 2.0
    static let alertButtonHeight = 44.0
    static let sheetRowHeight = 57.0
    static let sheetMargin = 8.0
    static let sheetMaxWidth = 400.0
    static let sheetHeaderInset = 14.0
    /// An action sheet's width in an iPad popover [EST, iPadOS 17 screenshots; UIKit does not document it].
    static let popoverWidth = 304.0
    static let fieldHeight = 26.0
    static let fieldGap = 12.0
    static let fieldFont = Font(size: 13)
    /// The alert's dimming: black at 0.2, lighter than a sheet's 0.4 [EST].
    static let dimmingColor = Color.black.withAlpha(0.2)
    /// The card: the system material approximated by an opaque-enough fill until visual effects draw the
    /// blur (systemGray6 at 0.97, as the mail demo's sheet) [EST].
    static let materialColor = Color.systemGray6.withAlpha(0.97)
    static let cancelColor = Color(light: .white, dark: Color(r: 44, g: 44, b: 46))
    static let fieldBackground = Color(light: .white, dark: Color(r: 28, g: 28, b: 30))

    var isAlert: Bool { preferredStyle == .alert }

    /// The actions in the order their buttons show: an alert's stacked buttons and an action sheet's
    /// group keep the order added with the cancel action out (stacked alerts put it last, side-by-side
    /// first); an action sheet shows the cancel action in its own group.
    var orderedActions: [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return others }
        if !isAlert { return others }
        return isSideBySide ? [cancel] + others : others + [cancel]
    }

    /// Two actions whose titles both fit half the alert's width sit side by side.
    var isSideBySide: Bool {
        guard isAlert, actions.count == 2 else { return false }
        let half = Self.alertWidth / 2 - 2 * Self.contentInset / 2
        return actions.allSatisfy { action in
            Label(text: action.title ?? "", font: Font(size: 17, weight: .semibold))
                .sizeThatFits(Size(width: Double.infinity, height: Double.infinity)).width <= half
        }
    }

    func titleFont(for action: AlertAction) -> Font {
        let bold = preferredAction.map { $0 === action } ?? (action.style == .cancel)
        let size = isAlert ? 17.0 : 20.0
        return Font(size: size, weight: bold ? .semibold : .regular)
    }

    func titleColor(for action: AlertAction) -> Color {
        guard action.isEnabled else { return .secondaryLabel }
        return action.style == .destructive ? .systemRed : .systemBlue
    }

    /// Builds the labels, fields, buttons and hairlines from the current title, message and actions.
    func rebuildContent() {
        for (_, button) in buttons { button.removeFromSuperview() }
        for rule in separators { rule.removeFromSuperview() }
        buttons.removeAll()
        separators.removeAll()
        titleLabel.text = title ?? ""
        titleLabel.font = isAlert ? Font(size: 17, weight: .semibold) : Font(size: 13, weight: .semibold)
        titleLabel.textColor = isAlert ? .label : .secondaryLabel
        messageLabel.text = message ?? ""
        messageLabel.font = Font(size: 13)
        messageLabel.textColor = isAlert ? .label : .secondaryLabel
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            if label.superview !== card { card.addSubview(label) }
        }
        titleLabel.identifier = "alert-title"
        messageLabel.identifier = "alert-message"
        for field in fields where field.superview !== card {
            field.backgroundColor = Self.fieldBackground
            card.addSubview(field)
        }
        for action in actions {
            let button = Button(title: action.title ?? "", font: titleFont(for: action))
            button.tintColor = titleColor(for: action)
            button.isEnabled = action.isEnabled
            button.backgroundColor = .clear
            button.identifier = action.title.map { "alert-action-\($0)" }
            button.onTap = { [weak self, weak action] in
                guard let self, let action else { return }
                self.choose(action)
            }
            buttons.append((action, button))
            if !isAlert && action.style == .cancel {
                cancelCard.addSubview(button)
            } else {
                card.addSubview(button)
            }
        }
        cancelCard.isHidden = isAlert || !actions.contains { $0.style == .cancel }
        if !isAlert { preferredContentSize = Size(width: Self.popoverWidth, height: popoverHeight()) }
        view.setNeedsLayout()
    }

    /// The action sheet's height in a popover: its header and every row but the cancel action's.
    private func popoverHeight() -> Double {
        layoutHeader(width: Self.popoverWidth) + Self.sheetRowHeight * Double(orderedActions.count)
    }

    func button(for action: AlertAction) -> Button? {
        buttons.first { $0.action === action }?.button
    }

    /// Places the next hairline of this layout pass, reusing the ones made before: a layout inside an
    /// animation (the keyboard's) then moves them with the card instead of growing new ones from zero.
    private func hairline(in parent: View, frame: Rect) {
        let rule: HairlineView
        if usedSeparators < separators.count {
            rule = separators[usedSeparators]
        } else {
            rule = HairlineView(color: .separator)
            rule.identifier = "alert-separator"
            separators.append(rule)
        }
        usedSeparators += 1
        view.performWithoutAnimation {
            if rule.superview !== parent { parent.addSubview(rule) }
            rule.isHidden = false
            rule.frame = frame
        }
    }

    /// The area the alert centres in: the safe area, above the on-screen keyboard when it is up.
    var availableRect: Rect {
        var safe = view.bounds.inset(by: view.safeAreaInsets)
        if let keyboard = view.window?.keyboard, keyboard.isVisible {
            let top = keyboard.frame.minY - view.convert(view.bounds, to: nil).minY
            if top < safe.maxY { safe.size.height = max(0, top - safe.minY) }
        }
        return safe
    }

    /// Lays out the header (title, message, fields) in `width`, returning its height.
    private func layoutHeader(width: Double) -> Double {
        let inner = width - 2 * Self.contentInset
        var y = isAlert ? Self.contentTopBottom : Self.sheetHeaderInset
        let hasTitle = !(title ?? "").isEmpty, hasMessage = !(message ?? "").isEmpty
        titleLabel.isHidden = !hasTitle
        messageLabel.isHidden = !hasMessage
        if hasTitle {
            let h = titleLabel.sizeThatFits(Size(width: inner, height: Double.infinity)).height
            titleLabel.frame = Rect(x: Self.contentInset, y: y, width: inner, height: h)
            y += h
        }
        if hasMessage {
            if hasTitle { y += Self.titleMessageGap }
            let h = messageLabel.sizeThatFits(Size(width: inner, height: Double.infinity)).height
            messageLabel.frame = Rect(x: Self.contentInset, y: y, width: inner, height: h)
            y += h
        }
        for field in fields {
            y += Self.fieldGap / 2
            if field === fields.first, hasTitle || hasMessage { y += Self.fieldGap / 2 }
            field.frame = Rect(x: Self.contentInset, y: y, width: inner, height: Self.fieldHeight)
            y += Self.fieldHeight
        }
        guard hasTitle || hasMessage || !fields.isEmpty else { return 0 }
        return y + (isAlert ? Self.contentTopBottom : Self.sheetHeaderInset)
    }

    func layoutAlert() {
        usedSeparators = 0
        dimmingView.frame = view.bounds
        let popover = isInPopover
        dimmingView.isHidden = popover
        card.backgroundColor = popover ? .clear : Self.materialColor
        card.cornerRadius = popover ? 0 : (isAlert ? Self.alertCornerRadius : Self.sheetCornerRadius)
        if !isAlert { cancelCard.isHidden = popover || !actions.contains { $0.style == .cancel } }
        if isAlert { layoutAlertCard() } else if popover { layoutPopoverSheet() } else { layoutActionSheet() }
        for rule in separators.dropFirst(usedSeparators) { rule.isHidden = true }
    }

    private func layoutAlertCard() {
        let width = Self.alertWidth
        let header = layoutHeader(width: width)
        let ordered = orderedActions
        let rowHeight = Self.alertButtonHeight
        let buttonsHeight = isSideBySide ? rowHeight : rowHeight * Double(ordered.count)
        let available = availableRect
        let height = min(header + buttonsHeight, available.height)
        card.transformFreeFrame = Rect(x: (available.midX - width / 2).rounded(), y: (available.midY - height / 2).rounded(),
                                       width: width, height: height)
        guard !ordered.isEmpty else { return }
        hairline(in: card, frame: Rect(x: 0, y: header - 0.5, width: width, height: 0.5))
        if isSideBySide {
            for (i, action) in ordered.enumerated() {
                button(for: action)?.frame = Rect(x: Double(i) * width / 2, y: header, width: width / 2, height: rowHeight)
            }
            hairline(in: card, frame: Rect(x: width / 2 - 0.25, y: header, width: 0.5, height: rowHeight))
        } else {
            for (i, action) in ordered.enumerated() {
                let y = header + Double(i) * rowHeight
                button(for: action)?.frame = Rect(x: 0, y: y, width: width, height: rowHeight)
                if i > 0 { hairline(in: card, frame: Rect(x: 0, y: y - 0.5, width: width, height: 0.5)) }
            }
        }
    }

    /// In an iPad popover the group fills the panel and the cancel action has no button: a tap outside
    /// (or Escape) runs it, as UIKit drops the cancel button there.
    private func layoutPopoverSheet() {
        let width = view.bounds.width
        card.transformFreeFrame = view.bounds
        let header = layoutHeader(width: width)
        for (i, action) in orderedActions.enumerated() {
            let y = header + Double(i) * Self.sheetRowHeight
            button(for: action)?.frame = Rect(x: 0, y: y, width: width, height: Self.sheetRowHeight)
            if i > 0 || header > 0 { hairline(in: card, frame: Rect(x: 0, y: y - 0.5, width: width, height: 0.5)) }
        }
    }

    private func layoutActionSheet() {
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let width = min(safe.width - 2 * Self.sheetMargin, Self.sheetMaxWidth)
        let x = (safe.midX - width / 2).rounded()
        let rowHeight = Self.sheetRowHeight
        var bottom = safe.maxY - Self.sheetMargin
        if let cancel = actions.first(where: { $0.style == .cancel }), let button = button(for: cancel) {
            cancelCard.transformFreeFrame = Rect(x: x, y: bottom - rowHeight, width: width, height: rowHeight)
            button.frame = Rect(x: 0, y: 0, width: width, height: rowHeight)
            bottom -= rowHeight + Self.sheetMargin
        }
        let header = layoutHeader(width: width)
        let ordered = orderedActions
        let height = header + rowHeight * Double(ordered.count)
        card.transformFreeFrame = Rect(x: x, y: bottom - height, width: width, height: height)
        for (i, action) in ordered.enumerated() {
            let y = header + Double(i) * rowHeight
            button(for: action)?.frame = Rect(x: 0, y: y, width: width, height: rowHeight)
            if i > 0 || header > 0 { hairline(in: card, frame: Rect(x: 0, y: y - 0.5, width: width, height: 0.5)) }
        }
    }
}

extension View {
    /// Sets the frame as if the transform were the identity, so a layout during the alert's scale-in or
    /// slide-up places the card where it rests.
    fileprivate var transformFreeFrame: Rect {
        get { untransformedFrame }
        set { setFrameIgnoringTransform(newValue) }
    }
}
