import HandheldKit

extension Button {
    /// UIButton.setAttributedTitle(_:for:): the title drawn as formatted text by the title label (each run's
    /// font, colours, underline, kern…; runs without a colour take the title colour). As with `setTitle`,
    /// Handheld's button has one title whatever its state, so `.normal` sets it and the others are ignored;
    /// nil returns to the plain title (the attributed title's string).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: Control.State) {
        guard state == .normal else { return }
        if let title {
            titleLabel.attributedText = title
        } else {
            titleLabel.text = titleLabel.text
        }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// UIButton.attributedTitle(for:): the attributed title set, or nil for a plain one.
    public func attributedTitle(for state: Control.State) -> NSAttributedString? {
        titleLabel.hasAttributedText ? titleLabel.attributedText : nil
    }
}
