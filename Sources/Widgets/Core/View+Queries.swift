/// Questions about a view's place in the tree, answered by walking it.
extension View {
    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, self included) whose identifier matches.
    public func viewWithIdentifier(_ id: String) -> View? {
        if identifier == id { return self }
        for child in subviews { if let match = child.viewWithIdentifier(id) { return match } }
        return nil
    }
}
