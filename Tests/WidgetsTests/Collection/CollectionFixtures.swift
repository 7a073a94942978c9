import Render
import TestSupport
import Widgets

/// A data source of numbered items per section, with a log of what the collection view told it.
@MainActor
final class NumberedItems: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: Size] = [:]
    var unhighlightable: Set<IndexPath> = []
    let log = EventLog()
    var cellRequests = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! CollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        !unhighlightable.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { log.add("select \(indexPath)") }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { log.add("deselect \(indexPath)") }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) { log.add("highlight \(indexPath)") }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) { log.add("unhighlight \(indexPath)") }
}

/// A 375×667 window holding a collection view under a root controller (so it is the key responder), with a
/// flow layout of 100×100 items.
@MainActor
func makeGrid(_ counts: [Int], configure: (CollectionViewFlowLayout) -> Void = { $0.itemSize = Size(width: 100, height: 100) })
    -> (Window, ManualClock, CollectionView, NumberedItems) {
    let layout = CollectionViewFlowLayout()
    configure(layout)
    return makeCollection(counts, layout: layout)
}

/// The same window and controller around a collection view with any layout: "tile" cells, "title" headers
/// and footers, numbered items.
@MainActor
func makeCollection(_ counts: [Int], layout: CollectionViewLayout) -> (Window, ManualClock, CollectionView, NumberedItems) {
    let (window, clock) = TestSupport.makeWindow()
    let collection = CollectionView(frame: Rect(size: window.size), collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
    collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
    let source = NumberedItems(counts)
    collection.dataSource = source
    collection.delegate = source
    let controller = GridController()
    controller.source = source
    controller.view.addSubview(collection)
    window.rootViewController = controller
    window.step(clock)
    return (window, clock, collection, source)
}

extension CollectionView {
    /// "section.item" of each visible cell, in order.
    var visibleNames: [String] { indexPathsForVisibleItems.map { "\($0.section).\($0.item)" } }
}

/// Holds the grid's data source, which the collection view keeps weakly (as UIKit does).
final class GridController: ViewController {
    var source: NumberedItems?
}
