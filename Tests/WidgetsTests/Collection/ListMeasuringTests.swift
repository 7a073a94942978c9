import Render
import Testing
import TestSupport
@testable import Widgets

/// A list of `names.count` rows, each a list cell showing its name, counting every cell asked for.
@MainActor
final class CountedRows: CollectionViewDataSource {
    var names: [String]
    var asked = 0

    init(_ names: [String]) { self.names = names }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        asked += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! CollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
@Suite("List measuring")
struct ListMeasuringTests {
    static func list(_ names: [String]) -> (Window, ManualClock, CollectionView, CountedRows) {
        let (window, clock) = TestSupport.makeWindow()
        let layout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
        let collection = CollectionView(frame: Rect(size: window.size), collectionViewLayout: layout)
        collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let rows = CountedRows(names)
        collection.dataSource = rows
        window.rootView.addSubview(collection)
        window.step(clock)
        return (window, clock, collection, rows)
    }

    @Test("a long list asks for the cells of the rows in view, not one per row, at its first layout and at each invalidation")
    func proportionalToView() {
        let (window, clock, collection, rows) = Self.list((0..<1000).map { "Row \($0)" })
        let first = rows.asked
        let shown = collection.visibleCells.count
        rows.asked = 0
        collection.collectionViewLayout.invalidateLayout()
        window.step(clock)
        let again = rows.asked
        print("list measuring: 1000 rows, \(shown) cells in view (with overscan); cells asked: \(first) at the first layout, \(again) at an invalidation")
        // Each row in view is measured once with a borrowed cell and then shown with its own.
        #expect(first <= 2 * shown)
        #expect(again == 0)
        #expect(Double(collection.contentSize.height) == 1000 * 44.0)
    }

    @Test("a tall row out of view stands at the estimate until shown, then keeps its measured height across invalidations")
    func tallRowKept() throws {
        var names = (0..<200).map { "Row \($0)" }
        names[150] = Array(repeating: "A long row that wraps over several lines", count: 6).joined(separator: " ")
        // The data source is held here: the collection view keeps it weakly.
        let (window, clock, collection, rows) = Self.list(names)
        let path = IndexPath(item: 150, section: 0)
        #expect(collection.layoutAttributesForItem(at: path)?.frame.height == 44)
        let estimatedTop = try #require(collection.layoutAttributesForItem(at: path)).frame.minY
        collection.setContentOffset(Point(x: 0, y: Double(estimatedTop) - 200), animated: false)
        window.step(clock)
        let measured = try #require(collection.layoutAttributesForItem(at: path)).frame.height
        #expect(measured > 44)
        #expect(collection.cellForItem(at: path)?.frame.height == measured)
        #expect(Double(collection.contentSize.height) == 199 * 44.0 + Double(measured))
        collection.setContentOffset(.zero, animated: false)
        window.step(clock)
        collection.collectionViewLayout.invalidateLayout()
        window.step(clock)
        #expect(collection.cellForItem(at: path) == nil)
        #expect(collection.layoutAttributesForItem(at: path)?.frame.height == measured)
        #expect(rows.names.count == 200)
    }
}
