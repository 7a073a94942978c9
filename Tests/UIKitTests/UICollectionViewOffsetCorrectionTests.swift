import Testing
import TestSupport
import UIKit

/// Rows of `.estimated(44)` height whose cells are 100 pt tall, reached without being shown (a jump far down the
/// page, then a scroll back up): as the rows at and above the top of the viewport are measured, the content
/// offset moves by the difference, so what is on screen stays where it was, as UIKit corrects it.
@MainActor
struct UICollectionViewOffsetCorrectionTests {
    final class TallCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                bar.topAnchor.constraint(equalTo: contentView.topAnchor),
                bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                bar.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class RowsViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            collectionView.contentInsetAdjustmentBehavior = .never
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<TallCell, Int> { _, _, _ in }
            dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, row in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<300))
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }
    }

    /// The first item whose top is at or below the viewport's top, and that top on screen.
    func topItem(_ cv: UICollectionView) throws -> (IndexPath, Double) {
        let top = Double(cv.contentOffset.y)
        let attributes = (cv.collectionViewLayout.layoutAttributesForElements(in: cv.bounds) ?? [])
            .filter { Double($0.frame.minY) >= top }
            .min { $0.frame.minY < $1.frame.minY }
        let first = try #require(attributes)
        return (first.indexPath, Double(first.frame.minY) - top)
    }

    @Test("a jump down and a scroll back up measure rows above the viewport's top, and the row at the top keeps its place on screen")
    func correction() throws {
        let controller = RowsViewController()
        _ = UIKitHost(controller)
        let cv = controller.collectionView!
        // Jump to where row 150 starts at its estimate; rows never shown stand at 44 pt until then.
        cv.contentOffset = CGPoint(x: 0, y: try #require(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 150, section: 0))).frame.minY - 10)
        let (anchor, screenY) = try topItem(cv)
        #expect(anchor == IndexPath(item: 150, section: 0))
        cv.layoutIfNeeded()
        let row = try #require(cv.cellForItem(at: anchor))
        #expect(Double(row.frame.height) == 100)
        #expect(Double(row.frame.minY - cv.contentOffset.y) == screenY)
        // The row partly above the top was measured too (100 pt, not 44): without the correction row 150
        // would have moved down by 56 pt.
        #expect(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 149, section: 0))?.frame.height == 100)
        // Back up 300 pt into rows never measured: they come in at 100 pt and the top row stays put.
        cv.contentOffset.y -= 300
        let (upper, upperY) = try topItem(cv)
        cv.layoutIfNeeded()
        let upperRow = try #require(cv.cellForItem(at: upper))
        #expect(Double(upperRow.frame.height) == 100)
        #expect(Double(upperRow.frame.minY - cv.contentOffset.y) == upperY)
    }
}
