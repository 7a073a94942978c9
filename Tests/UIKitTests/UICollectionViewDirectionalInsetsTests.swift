import Testing
import TestSupport
import UIKit

/// Compositional layouts' content insets written as Apple's samples write them, NSDirectionalEdgeInsets on the
/// item, the section, a header and a section background, and the section's contentInsetsReference. Leading is
/// left and trailing right (Handheld lays out left to right).
@MainActor
struct UICollectionViewDirectionalInsetsTests {
    final class BackgroundView: UICollectionReusableView {}

    final class PairsViewController: UIViewController {
        static let headerKind = "header", backgroundKind = "background"
        let reference: UIContentInsetsReference
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        init(reference: UIContentInsetsReference) {
            self.reference = reference
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                 heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                              heightDimension: .absolute(100)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            section.contentInsetsReference = reference
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: Self.headerKind, alignment: .top)
            header.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
            section.boundarySupplementaryItems = [header]
            let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
            background.contentInsets = NSDirectionalEdgeInsets(top: 40, leading: 6, bottom: 0, trailing: 2)
            section.decorationItems = [background]
            let layout = UICollectionViewCompositionalLayout(section: section)
            layout.register(BackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 30)
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
            dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, number in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
            }
            let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: Self.headerKind) { _, _, _ in }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1, 2])
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }
    }

    @Test("section, item and header insets by leading and trailing place a pair of cells, its header and its background")
    func directionalInsets() throws {
        let controller = PairsViewController(reference: .automatic)
        _ = UIKitHost(controller)
        let cv = controller.collectionView!
        // The section is 375 - 16 - 16 = 343 wide; each half 171.5, less the item's 4 pt on every side; the
        // header's 40 pt and the section's top inset of 8 come first.
        let cells = (0..<2).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(cells == [CGRect(x: 20, y: 52, width: 163.5, height: 92), CGRect(x: 191.5, y: 52, width: 163.5, height: 92)])
        let header = try #require(cv.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: PairsViewController.headerKind,
                                                                                                at: IndexPath(item: 0, section: 0)))
        // The header follows the section's side insets (supplementariesFollowContentInsets, true by default
        // in UIKit): 16 + 20 from the left, 343 - 20 - 10 wide.
        #expect(header.frame == CGRect(x: 36, y: 0, width: 313, height: 40))
        // The section spans 40 + 8 + 100 + 8 = 156 pt; the background is inset 40 at the top, 6 leading, 2 trailing.
        let background = try #require(cv.subviews.compactMap { $0 as? BackgroundView }.first)
        #expect(background.frame == CGRect(x: 6, y: 40, width: 367, height: 116))
        #expect(Double(cv.contentSize.height) == 156)
    }

    @Test("contentInsetsReference picks the edges the section's insets count from: none, layout margins, readable content")
    func reference() {
        func firstAndSecond(_ reference: UIContentInsetsReference) -> [CGFloat] {
            let controller = PairsViewController(reference: reference)
            _ = UIKitHost(controller)
            return (0..<2).compactMap { controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
        }
        // No reference: 16 pt from the edges, as .automatic in portrait (no sideways safe area).
        #expect(firstAndSecond(.none) == [20, 191.5])
        // The collection view's margins (20 leading, 30 trailing) add to the insets: 375 - 36 - 46 = 293 wide.
        #expect(firstAndSecond(.layoutMargins) == [40, 40 + 146.5])
        // On a phone the readable column is the margins' (narrower than 672 pt).
        #expect(firstAndSecond(.readableContent) == [40, 40 + 146.5])
    }
}
