extension ViewController {
    /// A controller's next responder: its parent, or for the root of a window's controllers the window.
    /// UIKit's UIViewController returns its view's superview, which reaches the parent through the
    /// container's views; going to the parent directly gives the same order without the container views.
    var nextInControllerTree: Responder? {
        if let parent { return parent }
        // A presented controller's next responder is its presenter (UIKit's).
        if let presenter = presentationLinks.presentedBy?.presentingViewController { return presenter }
        guard isViewLoaded else { return nil }
        return view.window
    }
}
