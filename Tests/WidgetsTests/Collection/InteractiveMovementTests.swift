import Render
import Testing
import TestSupport
@testable import Widgets

/// Named items in one section that can move, with a log of what the collection view asked and told.
@MainActor
final class MovableItems: CollectionViewDataSource, CollectionViewDelegate {
    var names: [String]
    var fixed: Set<String> = []
    /// The delegate's redirect: the furthest index a move may reach (nil: anywhere).
    var furthest: Int?
    var log: [String] = []
    var asked: [IndexPath] = []

    init(_ count: Int) { names = (0..<count).map { "item \($0)" } }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.identifier = names[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        log.append("can move \(indexPath.item)")
        return !fixed.contains(names[indexPath.item])
    }
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        log.append("target \(originalIndexPath.item) at \(currentIndexPath.item) to \(proposedIndexPath.item)")
        guard let furthest, proposedIndexPath.item > furthest else { return proposedIndexPath }
        return IndexPath(item: furthest, section: 0)
    }
}

@MainActor
@Suite("Interactive movement")
struct InteractiveMovementTests {
    /// A grid of 100 pt tiles (three a row in 375 pt) over `MovableItems`.
    static func grid(_ count: Int) -> (Window, ManualClock, CollectionView, MovableItems) {
        let (window, clock, collection, _) = makeGrid([count])
        let items = MovableItems(count)
        collection.dataSource = items
        collection.delegate = items
        window.step(clock)
        return (window, clock, collection, items)
    }

    static func centre(_ collection: CollectionView, _ item: Int) -> Point {
        let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return Point(x: frame.midX, y: frame.midY)
    }

    static func shown(_ collection: CollectionView) -> [String] {
        collection.visibleCells.map { $0.identifier ?? "?" }
    }

    @Test("a whole move: the dragged cell follows the position, the items between make room, the end moves the data once")
    func wholeMove() throws {
        let (window, clock, collection, items) = Self.grid(7)
        let slot0 = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        let slot1 = collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        let slot4 = collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame
        let dragged = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(collection.indexPathForInteractivelyMovingItem == IndexPath(item: 1, section: 0))
        // Over the gap between two places: the cell's centre is the position, nothing else moves.
        let gap = Point(x: (slot0.maxX + slot1.minX) / 2, y: slot1.midY)
        collection.updateInteractiveMovementTargetPosition(gap)
        #expect(dragged.frame == Rect(x: gap.x - slot1.width / 2, y: slot1.minY, width: slot1.width, height: slot1.height))
        #expect(collection.indexPathForInteractivelyMovingItem == IndexPath(item: 1, section: 0))
        // Over item 4's place: items 2, 3 and 4 shift back one; the cell stays on the pointer, in front.
        collection.updateInteractiveMovementTargetPosition(Self.centre(collection, 4))
        #expect(collection.indexPathForInteractivelyMovingItem == IndexPath(item: 4, section: 0))
        #expect(Self.shown(collection) == ["item 0", "item 2", "item 3", "item 4", "item 1", "item 5", "item 6"])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0)) === dragged)
        #expect(dragged.frame == slot4)
        #expect(collection.subviews.last(where: { $0 is CollectionViewCell }) === dragged)
        // Half way through the room-making animation the shifted cells are between their places.
        window.step(clock, frames: 9)
        let shifted = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(shifted.presentationFrame != shifted.frame)
        window.step(clock, frames: 30)
        for item in 0..<7 {
            let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
            #expect(collection.cellForItem(at: IndexPath(item: item, section: 0))?.presentationFrame == frame)
        }
        #expect(items.names == (0..<7).map { "item \($0)" })
        collection.endInteractiveMovement()
        window.step(clock, frames: 30)
        #expect(items.log == ["can move 1", "target 1 at 1 to 1", "target 1 at 1 to 4", "move 1 to 4"])
        #expect(items.names == ["item 0", "item 2", "item 3", "item 4", "item 1", "item 5", "item 6"])
        #expect(collection.indexPathForInteractivelyMovingItem == nil)
        #expect(Self.shown(collection) == items.names)
        #expect(dragged.presentationFrame == slot4)
    }

    @Test("a cancelled move slides every item back and the data source hears nothing")
    func cancelled() throws {
        let (window, clock, collection, items) = Self.grid(5)
        let cells = collection.visibleCells
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(Self.centre(collection, 2))
        #expect(Self.shown(collection) == ["item 1", "item 2", "item 0", "item 3", "item 4"])
        collection.cancelInteractiveMovement()
        window.step(clock, frames: 30)
        #expect(collection.visibleCells.map { ObjectIdentifier($0) } == cells.map { ObjectIdentifier($0) })
        for (item, cell) in cells.enumerated() {
            #expect(cell.presentationFrame == collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame)
        }
        #expect(items.log == ["can move 0", "target 0 at 0 to 2"])
        #expect(items.names == (0..<5).map { "item \($0)" })
    }

    @Test("a refused item does not begin; the delegate's redirect caps the target")
    func refusedAndRedirected() {
        let (_, _, collection, items) = Self.grid(6)
        items.fixed = ["item 5"]
        items.furthest = 2
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
        #expect(collection.indexPathForInteractivelyMovingItem == nil)
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collection.updateInteractiveMovementTargetPosition(Self.centre(collection, 4))
        #expect(collection.indexPathForInteractivelyMovingItem == IndexPath(item: 2, section: 0))
        collection.endInteractiveMovement()
        // A second begin while one movement runs is refused before the data source is asked.
        #expect(items.log == ["can move 5", "can move 0", "target 0 at 0 to 4", "move 0 to 2"])
        #expect(items.names == ["item 1", "item 2", "item 0", "item 3", "item 4", "item 5"])
    }

    @Test("cells made while a move shows are asked for with the data source's own index paths")
    func cellsDuringMove() {
        let (window, clock, collection, items) = Self.grid(60)
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(Self.centre(collection, 5))
        window.step(clock, frames: 30)
        // Away and back: the first row's cells are made again while the move shows item 0 at 5.
        collection.setContentOffset(Point(x: 0, y: 1500), animated: false)
        window.step(clock)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) == nil)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.identifier == "item 0")
        items.asked = []
        collection.setContentOffset(.zero, animated: false)
        window.step(clock)
        #expect(Array(Self.shown(collection).prefix(7)) == ["item 1", "item 2", "item 3", "item 4", "item 5", "item 0", "item 6"])
        #expect(!items.asked.contains(IndexPath(item: 0, section: 0)))
        #expect(items.asked.contains(IndexPath(item: 1, section: 0)))
        #expect(collection.visibleCells.allSatisfy { cell in cell.indexPath.map { collection.cellForItem(at: $0) === cell } ?? false })
    }
}
