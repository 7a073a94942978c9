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

    /// UIBarButtonItem(title:image:target:action:menu:) (iOS 16), every argument defaulted as Apple's: an
    /// image item when there is an image, a title item otherwise, with no action (see the extension's
    /// comment) and the menu, which a tap then opens, as UIKit opens an action-less item's menu. A title given
    /// with an image is kept (the item's `title`, what accessibility reads), while the bar shows the image, as
    /// UIKit's bar does.
    public convenience init(title: String? = nil, image: UIImage? = nil, target: AnyObject? = nil,
                            action: Selector? = nil, menu: UIMenu? = nil) {
        if let image {
            self.init(image: image, style: .plain, action: nil)
            self.title = title
        } else {
            self.init(title: title ?? "", style: .plain, action: nil)
        }
        self.menu = menu
    }
}
