import HandheldKit

extension Button {
    /// UIButton.ButtonType. A `.system` button draws its title in the tint colour; a `.custom` one in white
    /// (UIButton's default title colour for the custom type), for a background the app sets.
    public enum ButtonType: Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// UIButton(type:): an empty button of that type.
    /// Made through `init(frame: .zero)`, as UIKit's `buttonWithType:` does, so a subclass's own
    /// `init(frame:)` runs and what it sets (a font, a corner radius) stays.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        if buttonType != .custom { titleLabel.textColor = tintColor }
    }

    /// UIButton(type:primaryAction:) and UIButton(primaryAction:) (iOS 14): a system button titled with the
    /// action's title that performs it on each tap.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        title = primaryAction.title
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// UIButton.setTitleColor(_:for:): the title's colour while the button is in `state`, the normal one
    /// where none was set for it, and the button type's own (the tint, white for `.custom`) when neither was.
    public func setTitleColor(_ color: Color?, for state: Control.State) { setStateTitleColor(color, for: state) }

    /// UIButton.titleColor(for:).
    public func titleColor(for state: Control.State) -> Color? { stateTitleColor(for: state) }
}
