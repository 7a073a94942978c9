/// Attaching recognizers to a view (UIView.addGestureRecognizer): the view keeps them in the order added,
/// and touches on the view reach them. A recogniser belongs to one view at a time (its `view`), so
/// attaching it elsewhere takes it off the view it was on, and attaching it twice keeps one.
extension View {
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let previous = recognizer.view, previous !== self { previous.removeGestureRecognizer(recognizer) }
        recognizer.view = self
        var list = attachedGestureRecognizers ?? []
        if !list.contains(where: { $0 === recognizer }) { list.append(recognizer) }
        attachedGestureRecognizers = list
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        attachedGestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// UIView.gestureRecognizers, typed as UIKit types it (`[UIGestureRecognizer]?`). Apple's documentation
    /// of the property: "The default value of this property is nil. If you add a gesture recognizer and then
    /// remove it, the value of the property is an empty array." Setting it replaces the recognisers: those
    /// not in the new list are detached (their `view` becomes nil) and the new ones attached, in order.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers }
        set {
            for old in attachedGestureRecognizers ?? [] where !(newValue ?? []).contains(where: { $0 === old }) {
                removeGestureRecognizer(old)
            }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
            attachedGestureRecognizers = newValue.map { list in
                list.reduce(into: []) { kept, r in if !kept.contains(where: { $0 === r }) { kept.append(r) } }
            }
        }
    }
}
