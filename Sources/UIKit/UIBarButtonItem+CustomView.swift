import HandheldKit

extension BarButtonItem {
    /// UIBarButtonItem(customView:): an item that shows `customView` in the bar, at the view's own size
    /// (its frame's, or its fitting size), taking its own touches; the item itself has no action.
    public convenience init(customView: View) {
        self.init(title: "")
        self.title = nil
        self.customView = customView
    }
}
