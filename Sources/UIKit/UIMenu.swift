import HandheldKit

// UIKit's names for menus and context menus (Widgets/Menus): the same types under Apple's spelling.

public typealias UIMenu = Menu
public typealias UIMenuElement = MenuElement
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
public typealias UIContextMenuInteraction = ContextMenuInteraction
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
public typealias UIInteraction = Interaction

/// UIAction is a menu element on iOS 14 and later: a row of a `UIMenu`, run when picked.
extension UIAction: MenuLeaf {
    public var identifierString: String { identifier }
}

extension UIBarButtonItem {
    /// UIBarButtonItem(title:image:primaryAction:menu:) (iOS 14): a tap opens `menu` when there is no
    /// primary action, otherwise a long press does. A `menu:`-taking overload of its own, so it sits beside
    /// the initialisers without a menu. The image is not drawn yet (a bar button item draws a title or a
    /// Handheld glyph); the title is the primary action's when none is given, as UIKit does.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu?) {
        self.init(title: title ?? primaryAction?.title ?? "")
        if let primaryAction {
            action = { [weak self] in primaryAction.perform(sender: self) }
        }
        self.menu = menu
    }
}

public typealias UIDeferredMenuElement = DeferredMenuElement
