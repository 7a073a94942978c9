import Render
import Testing
import TestSupport
@testable import Widgets

/// A list collection view lines up with a table of the same style (CollectionViewCompositionalLayout+List).
@MainActor
@Suite("List layout")
struct ListLayoutTests {
    static let iPad = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)

    /// The table's row rectangles for `counts`, self-sizing as list rows are.
    static func tableRows(_ style: TableStyle, counts: [Int], size: Size = Size(width: 375, height: 667),
                          traits: TraitCollection? = nil) -> [[Rect]] {
        let (window, clock) = traits.map { TestSupport.makeWindow(size: size, traits: $0) } ?? TestSupport.makeWindow(size: size)
        let table = TableView(frame: Rect(size: size), style: style)
        table.rowHeight = TableView.automaticDimension
        table.register("row") { TableViewCell(style: .default) }
        let source = NumberedRows(0)
        source.counts = counts
        table.dataSource = source
        table.delegate = source
        window.rootView.addSubview(table)
        window.step(clock)
        return counts.indices.map { s in (0..<counts[s]).map { table.rectForRow(at: IndexPath(row: $0, section: s)) } }
    }

    static func listRows(_ fixture: ListFixture, counts: [Int]) -> [[Rect]] {
        counts.indices.map { s in (0..<counts[s]).map { fixture.frame($0, s) } }
    }

    @Test("every appearance places every row where the table of its style does, on an iPhone and an iPad",
          arguments: [(CollectionLayoutListConfiguration.Appearance.plain, TableStyle.plain), (.grouped, .grouped), (.insetGrouped, .insetGrouped),
                      // The sidebars take the geometry of the style they are drawn after (`tableStyle`).
                      (.sidebar, .insetGrouped), (.sidebarPlain, .plain)])
    func rowsMatchTheTable(appearance: CollectionLayoutListConfiguration.Appearance, style: TableStyle) {
        let counts = [3, 2, 4]
        let phone = ListFixture(appearance, counts: counts)
        #expect(Self.listRows(phone, counts: counts) == Self.tableRows(style, counts: counts))
        let padSize = Size(width: 1024, height: 1366)
        let pad = ListFixture(appearance, counts: counts, size: padSize, traits: Self.iPad)
        #expect(Self.listRows(pad, counts: counts) == Self.tableRows(style, counts: counts, size: padSize, traits: Self.iPad))
    }

    @Test("inset-grouped rows are 16 pt in on a phone and 20 on an iPad, 44 pt tall, the second section 35 pt below the first")
    func insetGroupedFigures() {
        let phone = ListFixture(.insetGrouped, counts: [2, 1])
        #expect(phone.frame(0) == Rect(x: 16, y: 35, width: 343, height: 44))
        #expect(phone.frame(0, 1) == Rect(x: 16, y: 35 + 88 + 35, width: 343, height: 44))
        let pad = ListFixture(.insetGrouped, counts: [1], size: Size(width: 1024, height: 1366), traits: Self.iPad)
        #expect(pad.frame(0) == Rect(x: 20, y: 35, width: 984, height: 44))
    }

    @Test("list rows grow with Dynamic Type as the table's self-sizing rows do")
    func dynamicType() {
        let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2,
                                     preferredContentSizeCategory: .accessibilityExtraLarge)
        let list = ListFixture(.insetGrouped, counts: [3], traits: traits)
        let table = Self.tableRows(.insetGrouped, counts: [3], traits: traits)
        #expect(Double(list.frame(0).height) > 44)
        #expect(Self.listRows(list, counts: [3]) == table)
    }

    /// The bug this pins: a text size changed while the list was on screen left its rows 44 pt tall and its
    /// label accessory at its old width (the layout was not invalidated).
    @Test("a text size changed on screen grows the rows to the table's heights and widens a label accessory")
    func textSizeChangeOnScreen() {
        let list = ListFixture(.insetGrouped, counts: [2])
        list.accessories["0.1"] = [.label(text: "Name")]
        var snapshot = list.source.snapshot()
        snapshot.reloadItems(["0.1"])
        list.source.apply(snapshot, animatingDifferences: false)
        list.window.step(list.clock)
        let before = list.cell(1).accessoryViews[0].frame.width
        list.window.transition(toContentSizeCategory: .accessibilityExtraLarge)
        list.window.step(list.clock, frames: 30)
        let traits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2,
                                     preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(Self.listRows(list, counts: [2]) == Self.tableRows(.insetGrouped, counts: [2], traits: traits))
        #expect(Double(list.frame(0).height) > 44)
        #expect(Double(list.cell(1).frame.height) == Double(list.frame(1).height))
        #expect(list.cell(1).accessoryViews[0].frame.width > before)
    }

    @Test("inset-grouped rows round the card's outer corners, separate all rows but the last, and sit on the grouped colours")
    func insetGroupedChrome() {
        let list = ListFixture(.insetGrouped, counts: [3])
        #expect(list.cell(0).chrome.corners == .top)
        #expect(list.cell(1).chrome.corners == [])
        #expect(list.cell(2).chrome.corners == [.bottomLeft, .bottomRight])
        #expect([0, 1, 2].map { list.cell($0).chrome.showsSeparator } == [true, true, false])
        #expect(list.cell(0).chrome.background == .secondarySystemGroupedBackground)
        #expect(list.collection.backgroundColor == .groupedBackground)
    }

    @Test("a plain list separates every row and keeps the system background; a sidebar draws no separators and clear rows; a configured background wins")
    func plainAndSidebarChrome() {
        let plain = ListFixture(.plain, counts: [2])
        #expect([0, 1].map { plain.cell($0).chrome.showsSeparator } == [true, true])
        #expect(plain.collection.backgroundColor == .systemBackground)
        let sidebar = ListFixture(.sidebar, counts: [2])
        #expect([0, 1].map { sidebar.cell($0).chrome.showsSeparator } == [false, false])
        #expect(sidebar.cell(0).chrome.background == nil)
        #expect(sidebar.frame(0).minX == 16)
        let hidden = ListFixture(.plain, counts: [2]) { $0.showsSeparators = false }
        #expect(hidden.cell(0).chrome.showsSeparator == false)
        let tinted = ListFixture(.insetGrouped, counts: [1]) { $0.backgroundColor = .systemTeal }
        #expect(tinted.collection.backgroundColor == .systemTeal)
    }

    @Test("separators start under the text: at the 16 pt margin, and 44 pt further with an image")
    func separatorInsetToText() {
        let list = ListFixture(.insetGrouped, counts: [2]) { _ in }
        #expect(Double(list.cell(0).separatorLeading) == 16)
        let withImage = ListFixture(.plain, counts: [2])
        withImage.images = ["0.1"]
        var snapshot = withImage.source.snapshot()
        snapshot.reloadItems(["0.1"])
        withImage.source.apply(snapshot, animatingDifferences: false)
        withImage.window.step(withImage.clock)
        #expect(Double(withImage.cell(1).separatorLeading) == 16 + 29 + 15)
    }

    @Test("a grouped list's supplementary header is the table's titled header height, and its footer follows the rows")
    func supplementaryHeaderAndFooter() {
        let list = ListFixture(.grouped, counts: [1]) { $0.headerMode = .supplementary; $0.footerMode = .supplementary }
        let layout = list.collection.collectionViewLayout
        let header = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 0, y: 0, width: 375, height: TableView.groupedFirstTitledHeader))
        #expect(Double(list.frame(0).minY) == TableView.groupedFirstTitledHeader)
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame.minY == list.frame(0).maxY)
    }
}
