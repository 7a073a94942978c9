import HandheldKit

// UIButton's "current" accessors: what the button shows for the state it is in now (UIButton.h: "normal/highlighted/
// selected/disabled. can return nil"), the per-state value falling back to the normal one as title(for:) does.
extension Button {
    /// UIButton.currentTitle: the title shown now.
    public var currentTitle: String? {
        let shown = title(for: state)
        return shown?.isEmpty == false ? shown : nil
    }

    /// UIButton.currentTitleColor: the title colour shown now; never nil (UIKit's "default is white").
    public var currentTitleColor: UIColor { titleColor(for: state) ?? titleLabel.textColor ?? .white }

    /// UIButton.currentImage: the image shown now.
    public var currentImage: UIImage? { image(for: state) }

    /// UIButton.currentAttributedTitle: the attributed title shown now, if one was set.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
}
