import Testing
import TestSupport
import UIKit

/// Changing a collection view's layout as apps do: `setCollectionViewLayout(_:animated:)` from a grid to a
/// wider grid, the cells sliding on the one animation clock, and a flow delegate's sizes asked again after
/// `invalidateLayout()`.
@MainActor
struct UICollectionViewSetLayoutTests {
    final class Tiles: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        var side: CGFloat = 90

        init() { super.init(collectionViewLayout: Self.grid(side: 90)) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        static func grid(side: CGFloat) -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: side, height: side)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            return layout
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: side, height: side)
        }
    }

    func cellFrame(_ cv: UICollectionView, _ item: Int) throws -> CGRect {
        try #require(cv.cellForItem(at: IndexPath(item: item, section: 0))).frame
    }

    @Test("an animated layout change slides each cell from its old frame to its new one, then calls the completion once")
    func animatedLayoutChange() throws {
        let tiles = Tiles()
        let host = UIKitHost(tiles)
        let cv = tiles.collectionView!
        // Four 90 pt tiles a row (375 pt): tile 4 starts the second row.
        #expect(try cellFrame(cv, 4).minY == 90 && cellFrame(cv, 4).width == 90)
        var completions: [Bool] = []
        tiles.side = 180
        let wide = Tiles.grid(side: 180)
        cv.setCollectionViewLayout(wide, animated: true) { completions.append($0) }
        #expect(cv.collectionViewLayout === wide)
        // Two 180 pt tiles a row: tile 4 ends at (0, 360). Halfway through the 0.3 s it is between.
        let duration = UICollectionView.updateDuration
        host.window.step(host.clock, frames: Int((duration / 2 * 60).rounded()))
        // The frame is the model's (the new one, as in UIKit); the cell on screen is the layer's presentation.
        #expect(try cellFrame(cv, 4) == CGRect(x: 0, y: 360, width: 180, height: 180))
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 4, section: 0)))
        let midway = try #require(cell.layer.presentation()).frame
        #expect(midway.minY > 90 && midway.minY < 360)
        #expect(midway.width > 90 && midway.width < 180)
        #expect(completions.isEmpty)
        host.window.step(host.clock, frames: Int((duration * 60).rounded()))
        #expect(try cellFrame(cv, 4) == CGRect(x: 0, y: 360, width: 180, height: 180))
        #expect(try cellFrame(cv, 1) == #require(wide.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame)
        #expect(completions == [true])
        #expect(Double(cv.contentSize.height) == 540)
    }

    @Test("without animation the new frames apply at the next layout and the completion runs at once")
    func immediateLayoutChange() throws {
        let tiles = Tiles()
        let host = UIKitHost(tiles)
        let cv = tiles.collectionView!
        var completions: [Bool] = []
        tiles.side = 180
        cv.setCollectionViewLayout(Tiles.grid(side: 180), animated: false) { completions.append($0) }
        #expect(completions == [true])
        host.window.step(host.clock)
        #expect(try cellFrame(cv, 4) == CGRect(x: 0, y: 360, width: 180, height: 180))
    }

    @Test("invalidateLayout after the flow delegate's size changed asks it again: the tiles take the new size")
    func invalidateAfterSizeChange() throws {
        let tiles = Tiles()
        let host = UIKitHost(tiles)
        let cv = tiles.collectionView!
        tiles.side = 125
        host.window.step(host.clock)
        // Not asked again until the layout is invalidated.
        #expect(try cellFrame(cv, 3).width == 90)
        cv.collectionViewLayout.invalidateLayout()
        host.window.step(host.clock)
        // Three 125 pt tiles a row: tile 3 starts the second.
        #expect(try cellFrame(cv, 3) == CGRect(x: 0, y: 125, width: 125, height: 125))
    }
}
