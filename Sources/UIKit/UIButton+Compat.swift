import HandheldKit

extension Control {
    /// UIControl.State: the states a title, colour or image can be set for (Widgets' ControlState).
    public typealias State = ControlState
}

extension Button {
    /// UIButton.setTitle(_:for:): the title shown while the button is in `state`. "If you don't specify a
    /// title for the other states, the button uses the title associated with the normal state" (UIKit's
    /// documentation); a combination such as `[.selected, .highlighted]` is a state of its own (ButtonStateContent).
    public func setTitle(_ title: String?, for state: Control.State) { setStateTitle(title, for: state) }

    /// UIButton.title(for:): the title for `state`, or the normal one when none was set for it.
    public func title(for state: Control.State) -> String? { stateTitle(for: state) }
}

extension Button {
    /// UIButton.setImage(_:for:): the image beside the title while the button is in `state`, falling back to
    /// the normal image as titles do.
    public func setImage(_ image: Picture?, for state: Control.State) { setStateImage(image, for: state) }

    /// UIButton.image(for:): the image for `state`, or the normal one.
    public func image(for state: Control.State) -> Picture? { stateImage(for: state) ?? (state == .normal ? image : nil) }
}
