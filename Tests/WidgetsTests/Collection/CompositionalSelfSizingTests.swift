import Render
import Testing
import TestSupport
@testable import Widgets

/// Compositional items with `.estimated` heights: each cell is measured at the width its group gives it,
/// when it comes into view, and the groups and sections after it move.
@MainActor
@Suite("Compositional layout self-sizing")
struct CompositionalSelfSizingTests {
    /// A note: a wrapping label pinned 12 pt inside the content view's sides and 6 pt inside its top and bottom.
    final class NoteCell: CollectionViewCell {
        let label = Label()

        override init(frame: Rect = .zero) {
            super.init(frame: frame)
            label.numberOfLines = 0
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

    /// Notes of so many lines each, per section; counts how many cells it configured.
    final class Notes: CollectionViewDataSource {
        var lines: [[Int]]
        var configured = 0
        init(_ lines: [[Int]]) { self.lines = lines }
        func numberOfSections(in collectionView: CollectionView) -> Int { lines.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { lines[section].count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            configured += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
            cell.label.text = (1...lines[indexPath.section][indexPath.item]).map { "Line \($0)" }.joined(separator: "\n")
            return cell
        }
    }

    /// A list-like section: rows of `columns` items, each `.estimated(44)` tall, in a group of estimated height.
    static func section(columns: Int = 1, spacing: Double = 8) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1 / Double(columns)),
                                                                         heightDimension: .estimated(44)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: .estimated(44)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        return section
    }

    func make(_ lines: [[Int]], section: CollectionLayoutSection) -> (Window, ManualClock, CollectionView, Notes) {
        let (window, clock) = TestSupport.makeWindow()
        let collection = CollectionView(frame: Rect(size: window.size), collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collection.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        let notes = Notes(lines)
        collection.dataSource = notes
        window.rootView.addSubview(collection)
        window.step(clock)
        return (window, clock, collection, notes)
    }

    func frames(_ collection: CollectionView, _ section: Int = 0, _ items: Range<Int>) -> [Rect] {
        items.compactMap { collection.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
    }

    /// N lines of body text (a label's height rounds up to whole points) plus the 6 pt insets above and below.
    func height(lines: Int, _ window: Window) -> Double {
        let line = window.textMeasurer.metrics(for: .body).lineHeight
        return (Double(lines) * line).rounded(.up) + 12
    }

    @Test("cells of 1, 2 and 5 lines are their text's height; each group starts after the one above")
    func oneTwoFiveLines() {
        let (window, _, collection, _) = make([[1, 2, 5]], section: Self.section())
        let h = [1, 2, 5].map { height(lines: $0, window) }
        #expect(h[0] != 44 && h[0] < h[1] && h[1] < h[2])
        let expected = [Rect(x: 0, y: 0, width: 375, height: h[0]),
                        Rect(x: 0, y: h[0] + 8, width: 375, height: h[1]),
                        Rect(x: 0, y: h[0] + h[1] + 16, width: 375, height: h[2])]
        #expect(frames(collection, 0, 0..<3) == expected)
        #expect(collection.visibleCells.map(\.frame) == expected)
        #expect(Double(collection.contentSize.height) == h[0] + h[1] + h[2] + 16)
    }

    @Test("in a row of two, each cell keeps its own height and the row is as tall as the taller")
    func rowGrowsToTallest() {
        let (window, _, collection, _) = make([[1, 5, 2, 1]], section: Self.section(columns: 2, spacing: 10))
        let h1 = height(lines: 1, window), h2 = height(lines: 2, window), h5 = height(lines: 5, window)
        #expect(frames(collection, 0, 0..<4) == [
            Rect(x: 0, y: 0, width: 187.5, height: h1), Rect(x: 187.5, y: 0, width: 187.5, height: h5),
            Rect(x: 0, y: h5 + 10, width: 187.5, height: h2), Rect(x: 187.5, y: h5 + 10, width: 187.5, height: h1),
        ])
    }

    @Test("a later section moves down by what the cells above grew")
    func laterSectionsMove() {
        let (window, _, collection, _) = make([[5, 5], [1]], section: Self.section())
        let h5 = height(lines: 5, window)
        #expect(frames(collection, 1, 0..<1) == [Rect(x: 0, y: 2 * h5 + 8, width: 375, height: height(lines: 1, window))])
    }

    @Test("only cells that come into view are measured; the others keep their estimate until they do")
    func measuresVisibleOnly() {
        let (window, clock, collection, notes) = make([Array(repeating: 2, count: 1000)], section: Self.section())
        let h2 = height(lines: 2, window)
        let shown = collection.indexPathsForVisibleItems.count
        #expect(shown > 0 && shown < 20)
        // Each shown cell is configured to be measured and to be shown; a pass may also measure a cell
        // that its neighbours' heights then push out of view.
        #expect(notes.configured < 3 * shown, "\(notes.configured) cells configured for \(shown) shown")
        // Item 500 is far below: still at its estimate, placed after 499 others at the estimate.
        let far = frames(collection, 0, 500..<501)[0]
        #expect(Double(far.height) == 44)
        collection.contentOffset = Point(x: 0, y: Double(far.minY) - 100)
        window.step(clock)
        let measured = frames(collection, 0, 500..<501)[0]
        #expect(Double(measured.height) == h2)
        #expect(collection.cellForItem(at: IndexPath(item: 500, section: 0))?.frame == measured)
        #expect(notes.configured < 4 * shown + 40, "scrolling measured only what came into view: \(notes.configured)")
    }

    @Test("a reload measures again: text that grew makes the cell taller")
    func reloadMeasuresAgain() {
        let (window, clock, collection, notes) = make([[1, 1]], section: Self.section())
        notes.lines = [[5, 1]]
        collection.reloadData()
        window.step(clock)
        let h5 = height(lines: 5, window)
        #expect(frames(collection, 0, 0..<2) == [Rect(x: 0, y: 0, width: 375, height: h5),
                                                  Rect(x: 0, y: h5 + 8, width: 375, height: height(lines: 1, window))])
    }

    @Test("a cell without constraints is measured with sizeThatFits: a list content configuration's rows")
    func sizeThatFitsPath() {
        let (window, clock) = TestSupport.makeWindow()
        let collection = CollectionView(frame: Rect(size: window.size),
                                        collectionViewLayout: CollectionViewCompositionalLayout(section: Self.section()))
        let titles = ["One", "Two lines\nof text"]
        final class Source: CollectionViewDataSource {
            let titles: [String]
            init(_ titles: [String]) { self.titles = titles }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath)
                var content = ListContentConfiguration.cell()
                content.text = titles[indexPath.item]
                cell.contentConfiguration = content
                return cell
            }
        }
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "plain")
        let source = Source(titles)
        collection.dataSource = source
        window.rootView.addSubview(collection)
        window.step(clock)
        let f = frames(collection, 0, 0..<2)
        let one = ListContentView(configuration: { var c = ListContentConfiguration.cell(); c.text = titles[0]; return c }())
        let two = ListContentView(configuration: { var c = ListContentConfiguration.cell(); c.text = titles[1]; return c }())
        window.rootView.addSubview(one)
        window.rootView.addSubview(two)
        let expected = [one, two].map { Double($0.sizeThatFits(Size(width: 375, height: Double.infinity)).height) }
        #expect(f.map { Double($0.height) } == expected)
        #expect(expected[1] > expected[0])
        #expect(Double(f[1].minY) == expected[0] + 8)
    }
}
