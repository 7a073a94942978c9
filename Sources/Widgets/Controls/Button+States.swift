import Render

/// A button's title, title colour and image per control state (UIButton's `setTitle(_:for:)`,
/// `setTitleColor(_:for:)` and `setImage(_:for:)`; the UIKit module spells them so). The button shows the
/// value for its current `state` (ButtonStateContent says how UIKit falls back) whenever the state changes:
/// pressed, selected or disabled.
extension Button {
    /// Sets the title shown in `state`; nil removes it (the normal title shows instead).
    package func setStateTitle(_ title: String?, for state: ControlState) {
        if stateContent.titles[.normal] == nil, state != .normal { stateContent.titles[.normal] = self.title }
        stateContent.titles[state] = title
        if state == .normal, title == nil { stateContent.titles[.normal] = "" }
        applyStateContent()
    }

    /// The title shown in `state`: that state's, else the normal one.
    package func stateTitle(for state: ControlState) -> String? {
        ButtonStateContent.resolve(stateContent.titles, for: state) ?? title
    }

    /// Sets the title colour shown in `state`; nil removes it.
    package func setStateTitleColor(_ color: Color?, for state: ControlState) {
        if stateContent.defaultTitleColor == nil { stateContent.defaultTitleColor = titleLabel.textColor }
        stateContent.titleColors[state] = color
        applyStateContent()
    }

    /// The title colour shown in `state`.
    package func stateTitleColor(for state: ControlState) -> Color? {
        ButtonStateContent.resolve(stateContent.titleColors, for: state) ?? stateContent.defaultTitleColor ?? titleLabel.textColor
    }

    /// Sets the image shown in `state`; nil removes it.
    package func setStateImage(_ image: Picture?, for state: ControlState) {
        if stateContent.images[.normal] == nil, state != .normal, let current = self.image { stateContent.images[.normal] = current }
        stateContent.images[state] = image
        if state == .normal, image == nil { self.image = nil }
        applyStateContent()
    }

    /// The image shown in `state`.
    package func stateImage(for state: ControlState) -> Picture? {
        ButtonStateContent.resolve(stateContent.images, for: state)
    }

    /// Shows the title, colour and image for the current state. Only what was set per state is touched, so a
    /// button given none keeps what its properties hold.
    func applyStateContent() {
        let current = state
        if !stateContent.titles.isEmpty, let t = ButtonStateContent.resolve(stateContent.titles, for: current), t != title {
            title = t
        }
        if !stateContent.titleColors.isEmpty {
            let color = ButtonStateContent.resolve(stateContent.titleColors, for: current) ?? stateContent.defaultTitleColor
            if let color, color != titleLabel.textColor { titleLabel.textColor = color }
        }
        if !stateContent.images.isEmpty {
            let picture = ButtonStateContent.resolve(stateContent.images, for: current)
            if picture != image { image = picture }
        }
    }
}
