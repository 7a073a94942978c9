extension View {
    /// UIView.viewWithTag(_:): the first view in this subtree whose `tag` is `tag`, looked for depth first
    /// with this view itself first ("searches the current view and all of its subviews", UIKit's
    /// documentation), so a parent tagged the same as its child is found before it, and a subview's own
    /// subtree before its next sibling. Subviews are searched back to front in subview order, as UIKit's.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for child in subviews { if let match = child.viewWithTag(tag) { return match } }
        return nil
    }
}
