import Render

/// UIViewController.isBeingPresented and isBeingDismissed, which UIKit's documentation tells apps to read
/// in the appearance callbacks: true from `present`/`dismiss` through the presented controller's
/// `viewDidAppear`/`viewDidDisappear`, and only for the controller presented itself (not its children).
extension ViewController {
    public var isBeingPresented: Bool {
        guard let presentation = presentationLinks.presentedBy else { return false }
        return presentation.isPresenting && !presentation.isDismissing
    }

    public var isBeingDismissed: Bool {
        guard let presentation = presentationLinks.presentedBy else { return false }
        // A dismissal the drag cancelled leaves `isDismissing` set but the controller appeared again.
        return presentation.isDismissing
            && (presentation.transition != nil || appearanceState == .disappearing || appearanceState == .disappeared)
    }
}
