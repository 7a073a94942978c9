import HandheldKit

extension Control {
    /// The control states a title can be set for (UIControl.State). Handheld's button has one title for
    /// every state, so each is the same.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

extension Button {
    /// UIButton.setTitle(_:for:): Handheld's button shows one title whatever its state, so `.normal` sets it
    /// and the others are ignored.
    public func setTitle(_ title: String?, for state: Control.State) {
        guard state == .normal else { return }
        self.title = title ?? ""
    }

    /// UIButton.title(for:): the button's one title.
    public func title(for state: Control.State) -> String? { title }
}

extension Button {
    /// UIButton.setImage(_:for:): the image beside the title. Handheld's button shows one image whatever its
    /// state, so `.normal` sets it and the others are ignored, as `setTitle(_:for:)` does.
    public func setImage(_ image: Picture?, for state: Control.State) {
        guard state == .normal else { return }
        self.image = image
    }

    /// UIButton.image(for:): the button's one image.
    public func image(for state: Control.State) -> Picture? { image }
}
