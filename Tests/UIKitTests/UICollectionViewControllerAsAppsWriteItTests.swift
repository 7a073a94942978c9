import Testing
import TestSupport
import UIKit

/// A UICollectionViewController subclass as apps write it: both designated initializers (a storyboard's
/// `required init?(coder:)` calling `super.init(coder:)`, and a custom one calling
/// `init(collectionViewLayout:)`), the collection view reached through its `UICollectionView!` type, and
/// the data source and delegate methods overridden in the class body.
@MainActor
struct UICollectionViewControllerAsAppsWriteItTests {
    final class TileCell: UICollectionViewCell {}

    final class TileGrid: UICollectionViewController {
        var tiles = Array(0..<8)
        var log: [String] = []
        let allowsMoves: Bool

        required init?(coder: NSCoder) {
            allowsMoves = false
            super.init(coder: coder)
        }

        init(layout: UICollectionViewLayout, allowsMoves: Bool) {
            self.allowsMoves = allowsMoves
            super.init(collectionViewLayout: layout)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView!.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            collectionView?.reloadData()
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.accessibilityIdentifier = "tile \(tiles[indexPath.item])"
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            log.append("willDisplay \(indexPath.item)")
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { allowsMoves }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
            tiles.insert(tiles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    static func fourAcross() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 5
        return layout
    }

    /// A long press held past UIKit's 0.5 s on `from`, dragged to `to` and released (window points).
    static func longPressDrag(_ host: UIKitHost, from: CGPoint, to: CGPoint) {
        host.window.sendPointer(.began, at: from, time: host.clock.now)
        host.window.step(host.clock, frames: 36)
        for step in 1...4 {
            let t = Double(step) / 4
            let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            host.window.sendPointer(.moved, at: point, time: host.clock.now)
            host.window.step(host.clock)
        }
        host.window.sendPointer(.ended, at: to, time: host.clock.now)
        host.window.step(host.clock, frames: 30)
    }

    static func centre(_ cell: UICollectionViewCell) -> CGPoint {
        let frame = cell.convert(cell.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test("init(coder:) makes the controller with a flow layout at its defaults, its own data source, cells shown")
    func coderInit() throws {
        let grid = try #require(TileGrid(coder: NSCoder()))
        let host = UIKitHost(grid)
        let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(grid.collectionView.dataSource === grid)
        #expect(grid.collectionView.indexPathsForVisibleItems.count == 8)
        // Display is told in index-path order, each item once.
        #expect(grid.log == (0..<8).map { "willDisplay \($0)" })
        grid.log.removeAll()
        host.tap(try #require(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))))
        #expect(grid.log == ["didSelect 2"])
    }

    @Test("a long press on a cell drags it to another place and the overridden moveItemAt hears it, as UIKit's standard gesture does")
    func standardReorderGesture() throws {
        let grid = TileGrid(layout: Self.fourAcross(), allowsMoves: true)
        let host = UIKitHost(grid)
        #expect(grid.installsStandardGestureForInteractiveMovement)
        let cv = grid.collectionView!
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let fourth = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        grid.log.removeAll()
        Self.longPressDrag(host, from: Self.centre(first), to: Self.centre(fourth))
        #expect(grid.log == ["move 0 to 3"])
        #expect(grid.tiles == [1, 2, 3, 0, 4, 5, 6, 7])
        #expect(cv.indexPathForInteractivelyMovingItem == nil)
        // The moved tile settles in the fourth slot: 3 × (90 + 5) from the left.
        let moved = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(moved.accessibilityIdentifier == "tile 0")
        #expect(Double(moved.frame.minX) == Double(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame.minX))
    }

    @Test("the long press moves nothing when the gesture is not installed or the data source declines the move")
    func reorderDeclined() throws {
        for (installs, allows) in [(false, true), (true, false)] {
            let grid = TileGrid(layout: Self.fourAcross(), allowsMoves: allows)
            grid.installsStandardGestureForInteractiveMovement = installs
            let host = UIKitHost(grid)
            let cv = grid.collectionView!
            let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
            let fourth = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
            grid.log.removeAll()
            Self.longPressDrag(host, from: Self.centre(first), to: Self.centre(fourth))
            #expect(!grid.log.contains { $0.hasPrefix("move") })
            #expect(grid.tiles == Array(0..<8))
        }
    }

    @Test("setting collectionView replaces the controller's view, and collectionViewLayout is the new view's")
    func replacingTheCollectionView() throws {
        let grid = TileGrid(layout: Self.fourAcross(), allowsMoves: false)
        _ = UIKitHost(grid)
        let replacement = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        grid.collectionView = replacement
        #expect(grid.view === replacement)
        #expect(grid.collectionViewLayout === replacement.collectionViewLayout)
    }
}
