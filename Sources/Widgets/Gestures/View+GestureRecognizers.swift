/// Attaching recognizers to a view (UIView.addGestureRecognizer): the view keeps them in
/// `gestureRecognizers`, in the order added, and touches on the view reach them.
extension View {
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
