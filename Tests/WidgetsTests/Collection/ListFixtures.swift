import Render
import TestSupport
@testable import Widgets

/// A list collection view in a window: sections of items "Row i" (section s item i is "s.i"), each a
/// list cell showing "Row i" in the list cell preset, with `accessories` given per item.
@MainActor
final class ListFixture {
    let window: Window
    let clock: ManualClock
    let collection: CollectionView
    let source: CollectionViewDiffableDataSource<Int, String>
    var accessories: [String: [CellAccessory]] = [:]
    var images: Set<String> = []
    let holder = ViewController()

    init(_ appearance: CollectionLayoutListConfiguration.Appearance, counts: [Int], size: Size = Size(width: 375, height: 667),
         traits: TraitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2),
         configure: (inout CollectionLayoutListConfiguration) -> Void = { _ in }) {
        (window, clock) = TestSupport.makeWindow(size: size, traits: traits)
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        collection = CollectionView(frame: Rect(size: size), collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        var accessoriesOf: (String) -> [CellAccessory] = { _ in [] }
        var imageOf: (String) -> Bool = { _ in false }
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item.split(separator: ".").last!)"
            if imageOf(item) { content.image = Picture(bitmap: Image(pixelWidth: 29, pixelHeight: 29, pixels: Array(repeating: 0xFF00_00FF, count: 29 * 29))) }
            cell.contentConfiguration = content
            cell.accessories = accessoriesOf(item)
        }
        source = CollectionViewDiffableDataSource(collectionView: collection) { collectionView, path, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
        source.supplementaryViewProvider = { collectionView, kind, path in
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: path)
        }
        accessoriesOf = { [unowned self] in self.accessories[$0] ?? [] }
        imageOf = { [unowned self] in self.images.contains($0) }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(counts.indices))
        for (s, n) in counts.enumerated() { snapshot.appendItems((0..<n).map { "\(s).\($0)" }, toSection: s) }
        source.apply(snapshot, animatingDifferences: false)
        holder.view.addSubview(collection)
        window.rootViewController = holder
        window.step(clock)
    }

    func frame(_ item: Int, _ section: Int = 0) -> Rect {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    func cell(_ item: Int, _ section: Int = 0) -> CollectionViewListCell {
        collection.cellForItem(at: IndexPath(item: item, section: section)) as! CollectionViewListCell
    }
}
