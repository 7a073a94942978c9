import Render
import Testing
import TestSupport
import Widgets

/// Attributes carrying one extra value, as a user's layout may subclass them; the base class has no
/// `isEqual:` to compare it with, so the collection view applies them every time.
@MainActor
final class TintedAttributes: CollectionViewLayoutAttributes {
    var tint = 0
}

/// Rows of `rowHeight` whose alpha, indent and hidden flag the test changes, answered as fresh objects on
/// every query (as the shipped layouts may) so only their values can say they are unchanged.
@MainActor
final class AdjustableRowsLayout: CollectionViewLayout {
    static let rowHeight = 100.0
    var rows = 50
    var indent = 0.0
    var alpha = 1.0
    var hiddenRow: Int?
    var tinted = false

    override var collectionViewContentSize: Size { Size(width: 375, height: Double(rows) * Self.rowHeight) }

    func attributes(_ row: Int) -> CollectionViewLayoutAttributes {
        let path = IndexPath(item: row, section: 0)
        let attributes = tinted ? TintedAttributes(forCellWith: path) : CollectionViewLayoutAttributes(forCellWith: path)
        attributes.frame = Rect(x: indent, y: Double(row) * Self.rowHeight, width: 375 - indent, height: Self.rowHeight)
        attributes.alpha = alpha
        attributes.isHidden = row == hiddenRow
        return attributes
    }

    override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        let first = max(0, Int(rect.minY / Self.rowHeight)), last = min(rows - 1, Int(rect.maxY / Self.rowHeight))
        return first <= last ? (first...last).map { attributes($0) } : []
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        indexPath.item < rows ? attributes(indexPath.item) : nil
    }
}

/// A cell counting the attributes applied to it, by row.
@MainActor
final class ApplyCountingCell: CollectionViewCell {
    static var log: [Int] = []
    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        Self.log.append(layoutAttributes.indexPath.item)
    }
}

/// Fifty rows of counting cells.
@MainActor
final class CountingRows: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "counting", for: indexPath)
    }
}

/// Holds the data source, which the collection view keeps weakly.
final class CountingController: ViewController {
    var source: CountingRows?
}

@MainActor
@Suite("Collection attribute skip", .serialized)
struct CollectionAttributeSkipTests {
    func make() -> (Window, ManualClock, CollectionView, AdjustableRowsLayout) {
        ApplyCountingCell.log = []
        let layout = AdjustableRowsLayout()
        let (window, clock) = TestSupport.makeWindow()
        let collection = CollectionView(frame: Rect(size: window.size), collectionViewLayout: layout)
        collection.register(ApplyCountingCell.self, forCellWithReuseIdentifier: "counting")
        let controller = CountingController()
        controller.source = CountingRows()
        collection.dataSource = controller.source
        controller.view.addSubview(collection)
        window.rootViewController = controller
        window.step(clock)
        return (window, clock, collection, layout)
    }

    func cell(_ collection: CollectionView, _ row: Int) -> CollectionViewCell? {
        collection.cellForItem(at: IndexPath(item: row, section: 0))
    }

    @Test("a scroll answering the same attributes for the cells in view applies none of them again")
    func unchangedAttributesAreSkipped() {
        let (window, clock, collection, _) = make()
        // 667 + 22 pt of overscan: rows 0 to 6, each applied once.
        #expect(ApplyCountingCell.log == Array(0...6))
        collection.setContentOffset(Point(x: 0, y: 5), animated: false)
        window.step(clock)
        collection.setContentOffset(Point(x: 0, y: 8), animated: false)
        window.step(clock)
        #expect(ApplyCountingCell.log == Array(0...6))
        // At 130 pt rows 1 to 8 are in view (108…819): only the new rows 7 and 8 are applied.
        collection.setContentOffset(Point(x: 0, y: 130), animated: false)
        window.step(clock)
        #expect(ApplyCountingCell.log == Array(0...8))
    }

    @Test("changed frame, alpha or hidden flag are applied to every cell they change")
    func changedAttributesAreApplied() {
        let (window, clock, collection, layout) = make()
        ApplyCountingCell.log = []
        layout.indent = 10
        layout.invalidateLayout()
        window.step(clock)
        #expect(ApplyCountingCell.log == Array(0...6))
        #expect(cell(collection, 3)?.frame == Rect(x: 10, y: 300, width: 365, height: 100))
        ApplyCountingCell.log = []
        layout.alpha = 0.5
        layout.invalidateLayout()
        window.step(clock)
        #expect(ApplyCountingCell.log == Array(0...6))
        #expect(cell(collection, 3)?.alpha == 0.5)
        ApplyCountingCell.log = []
        layout.hiddenRow = 2
        layout.invalidateLayout()
        window.step(clock)
        #expect(ApplyCountingCell.log == [2])
        #expect(cell(collection, 2)?.isHidden == true)
        #expect(cell(collection, 3)?.isHidden == false)
    }

    @Test("a cell moved, hidden or faded by other code is placed back by the next pass")
    func viewChangedElsewhereIsPlacedAgain() {
        let (window, clock, collection, layout) = make()
        ApplyCountingCell.log = []
        cell(collection, 1)?.frame = Rect(x: 40, y: 100, width: 375, height: 100)
        cell(collection, 2)?.isHidden = true
        cell(collection, 3)?.alpha = 0.25
        layout.invalidateLayout()
        window.step(clock)
        #expect(ApplyCountingCell.log == [1, 2, 3])
        #expect(cell(collection, 1)?.frame == Rect(x: 0, y: 100, width: 375, height: 100))
        #expect(cell(collection, 2)?.isHidden == false)
        #expect(cell(collection, 3)?.alpha == 1)
    }

    @Test("cells recycled by a reload are applied again when dequeued, even at the same attributes")
    func recycledCellsAreAppliedAgain() {
        let (window, clock, collection, _) = make()
        ApplyCountingCell.log = []
        collection.reloadData()
        window.step(clock)
        #expect(ApplyCountingCell.log == Array(0...6))
    }

    @Test("attributes of a subclass are applied on every pass (no isEqual to compare their own values)")
    func subclassedAttributesAreAlwaysApplied() {
        let (window, clock, collection, layout) = make()
        layout.tinted = true
        layout.invalidateLayout()
        window.step(clock)
        ApplyCountingCell.log = []
        collection.setContentOffset(Point(x: 0, y: 5), animated: false)
        window.step(clock)
        #expect(ApplyCountingCell.log == Array(0...6))
    }
}
