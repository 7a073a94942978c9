import Render

/// A menu or a submenu (UIMenu): a title and children. With `.displayInline` its children show in the
/// parent as a group set off by an 8 pt gap instead of as one row that opens a submenu; with
/// `.singleSelection` picking one of its actions turns that one `.on` and its siblings `.off` (UIKit's
/// iOS 15 behaviour for single-selection menus); `.destructive` draws its row red.
@preconcurrency @MainActor
public final class Menu: MenuElement {
    /// UIMenu.Options (UIMenuOptions in UIMenu.h: displayInline 1, destructive 2, singleSelection 32).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// UIMenu.Identifier: a string; a fresh one when none is given, as UIKit makes a UUID.
    public typealias Identifier = String

    public let title: String
    public let image: Picture?
    public let identifier: Identifier
    public let options: Options
    public private(set) var children: [MenuElement]

    public init(title: String = "", image: Picture? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [MenuElement] = []) {
        self.title = title
        self.image = image
        // UIKit makes a UUID; the title is as unique as a scene needs and keeps the tree JSON stable.
        self.identifier = identifier ?? title
        self.options = options
        self.children = children
    }

    /// UIMenu.replacingChildren(_:): a copy with other children, the same title, image and options.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The menu's leaves, depth first, including those of submenus (what `.singleSelection` ranges over
    /// is only the direct children; see `select(_:)`).
    public var allLeaves: [MenuLeaf] {
        children.flatMap { child -> [MenuLeaf] in
            if let leaf = child as? MenuLeaf { return [leaf] }
            if let menu = child as? Menu { return menu.allLeaves }
            return []
        }
    }

    /// Records that `leaf` was picked: in a `.singleSelection` menu that holds it, it becomes the one `.on`.
    func select(_ leaf: MenuLeaf) {
        if options.contains(.singleSelection), children.contains(where: { $0 === leaf }) {
            for case let sibling as MenuLeaf in children { sibling.state = sibling === leaf ? .on : .off }
        }
        for case let menu as Menu in children { menu.select(leaf) }
    }
}
