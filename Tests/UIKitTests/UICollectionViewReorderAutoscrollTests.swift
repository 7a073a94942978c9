import Testing
import TestSupport
import UIKit

/// Dragging a tile near the bottom edge of a long grid with UICollectionViewController's standard movement
/// gesture: the grid scrolls on its own, faster nearer the edge, and the tile moves to a place that was off
/// screen when the drag began.
@MainActor
struct UICollectionViewReorderAutoscrollTests {
    typealias TileGrid = UICollectionViewControllerAsAppsWriteItTests.TileGrid

    /// Sixty 90 pt tiles four a row, no spacing: fifteen rows, 1350 pt of content.
    func tallGrid() -> (TileGrid, UIKitHost) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let grid = TileGrid(layout: layout, allowsMoves: true)
        grid.tiles = Array(0..<60)
        return (grid, UIKitHost(grid))
    }

    @Test("the speed is 0 outside the 50 pt bands and rises linearly to 800 pt/s at the top and bottom edges")
    func speedFromDistance() {
        let (grid, _) = tallGrid()
        let cv = grid.collectionView!
        let top = Double(cv.bounds.minY + cv.adjustedContentInset.top)
        let bottom = Double(cv.bounds.maxY - cv.adjustedContentInset.bottom)
        #expect(cv.movementAutoscrollSpeed(at: (top + bottom) / 2) == 0)
        #expect(cv.movementAutoscrollSpeed(at: top + 50) == 0)
        #expect(cv.movementAutoscrollSpeed(at: top + 25) == -400)
        #expect(cv.movementAutoscrollSpeed(at: top) == -800)
        #expect(cv.movementAutoscrollSpeed(at: bottom - 10) == 640)
        #expect(cv.movementAutoscrollSpeed(at: bottom + 30) == 800)
    }

    @Test("held 25 pt above the bottom edge, the drag scrolls at 400 pt/s and the tile lands in a row that was off screen")
    func scrollsWhileHeldNearTheBottom() throws {
        let (grid, host) = tallGrid()
        let cv = grid.collectionView!
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let start = UICollectionViewControllerAsAppsWriteItTests.centre(first)
        let visibleBottom = Double(cv.convert(CGPoint(x: 0, y: cv.bounds.maxY - cv.adjustedContentInset.bottom), to: nil).y)
        let near = CGPoint(x: start.x, y: visibleBottom - 25)
        let offsetBefore = Double(cv.contentOffset.y)
        grid.log.removeAll()
        host.window.sendPointer(.began, at: start, time: host.clock.now)
        host.window.step(host.clock, frames: 36)
        #expect(cv.indexPathForInteractivelyMovingItem == IndexPath(item: 0, section: 0))
        host.window.sendPointer(.moved, at: near, time: host.clock.now)
        host.window.step(host.clock)
        let offsetAtEdge = Double(cv.contentOffset.y)
        // Half a second held still near the edge: about 400 pt/s × 0.5 s (to a frame either way).
        host.window.step(host.clock, frames: 30)
        let scrolled = Double(cv.contentOffset.y) - offsetAtEdge
        #expect(scrolled > 400 * 29 / 60 - 1 && scrolled < 400 * 31 / 60 + 1)
        #expect(Double(cv.contentOffset.y) > offsetBefore)
        let shown = try #require(cv.indexPathForInteractivelyMovingItem)
        host.window.sendPointer(.ended, at: near, time: host.clock.now)
        host.window.step(host.clock, frames: 30)
        // The tile went to a place below the rows on screen when the drag began (rows 0…7 of 90 pt).
        #expect(shown.item >= 28)
        // The scrolling brought rows into view (their cells told to the delegate), then the one move.
        #expect(grid.log.contains("willDisplay 36"))
        #expect(grid.log.filter { $0.hasPrefix("move") } == ["move 0 to \(shown.item)"])
        #expect(grid.tiles[shown.item] == 0)
        // Released, the scrolling stops.
        let rested = cv.contentOffset.y
        host.window.step(host.clock, frames: 10)
        #expect(cv.contentOffset.y == rested)
    }
}
