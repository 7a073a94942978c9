import HandheldKit

/// UIBarButtonItem's target–action initialisers, for the form Linux code can write: `action: nil`.
/// `Selector` is uninhabited on Linux (Selector.swift), so these make items with no action, as UIKit does
/// for a nil action ("the item sends no action message" when `action` is NULL [DOC: UIBarButtonItem.action]):
/// the spacers (`.flexibleSpace`, `.fixedSpace`), which need none, or items whose action is set later as a
/// closure (`primaryAction`). `target` is kept nowhere: there is no message to send it.
extension UIBarButtonItem {
    /// UIBarButtonItem(barButtonSystemItem:target:action:): the system item with no action.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem, action: nil)
    }

    /// UIBarButtonItem(title:style:target:action:): a title item with no action.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title ?? "", style: style, action: nil)
    }

    /// UIBarButtonItem(image:style:target:action:): an image item with no action.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, action: nil)
    }
}
