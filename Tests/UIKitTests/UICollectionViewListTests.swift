import Testing
import TestSupport
import UIKit

/// An outline sidebar written as Apple's "Implementing Modern Collection Views" sample writes it: a list
/// configuration, a compositional layout built from list sections, two cell registrations, and a
/// section snapshot whose header row expands with a tap.
@MainActor
struct UICollectionViewListTests {
    final class OutlineViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout { _, layoutEnvironment in
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.showsSeparators = true
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            view.addSubview(collectionView)
            let containerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
            }
            let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
                item == "Compositional Layout"
                    ? collectionView.dequeueConfiguredReusableCell(using: containerRegistration, for: indexPath, item: item)
                    : collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
            }
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>()
            sectionSnapshot.append(["Compositional Layout"])
            sectionSnapshot.append(["Getting Started", "Advanced Layouts"], to: "Compositional Layout")
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            dataSource.apply(snapshot, animatingDifferences: false)
            dataSource.apply(sectionSnapshot, to: 0, animatingDifferences: false)
        }

        // Handheld has no autoresizing masks: the collection view follows the view's bounds here.
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }
    }

    @Test("a tap on the outline header expands it: its children appear below, indented one level")
    func expands() {
        let outline = OutlineViewController()
        let host = UIKitHost(outline)
        let cv = outline.collectionView!
        #expect(cv.numberOfItems(inSection: 0) == 1)
        let header = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        #expect(header.frame == CGRect(x: 16, y: 35, width: 343, height: 44))
        host.tap(header)
        for _ in 0..<30 { host.window.step(host.clock) }
        #expect(cv.numberOfItems(inSection: 0) == 3)
        #expect(outline.dataSource.snapshot(for: 0).isExpanded("Compositional Layout"))
        let child = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
        #expect(child.indentationLevel == 1 && child.frame.minY == 79)
        #expect(cv.indexPathsForSelectedItems == nil, "a header-style outline row is not selectable")
    }
}
