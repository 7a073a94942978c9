import Render

/// UIViewController's editing state and its Edit/Done button. UIKit's documentation of `editButtonItem`:
/// the item shows Edit while `isEditing` is false and Done while it is true, and its action calls
/// `setEditing(_:animated:)` with the opposite state (animated). The titles and styles are the system items'
/// (`.edit`, plain; `.done`, semibold), which is what the button shows on iOS.
extension ViewController {
    /// UIViewController.isEditing, false at first. Setting it calls `setEditing(_:animated: false)`, as
    /// UIKit's setter does, so an overridden `setEditing` hears every change.
    public var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// UIViewController.editButtonItem: one item per controller (the same object on every read), made on
    /// first use, that toggles editing.
    public var editButtonItem: BarButtonItem {
        if let editButtonItemStorage { return editButtonItemStorage }
        let item = BarButtonItem(systemItem: .edit)
        item.action = { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButtonItemStorage = item
        item.showEditing(editingState)
        return item
    }
}

extension BarButtonItem {
    /// An edit button's look for the editing state: Done (bold) while editing, Edit otherwise.
    func showEditing(_ editing: Bool) {
        let shown: SystemItem = editing ? .done : .edit
        systemItem = shown
        style = shown.style
        title = shown.title
    }
}
