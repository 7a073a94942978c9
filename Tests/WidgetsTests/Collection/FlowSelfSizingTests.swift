import Render
import Testing
import TestSupport
import Widgets

/// Self-sizing cells in a flow layout (estimatedItemSize): each cell's size comes from its content's
/// constraints, measured with the window's fonts, and the lines wrap with those sizes.
@MainActor
@Suite("Flow layout self-sizing cells")
struct FlowSelfSizingTests {
    /// A tag: a label pinned 12 pt inside the content view's sides and 6 pt inside its top and bottom.
    final class TagCell: CollectionViewCell {
        let label = Label()

        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class Tags: CollectionViewDataSource {
        let words: [String]
        init(_ words: [String]) { self.words = words }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
            cell.label.text = words[indexPath.item]
            return cell
        }
    }

    func makeTags(_ words: [String], estimated: Size) -> (Window, CollectionView, Tags) {
        let (window, clock) = TestSupport.makeWindow()
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = estimated
        let collection = CollectionView(frame: Rect(size: window.size), collectionViewLayout: layout)
        collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let tags = Tags(words)
        collection.dataSource = tags
        window.rootView.addSubview(collection)
        window.step(clock)
        return (window, collection, tags)
    }

    @Test("each cell is its label's size plus the insets, measured with the window's fonts")
    func sizesFromConstraints() throws {
        let words = ["Go", "Swift", "Auto Layout", "A much longer tag"]
        let (window, collection, _) = makeTags(words, estimated: CollectionViewFlowLayout.automaticSize)
        for (i, word) in words.enumerated() {
            let frame = try #require(collection.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: i, section: 0))).frame
            let text = window.textMeasurer.width(of: word, font: .body).rounded(.up)
            let line = window.textMeasurer.metrics(for: .body).lineHeight
            #expect(abs(Double(frame.width) - (text + 24)) <= 1, "\(word): \(frame.width) wide")
            #expect(abs(Double(frame.height) - (line + 12)) <= 1, "\(word): \(frame.height) tall")
        }
        let widths = Set((0..<words.count).compactMap { collection.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.width })
        #expect(widths.count == words.count, "tags of different lengths have different widths")
    }

    @Test("lines wrap with the measured widths; no cell is left borrowed for measuring")
    func linesWrap() throws {
        let words = (0..<12).map { "Tag number \($0)" }
        let (window, collection, _) = makeTags(words, estimated: Size(width: 50, height: 30))
        let frames = (0..<words.count).compactMap { collection.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == words.count)
        let rows = Set(frames.map { Double($0.minY) }).count
        #expect(rows > 1 && rows < words.count, "\(rows) lines")
        #expect(frames.allSatisfy { Double($0.maxX) <= Double(window.size.width) + 0.5 })
        #expect(collection.subviews.compactMap { $0 as? TagCell }.allSatisfy { !$0.isHidden })
        #expect(collection.subviews.compactMap { $0 as? TagCell }.count == collection.indexPathsForVisibleItems.count)
    }
}
