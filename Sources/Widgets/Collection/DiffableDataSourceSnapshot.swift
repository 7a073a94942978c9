/// The state of a diffable data source: sections and items by identifier (NSDiffableDataSourceSnapshot).
/// Identifiers are Hashable and unique across the snapshot, as UIKit requires; a duplicate is a programming
/// error and traps naming it (UIKit raises "Fatal: supplied item identifiers are not unique").
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    /// Item → section index, kept current so lookups are O(1).
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]

    public init() {}

    public var numberOfSections: Int { sectionIdentifiers.count }
    public var numberOfItems: Int { sectionOfItem.count }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        index(ofSection: identifier).map { items[$0].count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        index(ofSection: identifier).map { items[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sectionIdentifiers[$0] }
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { index(ofSection: identifier) }

    /// The item's index within its section.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        sectionOfItem[identifier].flatMap { items[$0].firstIndex(of: identifier) }
    }

    /// The items of section `section` by index (the data source's per-index lookup).
    func items(inSectionAt section: Int) -> [ItemIdentifierType] { items[section] }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            precondition(index(ofSection: id) == nil, "appendSections: section identifier \(id) is already in the snapshot")
            sectionIdentifiers.append(id)
            items.append([])
        }
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard let s = index(ofSection: id) else { continue }
            sectionIdentifiers.remove(at: s)
            items.remove(at: s)
        }
        reindex()
    }

    // MARK: Items

    /// Appends to `section`, or to the last section when nil (UIKit's default), which must exist.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let s = section.flatMap(index(ofSection:)) ?? (section == nil && !items.isEmpty ? items.count - 1 : nil) else {
            preconditionFailure("appendItems: no section \(section.map { "\($0)" } ?? "(none appended yet)") in the snapshot")
        }
        for id in identifiers {
            precondition(sectionOfItem[id] == nil, "appendItems: item identifier \(id) is not unique in the snapshot")
            sectionOfItem[id] = s
        }
        items[s] += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        insert(identifiers, at: before, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        insert(identifiers, at: after, offset: 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for s in items.indices { items[s].removeAll { doomed.contains($0) } }
        for id in identifiers { sectionOfItem[id] = nil }
    }

    public mutating func deleteAllItems() {
        sectionIdentifiers = []
        items = []
        sectionOfItem = [:]
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], at: before, offset: 0)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
        deleteItems([identifier])
        insert([identifier], at: after, offset: 1)
    }

    /// Items whose cells are made again when the snapshot is applied (UIKit's reloadItems).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    /// UIKit's reconfigureItems keeps the cell and configures it again; Handheld reloads it (same result
    /// on screen, one cell made).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

    /// The reloads a snapshot asked for are played once; the data source's stored snapshot forgets them.
    mutating func clearReloads() { reloadedItemIdentifiers = [] }

    // MARK: Private

    private func index(ofSection id: SectionIdentifierType) -> Int? { sectionIdentifiers.firstIndex(of: id) }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
        guard let s = sectionOfItem[anchor], let i = items[s].firstIndex(of: anchor) else {
            preconditionFailure("insertItems: item identifier \(anchor) is not in the snapshot")
        }
        for id in identifiers {
            precondition(sectionOfItem[id] == nil, "insertItems: item identifier \(id) is not unique in the snapshot")
            sectionOfItem[id] = s
        }
        items[s].insert(contentsOf: identifiers, at: i + offset)
    }

    private mutating func reindex() {
        sectionOfItem = [:]
        for (s, section) in items.enumerated() { for id in section { sectionOfItem[id] = s } }
    }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

/// The changes that turn one snapshot's items into another's, as a collection view batch: O(n log n) in
/// the items, with hashing. Within a section the surviving items that keep their relative order (the
/// longest such run) stay put and the rest are moves, as UIKit reports a difference (an item deleted near the
/// top shifts the ones below without moving them); the batch slides the shifted ones all the same, since
/// the items that do not move fill the free slots in order (ItemBatch.pathMap).
struct SnapshotDifference {
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloads: [IndexPath] = []

    init<S, I>(from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>) {
        // Index loops and one hash lookup per item, through an integer table (IdentifierTable): this
        // generic code runs unspecialised from other modules, where `enumerated()`, repeated lookups and
        // generic dictionaries cost more than the work.
        var oldItems: [I] = [], oldPacked: [Int] = []
        oldItems.reserveCapacity(old.numberOfItems)
        oldPacked.reserveCapacity(old.numberOfItems)
        for s in 0..<old.numberOfSections {
            let items = old.items(inSectionAt: s)
            oldItems += items
            for i in 0..<items.count { oldPacked.append(s << 32 | i) }
        }
        let table = IdentifierTable(oldItems)
        // Old items matched by a new one; those left over were deleted.
        var matched = [Bool](repeating: false, count: oldItems.count)
        let reloaded = Set(new.reloadedItemIdentifiers)
        for s in 0..<new.numberOfSections {
            let items = new.items(inSectionAt: s)
            // Each new item's old place (section << 32 | item, or -1 when new or reloaded), then the old
            // positions of those that were in this section before, in their new order.
            var from = [Int](repeating: -1, count: items.count)
            var stayed: [Int] = []
            for i in 0..<items.count {
                guard let o = table.position(of: items[i]), !matched[o] else { continue }
                matched[o] = true
                let packed = oldPacked[o]
                if !reloaded.isEmpty, reloaded.contains(items[i]) {
                    deletes.append(IndexPath(item: packed & 0xFFFF_FFFF, section: packed >> 32))
                    continue
                }
                from[i] = packed
                if packed >> 32 == s { stayed.append(packed & 0xFFFF_FFFF) }
            }
            let keep = Self.longestIncreasingRun(stayed)
            var k = 0
            for i in 0..<items.count {
                let packed = from[i]
                guard packed >= 0 else { inserts.append(IndexPath(item: i, section: s)); continue }
                if packed >> 32 == s {
                    k += 1
                    if keep[k - 1] { continue }
                }
                moves.append((IndexPath(item: packed & 0xFFFF_FFFF, section: packed >> 32), IndexPath(item: i, section: s)))
            }
        }
        // What is left was not in the new snapshot.
        for o in 0..<oldItems.count where !matched[o] {
            deletes.append(IndexPath(item: oldPacked[o] & 0xFFFF_FFFF, section: oldPacked[o] >> 32))
        }
        deletes.sort()
    }

    /// Which of `values` form a longest strictly increasing subsequence (patience sorting, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var keep = [Bool](repeating: false, count: values.count)
        var i = tails.last ?? -1
        while i >= 0 {
            keep[i] = true
            i = previous[i]
        }
        return keep
    }
}
