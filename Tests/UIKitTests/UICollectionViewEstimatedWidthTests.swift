import Testing
import TestSupport
import UIKit

/// Compositional items of `.estimated` width, as apps write tag rows: an orthogonally scrolling row of chips
/// and, below it, a section of one chip per row. Each chip is measured when it comes into view and is as wide
/// as its label plus its padding; the chips after it in the row move with it.
@MainActor
struct UICollectionViewEstimatedWidthTests {
    final class ChipCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class TagsViewController: UIViewController {
        static let tags = [["Go", "Swift", "Collection views", "A"], ["UIKit", "Self-sizing cells"]]
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout { index, _ in
                let size = NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32))
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60),
                                                                                     heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 8
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
                if index == 0 { section.orthogonalScrollingBehavior = .continuous }
                return section
            }
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<ChipCell, String> { cell, _, tag in
                cell.label.text = tag
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, tag in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: tag)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(Self.tags[0], toSection: 0)
            snapshot.appendItems(Self.tags[1], toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }
    }

    @Test("chips of estimated width are their label's width plus 24 pt, side by side 8 pt apart in the row, one a row below")
    func chips() throws {
        let controller = TagsViewController()
        _ = UIKitHost(controller)
        let cv = controller.collectionView!
        func frame(_ item: Int, _ section: Int) throws -> CGRect {
            try #require(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))).frame
        }
        func labelWidth(_ item: Int, _ section: Int) throws -> Double {
            let cell = try #require(cv.cellForItem(at: IndexPath(item: item, section: section)) as? ChipCell)
            #expect(cell.label.frame.width > 0)
            return Double(cell.label.frame.width)
        }
        // The row: from the 16 pt leading inset, each chip its label plus 12 pt each side, 8 pt between.
        var x = 16.0
        for i in 0..<4 {
            let chip = try frame(i, 0)
            #expect(Double(chip.minX) == x)
            #expect(Double(chip.width) == (try labelWidth(i, 0)) + 24)
            #expect(chip.minY == 0 && chip.height == 32)
            x = Double(chip.maxX) + 8
        }
        // "A" is narrower than "Collection views": the widths are the chips' own, not the 60 pt estimate.
        #expect(try frame(3, 0).width < frame(2, 0).width)
        // The row scrolls across its chips and the trailing inset.
        let scroller = try #require(cv.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(Double(scroller.contentSize.width) == x - 8 + 16)
        // The second section: one chip a row (its group is as wide as its chip), 32 pt rows 8 pt apart.
        for i in 0..<2 {
            let chip = try frame(i, 1)
            #expect(Double(chip.minX) == 16)
            #expect(Double(chip.width) == (try labelWidth(i, 1)) + 24)
            #expect(Double(chip.minY) == 52 + Double(i) * 40)
        }
        #expect(Double(cv.contentSize.height) == 52 + 32 + 8 + 32 + 20)
    }
}
