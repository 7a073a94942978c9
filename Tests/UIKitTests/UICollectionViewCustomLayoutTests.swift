import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

/// Custom layouts written as UIKit code: a flow layout subclass that moves the attributes `super` gives
/// (`layoutAttributesForElements(in:)` returns `[UICollectionViewLayoutAttributes]?`, as Apple declares it),
/// and attributes placed by `center` and `size`.
@MainActor
struct UICollectionViewCustomLayoutTests {
    /// The left-aligned tag layout apps write: each line's items packed from the left inset, 8 pt apart.
    final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
            var left = sectionInset.left
            var lineY: CGFloat = -1
            for item in attributes where item.representedElementCategory == .cell {
                if item.frame.origin.y != lineY { left = sectionInset.left; lineY = item.frame.origin.y }
                item.frame.origin.x = left
                left += item.frame.width + minimumInteritemSpacing
            }
            return attributes
        }
    }

    /// A layout with no elements: UIKit's base class answers nil.
    final class EmptyLayout: UICollectionViewLayout {}

    final class Source: NSObject, UICollectionViewDataSource {
        let widths: [CGFloat]
        init(widths: [CGFloat]) { self.widths = widths }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        }
    }

    final class Sizes: NSObject, UICollectionViewDelegateFlowLayout {
        let widths: [CGFloat]
        init(widths: [CGFloat]) { self.widths = widths }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: widths[indexPath.item], height: 30)
        }
    }

    @Test("a flow layout subclass's override of layoutAttributesForElements places the cells")
    func leftAlignedTags() throws {
        let widths: [CGFloat] = [100, 60, 120, 150, 90]
        let layout = LeftAlignedFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let page = UIViewController()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        let source = Source(widths: widths), sizes = Sizes(widths: widths)
        cv.dataSource = source
        cv.delegate = sizes
        page.view.addSubview(cv)
        let host = UIKitHost(page)
        host.window.step(host.clock, frames: 2)
        let frames = try (0..<5).map { try #require(cv.cellForItem(at: IndexPath(item: $0, section: 0))).frame }
        // Line 1: 100 + 60 + 120 = 280 (+16) fits in 343; 150 does not: line 2 holds 150 and 90.
        #expect(frames.map(\.minX) == [16, 124, 192, 16, 174])
        #expect(frames.map(\.minY) == [0, 0, 0, 40, 40])
    }

    @Test("UICollectionViewLayout's layoutAttributesForElements answers nil and the collection shows no cells")
    func baseLayoutAnswersNil() {
        let layout = EmptyLayout()
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100)) == nil)
        let page = UIViewController()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        let source = Source(widths: [10, 20])
        cv.dataSource = source
        page.view.addSubview(cv)
        let host = UIKitHost(page)
        host.window.step(host.clock, frames: 2)
        #expect(cv.visibleCells.isEmpty)
    }

    @Test("attributes' center moves the frame keeping its size; size and bounds resize about the centre")
    func centerAndSize() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        attributes.center = CGPoint(x: 100, y: 50)
        #expect(attributes.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        attributes.size = CGSize(width: 60, height: 40)
        #expect(attributes.frame == CGRect(x: 70, y: 30, width: 60, height: 40))
        #expect(attributes.center == CGPoint(x: 100, y: 50))
        attributes.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(attributes.frame == CGRect(x: 90, y: 40, width: 20, height: 20))
    }
}
