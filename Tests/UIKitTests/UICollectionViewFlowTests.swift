import Testing
import TestSupport
import UIKit

/// A photos-style grid written as UIKit code writes it: a UICollectionViewController subclass with a flow
/// layout, a registered cell class, and a flow delegate that sizes the first section's items.
@MainActor
struct UICollectionViewFlowTests {
    final class SwatchCell: UICollectionViewCell {
        let swatch = UIView()
        // As UIKit code writes it, `override` without `required`: the collection view makes registered
        // cells through a required convenience initializer every subclass inherits.
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(swatch)
            selectedBackgroundView = UIView()
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            swatch.frame = contentView.bounds.insetBy(dx: 2, dy: 2)
        }
    }

    final class SwatchGrid: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        var selected: [IndexPath] = []

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 80, height: 80)
            layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            layout.headerReferenceSize = CGSize(width: 0, height: 44)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "header")
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? 2 : 9
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! SwatchCell
            cell.swatch.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemBlue : .systemOrange
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                     at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
        // The first section's two items are half-width banners.
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            indexPath.section == 0 ? CGSize(width: 166, height: 100) : CGSize(width: 80, height: 80)
        }
    }

    @Test("a flow-layout controller places headers, sized banners and a justified grid")
    func cellFrames() {
        let grid = SwatchGrid()
        let host = UIKitHost(grid)
        let cv = grid.collectionView!
        #expect(cv.numberOfSections == 2 && cv.numberOfItems(inSection: 1) == 9)
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        // Section 0: header 0–44, inset 8, banners 52–152, inset 8; section 1's header 160–204.
        #expect(header?.frame == CGRect(x: 0, y: 160, width: 375, height: 44))
        let banners = (0..<2).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(banners == [CGRect(x: 16, y: 52, width: 166, height: 100), CGRect(x: 193, y: 52, width: 166, height: 100)])
        // 343 available: four 80s with 10 pt need 350, so three a row, spacing (343 - 240) / 2 = 51.5.
        let grid1 = (0..<9).map { cv.cellForItem(at: IndexPath(item: $0, section: 1))!.frame.origin }
        #expect(grid1.prefix(4).map { Double($0.x) } == [16, 147.5, 279, 16])
        #expect(grid1.map { Double($0.y) } == [212, 212, 212, 302, 302, 302, 392, 392, 392])
        let expectedHeight: Double = 480
        #expect(Double(cv.contentSize.height) == expectedHeight)
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 1)) as! SwatchCell
        #expect(cell.swatch.frame == CGRect(x: 2, y: 2, width: 76, height: 76))
        host.tap(cell)
        #expect(grid.selected == [IndexPath(item: 4, section: 1)])
        #expect(cell.isSelected && cell.selectedBackgroundView?.isHidden == false)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 1)])
    }
}
