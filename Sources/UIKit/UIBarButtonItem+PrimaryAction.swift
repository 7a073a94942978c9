import HandheldKit

/// UIBarButtonItem's iOS 14 initialisers, with UIKit's exact labels and defaults. The target–action ones
/// (`barButtonSystemItem:target:action:`, `title:style:target:action:`) need a selector, which Swift on
/// Linux cannot spell, so these closure forms are the ones to use.
extension UIBarButtonItem {
    /// UIBarButtonItem(systemItem:primaryAction:menu:): the system item's symbol or title; the action runs
    /// with the item as its sender. With a menu, a tap opens it when there is no primary action, otherwise a
    /// long press does (UIKit's rule for bar button items).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(systemItem: systemItem, action: nil)
        setPrimaryAction(primaryAction)
        self.menu = menu
    }

    /// UIBarButtonItem(title:image:primaryAction:menu:): an image item when there is an image (drawn as the
    /// bar draws images: a symbol or template image takes the tint), a title item otherwise; with neither, the
    /// primary action's title, as UIKit does.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        if let image {
            // The bar shows the image; a title beside it is drawn by neither UIKit's bar nor Handheld's.
            self.init(image: image)
        } else {
            self.init(title: title ?? "")
        }
        setPrimaryAction(primaryAction)
        self.menu = menu
    }

    private func setPrimaryAction(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty, systemItem == nil, image == nil, title?.isEmpty ?? true { title = primaryAction.title }
        action = { [weak self] in primaryAction.perform(sender: self) }
    }
}
