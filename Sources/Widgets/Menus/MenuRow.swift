/// One line of an open menu, flattened from the menu's tree: a leaf that runs, or a submenu that opens in
/// its place; `group` counts the inline groups above it, so the layout puts the 8 pt gap where it changes.
@MainActor
enum MenuRow {
    case leaf(MenuLeaf, group: Int)
    case submenu(Menu, group: Int)
    /// The row at the top of an open submenu that goes back to its parent.
    case back(Menu)

    var group: Int {
        switch self {
        case let .leaf(_, group), let .submenu(_, group): group
        case .back: -1
        }
    }

    var title: String {
        switch self {
        case let .leaf(leaf, _): leaf.title
        case let .submenu(menu, _), let .back(menu): menu.title
        }
    }

    var isEnabled: Bool {
        if case let .leaf(leaf, _) = self { return !leaf.attributes.contains(.disabled) }
        return true
    }

    var isDestructive: Bool {
        switch self {
        case let .leaf(leaf, _): leaf.attributes.contains(.destructive)
        case let .submenu(menu, _): menu.options.contains(.destructive)
        case .back: false
        }
    }

    var state: MenuElementState {
        if case let .leaf(leaf, _) = self { return leaf.state }
        return .off
    }

    /// The rows `menu` shows, in order: its leaves and closed submenus, with each inline submenu's
    /// children as a group of their own (UIKit draws the gap before and after an inline group); hidden
    /// leaves and empty inline groups are left out.
    static func rows(of menu: Menu) -> [MenuRow] {
        var rows: [MenuRow] = []
        var group = 0
        var groupHasRows = false
        func startGroup() { if groupHasRows { group += 1; groupHasRows = false } }
        for child in menu.children {
            if let sub = child as? Menu, sub.options.contains(.displayInline) {
                startGroup()
                for inner in MenuRow.rows(of: sub) {
                    switch inner {
                    case let .leaf(leaf, g): rows.append(.leaf(leaf, group: group + g))
                    case let .submenu(m, g): rows.append(.submenu(m, group: group + g))
                    case .back: break
                    }
                    groupHasRows = true
                }
                if let last = rows.last, groupHasRows { group = last.group }
                startGroup()
            } else if let sub = child as? Menu {
                rows.append(.submenu(sub, group: group))
                groupHasRows = true
            } else if let deferred = child as? DeferredMenuElement {
                // Its elements in its place once given, a disabled "Loading…" row until then.
                let given = deferred.elements ?? [LoadingMenuLeaf()]
                for inner in MenuRow.rows(of: Menu(children: given)) {
                    switch inner {
                    case let .leaf(leaf, g): rows.append(.leaf(leaf, group: group + g))
                    case let .submenu(m, g): rows.append(.submenu(m, group: group + g))
                    case .back: break
                    }
                    groupHasRows = true
                }
                if let last = rows.last, groupHasRows { group = last.group }
            } else if let leaf = child as? MenuLeaf, !leaf.attributes.contains(.hidden) {
                rows.append(.leaf(leaf, group: group))
                groupHasRows = true
            }
        }
        return rows
    }
}
