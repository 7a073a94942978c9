extension View {
    /// A view's next responder: the controller whose root view it is, else its superview; the window's
    /// root view hands over to the window (UIResponder.next for UIView).
    var nextInViewTree: Responder? {
        if let owningController { return owningController }
        if let superview { return superview }
        if let window, window.rootView === self { return window }
        return nil
    }
}
