import Testing
import TestSupport
import UIKit

/// Supplementary items attached to items (NSCollectionLayoutSupplementaryItem with an NSCollectionLayoutAnchor),
/// as Apple's "Implementing Modern Collection Views" sample badges its cells: a 20 × 20 badge whose top-trailing
/// corner sits on the cell's, moved out by 30 % of its size to the right and up.
@MainActor
struct UICollectionViewBadgeTests {
    static let badgeKind = "badge-element-kind"

    final class BadgeView: UICollectionReusableView {}

    final class GridViewController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: UICollectionViewBadgeTests.badgeKind, containerAnchor: anchor)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                                 heightDimension: .fractionalHeight(1)),
                                              supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                              heightDimension: .absolute(100)),
                                                           subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(BadgeView.self, forSupplementaryViewOfKind: UICollectionViewBadgeTests.badgeKind,
                                    withReuseIdentifier: "badge")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "badge", for: indexPath)
        }
    }

    @Test("each item's badge sits on its top-trailing corner, 6 pt out to the right and up, with the item's index path")
    func badges() throws {
        let controller = GridViewController()
        let host = UIKitHost(controller)
        host.window.step(host.clock)
        let cv = controller.collectionView!
        let width = Double(cv.bounds.width) / 4
        for i in 0..<6 {
            let path = IndexPath(item: i, section: 0)
            let cell = try #require(cv.collectionViewLayout.layoutAttributesForItem(at: path)).frame
            #expect(Double(cell.minX) == Double(i % 4) * width + 5)
            let badge = try #require(cv.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: Self.badgeKind, at: path))
            #expect(badge.frame == CGRect(x: cell.maxX - 20 + 6, y: cell.minY - 6, width: 20, height: 20))
            #expect(badge.zIndex > 0)
            // The data source's view is shown there.
            let view = try #require(cv.supplementaryView(forElementKind: Self.badgeKind, at: path))
            #expect(view is BadgeView)
            #expect(view.frame == badge.frame)
        }
        // Attributes in a rect list one badge per item shown.
        let all = cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds) ?? []
        #expect(all.filter { $0.representedElementKind == Self.badgeKind }.map(\.indexPath.item).sorted() == Array(0..<6))
    }
}
