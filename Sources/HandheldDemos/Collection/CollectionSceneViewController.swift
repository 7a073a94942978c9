import Render
import Widgets

/// The `collection` scene: a photos-style grid on a compositional layout. A "Featured" section of wide cards
/// laid in one orthogonal row, then a "Library" grid of three square tiles a row under a pinned header; the
/// `shuffle` bar button applies a shuffled diffable snapshot, so the tiles slide to their new places.
/// Identifiers: `collection` (the collection view), `shuffle`, and each tile `photo-N`.
final class CollectionSceneViewController: ViewController {
    enum Section: Hashable { case featured, library }

    private var collectionView: CollectionView!
    private var dataSource: CollectionViewDiffableDataSource<Section, PhotoItem>!
    /// The shuffles so far: each shuffle is a fixed permutation of the last, so scripts and goldens repeat.
    private var shuffles = 0

    static func inNavigation() -> NavigationController {
        NavigationController(rootViewController: CollectionSceneViewController())
    }

    /// The collection view is the controller's view, as a UICollectionViewController's is.
    override func loadView() {
        let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? Self.featuredSection() : Self.librarySection() }
        collectionView = CollectionView(collectionViewLayout: layout)
        setView(collectionView)
    }

    override func viewDidLoad() {
        title = "Photos"
        collectionView.identifier = "collection"
        collectionView.allowsMultipleSelection = true
        let tile = CollectionView.CellRegistration<PhotoTileCell, PhotoItem> { [weak self] cell, _, photo in
            cell.configure(photo, images: self?.collectionView.window?.images)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, photo in
            cv.dequeueConfiguredReusableCell(using: tile, for: path, item: photo)
        }
        let header = CollectionView.SupplementaryRegistration<PhotoSectionHeader>(elementKind: CollectionView.elementKindSectionHeader) { view, _, path in
            view.title.text = path.section == 0 ? "Featured" : "Library"
        }
        dataSource.supplementaryViewProvider = { cv, _, path in cv.dequeueConfiguredReusableSupplementary(using: header, for: path) }
        var snapshot = DiffableDataSourceSnapshot<Section, PhotoItem>()
        snapshot.appendSections([.featured, .library])
        snapshot.appendItems((100..<104).map { PhotoItem(id: $0) }, toSection: .featured)
        snapshot.appendItems((1...30).map { PhotoItem(id: $0) }, toSection: .library)
        dataSource.apply(snapshot, animatingDifferences: false)
        let shuffle = BarButtonItem(title: "Shuffle") { [weak self] in self?.shuffle() }
        shuffle.identifier = "shuffle"
        navigationItem.rightBarButtonItem = shuffle
    }

    /// Applies the library in a new order: a fixed linear-congruential shuffle, seeded by the count.
    private func shuffle() {
        shuffles += 1
        var snapshot = dataSource.snapshot()
        var library = snapshot.itemIdentifiers(inSection: .library)
        var seed = UInt64(shuffles) &* 6364136223846793005 &+ 1442695040888963407
        for i in stride(from: library.count - 1, to: 0, by: -1) {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            library.swapAt(i, Int((seed >> 33) % UInt64(i + 1)))
        }
        snapshot.deleteItems(library)
        snapshot.appendItems(library, toSection: .library)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private static func header() -> CollectionLayoutBoundarySupplementaryItem {
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        return header
    }

    /// Wide cards, 85% of the width and 180 pt tall, side by side with 10 pt between: an orthogonal row that
    /// scrolls sideways on its own and rests one card at a time (group paging).
    private static func featuredSection() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(180)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        // The scene's headers span the width (their labels carry their own padding), as before UIKit's
        // default of headers following the insets was honoured.
        section.supplementariesFollowContentInsets = false
        return section
    }

    /// Three square tiles a row, 2 pt apart (1 pt insets each), under a header pinned while the grid scrolls.
    private static func librarySection() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15)
        let header = header()
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.supplementariesFollowContentInsets = false
        return section
    }
}
