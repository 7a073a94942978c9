import Testing
import TestSupport
import UIKit

/// A grid written as UIKit code: a compositional layout whose section has a background decoration view
/// registered on the layout, a diffable data source with reordering handlers, and an app's own drag driving
/// the interactive movement API.
@MainActor
struct UICollectionViewReorderTests {
    final class SectionBackgroundView: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemGray5
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class GridViewController: UIViewController {
        static let backgroundKind = "section-background-element-kind"
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        var reordered: [[Int]] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                              heightDimension: .absolute(80)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)]
            let layout = UICollectionViewCompositionalLayout(section: section)
            layout.register(SectionBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
                cell.accessibilityIdentifier = "tile \(number)"
            }
            dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, number in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
            }
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers.didReorder = { [weak self] (transaction: NSDiffableDataSourceTransaction<Int, Int>) in
                self?.reordered.append(transaction.finalSnapshot.itemIdentifiers)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<8))
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }
    }

    @Test("the section background sits behind the tiles, and a drag through the movement API reorders the snapshot")
    func backgroundAndReorder() throws {
        let grid = GridViewController()
        let host = UIKitHost(grid)
        let cv = grid.collectionView!
        let background = try #require(cv.subviews.first as? SectionBackgroundView)
        // Two rows of four 80 pt tiles: the section's whole span.
        #expect(background.frame == CGRect(x: 0, y: 0, width: 375, height: 160))
        #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = try #require(cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)))
        cv.updateInteractiveMovementTargetPosition(target.center)
        cv.endInteractiveMovement()
        host.window.step(host.clock, frames: 30)
        #expect(grid.reordered == [[1, 2, 3, 4, 5, 6, 0, 7]])
        #expect(grid.dataSource.snapshot().itemIdentifiers == [1, 2, 3, 4, 5, 6, 0, 7])
        #expect(cv.cellForItem(at: IndexPath(item: 6, section: 0))?.accessibilityIdentifier == "tile 0")
    }
}
