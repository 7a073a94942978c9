import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Collection view")
struct CollectionViewTests {
    @Test("only the items in the viewport and its overscan get cells, and scrolling recycles them")
    func visibleCellsOnly() {
        let (window, clock, collection, source) = makeGrid([100_000])
        // Rows are 110 pt apart; 667 + 22 overscan reaches row 6 (y 660): 7 rows of 3.
        #expect(collection.liveCellCount == 21)
        #expect(collection.cellsCreated == 21)
        #expect(source.cellRequests == 21)
        collection.setContentOffset(Point(x: 0, y: 110 * 2000), animated: false)
        window.step(clock)
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 5997, section: 0))
        // The new rows reuse the cells the old ones left: no more cells are made than one screen needs.
        #expect(collection.cellsCreated <= 24)
        #expect(collection.liveCellCount + collection.pooledCellCount == collection.cellsCreated)
    }

    @Test("the tree JSON lists the visible items and each cell's index path")
    func treeJSON() {
        let (_, _, collection, _) = makeGrid([4])
        let node = ViewTree.node(for: collection)
        #expect(node["visibleItems"] == .array((0..<4).map { .array([.number(0), .number(Double($0))]) }))
        let cell = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(ViewTree.node(for: cell)["indexPath"] == .array([.number(0), .number(2)]))
        #expect(ViewTree.node(for: cell)["selected"] == .bool(false))
    }

    @Test("a tap highlights then selects; single selection deselects the previous item first")
    func tapSelects() {
        let (window, clock, collection, source) = makeGrid([5])
        // Nothing scrolls (two rows), so the highlight is immediate.
        window.sendPointer(.began, at: Point(x: 150, y: 50), time: clock.now)
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cell.isHighlighted)
        window.sendPointer(.ended, at: Point(x: 150, y: 50), time: clock.now)
        #expect(cell.isSelected && !cell.isHighlighted)
        window.sendPointer(.began, at: Point(x: 50, y: 160), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 50, y: 160), time: clock.now)
        #expect(source.log.entries == ["highlight [0, 1]", "unhighlight [0, 1]", "select [0, 1]",
                                       "highlight [0, 3]", "unhighlight [0, 3]", "deselect [0, 1]", "select [0, 3]"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(!cell.isSelected)
    }

    @Test("multiple selection toggles an item, and a press that scrolls selects nothing")
    func multipleAndScroll() {
        let (window, clock, collection, source) = makeGrid([60])
        collection.allowsMultipleSelection = true
        for _ in 0..<2 {
            window.sendPointer(.began, at: Point(x: 50, y: 50), time: clock.now)
            window.step(clock, frames: 12)
            window.sendPointer(.ended, at: Point(x: 50, y: 50), time: clock.now)
        }
        window.sendPointer(.began, at: Point(x: 280, y: 50), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 280, y: 50), time: clock.now)
        #expect(source.log.entries == ["highlight [0, 0]", "unhighlight [0, 0]", "select [0, 0]",
                                       "highlight [0, 0]", "unhighlight [0, 0]", "deselect [0, 0]",
                                       "highlight [0, 2]", "unhighlight [0, 2]", "select [0, 2]"])
        source.log.clear()
        window.sendPointer(.began, at: Point(x: 150, y: 300), time: clock.now)
        for i in 1...5 {
            window.sendPointer(.moved, at: Point(x: 150, y: 300 - Double(i) * 8), time: clock.now)
            window.step(clock)
        }
        window.sendPointer(.ended, at: Point(x: 150, y: 260), time: clock.now)
        #expect(source.log.entries.isEmpty)
        #expect(collection.contentOffset.y > 0)
    }

    @Test("scrollToItem puts the item at the top, centre or bottom, clamped to the content")
    func scrollToItem() {
        let (window, clock, collection, _) = makeGrid([300])
        collection.scrollToItem(at: IndexPath(item: 150, section: 0), at: .top, animated: false)
        #expect(Double(collection.contentOffset.y) == 5500)
        collection.scrollToItem(at: IndexPath(item: 150, section: 0), at: .centeredVertically, animated: false)
        let centred: Double = 5500 + 50 - 333.5
        #expect(Double(collection.contentOffset.y) == centred)
        collection.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        let bottom = Double(collection.contentSize.height) - 667
        #expect(Double(collection.contentOffset.y) == bottom)
        window.step(clock)
        #expect(collection.indexPathsForVisibleItems.contains(IndexPath(item: 299, section: 0)))
    }

    @Test("the arrows move focus through the grid by position, and Return selects like a tap")
    func keyboardFocus() throws {
        let (window, clock, collection, source) = makeGrid([10])
        source.unhighlightable = [IndexPath(item: 4, section: 0)]
        window.sendKey(try KeyCombo.parse("down"))
        #expect(collection.focusedIndexPath == IndexPath(item: 0, section: 0))
        window.sendKey(try KeyCombo.parse("right"))
        window.sendKey(try KeyCombo.parse("down"))
        // Item 4 (below 1) cannot take focus: of the row's two nearest, equally far, the first in order wins.
        #expect(collection.focusedIndexPath == IndexPath(item: 3, section: 0))
        window.sendKey(try KeyCombo.parse("left"))
        #expect(collection.focusedIndexPath == IndexPath(item: 3, section: 0))
        window.sendKey(try KeyCombo.parse("right"))
        #expect(collection.focusedIndexPath == IndexPath(item: 5, section: 0))
        window.sendKey(try KeyCombo.parse("down"))
        #expect(collection.focusedIndexPath == IndexPath(item: 8, section: 0))
        window.step(clock)
        #expect(collection.cellForItem(at: IndexPath(item: 8, section: 0))!.isFocused)
        #expect(collection.visibleCells.filter(\.isFocused).count == 1)
        window.sendKey(try KeyCombo.parse("return"))
        #expect(source.log.entries == ["select [0, 8]"])
    }

    @Test("batch updates remap index paths, slide kept cells on the animation clock, and fade new ones in")
    func batchUpdates() {
        let (window, clock, collection, source) = makeGrid([6])
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        let fifth = collection.cellForItem(at: IndexPath(item: 5, section: 0))!
        collection.selectItem(at: IndexPath(item: 5, section: 0), animated: false)
        var finished = false
        collection.performBatchUpdates({
            source.counts = [6]
            collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            collection.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 2, section: 0))
        }, completion: { finished = $0 })
        // Old 0 → 1, old 5 → 2 (moved), old 2, 3, 4 → 3, 4, 5; old 1 deleted; new 0 inserted.
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === fifth)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        let inserted = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        window.step(clock, frames: 9)
        #expect(Double(first.presentationFrame.minX) > 0 && Double(first.presentationFrame.minX) < 137.5)
        #expect(inserted.presentationAlpha > 0 && inserted.presentationAlpha < 1)
        #expect(!finished)
        window.step(clock, frames: 12)
        #expect(finished)
        #expect(first.frame.minX == 137.5 && fifth.frame == Rect(x: 275, y: 0, width: 100, height: 100))
        #expect(collection.visibleCells.count == 6)
        #expect(collection.subviews.filter { $0 is CollectionViewCell }.count == 6)
    }
}
