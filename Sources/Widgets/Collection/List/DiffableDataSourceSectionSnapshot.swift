/// One section's items as an outline (NSDiffableDataSourceSectionSnapshot): root items, each with children,
/// each parent expanded or collapsed. Applied to a section of a diffable data source, the section shows
/// `visibleItems`: the items whose every ancestor is expanded, depth first. Identifiers are unique across
/// the outline, as UIKit requires; appending one twice traps naming it.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    /// Appends `items` as children of `parent`, or as root items when nil (UIKit's append(_:to:)); the
    /// parent must already be in the snapshot.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        for item in items {
            precondition(!contains(item), "append(_:to:): item identifier \(item) is not unique in the section snapshot")
        }
        guard let parent else { rootItems += items; return }
        precondition(contains(parent), "append(_:to:): parent \(parent) is not in the section snapshot")
        childrenOf[parent, default: []] += items
        for item in items { parentOf[item] = parent }
    }

    /// Removes `items` and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            let subtree = descendants(of: item)
            for gone in [item] + subtree {
                childrenOf[gone] = nil
                expanded.remove(gone)
            }
            for d in subtree { parentOf[d] = nil }
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
        }
    }

    public mutating func deleteAll() { self = Self() }

    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items.filter(contains)) }
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    public func contains(_ item: ItemIdentifierType) -> Bool { parentOf[item] != nil || rootItems.contains(item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }
    /// The item's depth: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let parent = parentOf[current] { level += 1; current = parent }
        return level
    }
    /// Whether the item has children (an outline disclosure shows for it).
    public func hasChildren(_ item: ItemIdentifierType) -> Bool { !(childrenOf[item] ?? []).isEmpty }

    /// Every item, depth first (parents before their children), expanded or not.
    public var items: [ItemIdentifierType] { rootItems.flatMap { [$0] + descendants(of: $0) } }

    /// The items shown: those whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        func visit(_ item: ItemIdentifierType) {
            result.append(item)
            if expanded.contains(item) { for child in childrenOf[item] ?? [] { visit(child) } }
        }
        for root in rootItems { visit(root) }
        return result
    }

    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            if !expanded.contains(parent) { return false }
            current = parent
        }
        return true
    }

    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The outline under `parent` as a snapshot of its own: its children become root items, or the parent
    /// is the one root item with `includingParent` (UIKit's snapshot(of:includingParent:)).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        func copy(_ item: ItemIdentifierType, under newParent: ItemIdentifierType?) {
            result.append([item], to: newParent)
            if expanded.contains(item) { result.expanded.insert(item) }
            for child in childrenOf[item] ?? [] { copy(child, under: item) }
        }
        if includingParent {
            copy(parent, under: nil)
        } else {
            for child in childrenOf[parent] ?? [] { copy(child, under: nil) }
        }
        return result
    }

    private func descendants(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        (childrenOf[item] ?? []).flatMap { [$0] + descendants(of: $0) }
    }
}

extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
