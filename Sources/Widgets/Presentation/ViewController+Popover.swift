import Render

extension ViewController {
    /// The popover presentation of this controller (UIViewController.popoverPresentationController): the
    /// one showing it, or, before it is presented with the `.popover` style, the one `present` will use,
    /// made now so its source can be set first (UIKit makes it on first access too). Nil for other styles.
    public var popoverPresentationController: PopoverPresentationController? {
        if let shown = presentationLinks.presentedBy { return shown as? PopoverPresentationController }
        guard modalPresentationStyle == .popover else { return nil }
        if let pending = presentationLinks.pendingPopover { return pending }
        let made = PopoverPresentationController(presentedViewController: self, presenting: nil)
        presentationLinks.pendingPopover = made
        return made
    }

    /// The size this controller's content wants in a popover (UIViewController.preferredContentSize; zero
    /// sides take the popover's default). A popover showing it follows a change, and the parent hears of it through
    /// `preferredContentSizeDidChange(forChildContentContainer:)`, as UIKit's UIContentContainer documents.
    public var preferredContentSize: Size {
        get { presentationLinks.preferredContentSize }
        set {
            guard newValue != presentationLinks.preferredContentSize else { return }
            presentationLinks.preferredContentSize = newValue
            presentationLinks.presentedBy?.container.setNeedsLayout()
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
}
