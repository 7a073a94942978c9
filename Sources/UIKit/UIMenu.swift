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

public typealias UIDeferredMenuElement = DeferredMenuElement
