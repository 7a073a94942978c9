import Render
import Testing
import TestSupport
import Widgets

/// Tables under Dynamic Type, as UIKit: self-sizing rows are measured again and grow, rows with a fixed
/// height keep it, and the standard cells' labels follow the size (value1 stacks at the accessibility
/// sizes). The bars keep their inline title at the Large size.
@MainActor
@Suite("Dynamic Type: tables and bars")
struct ContentSizeTableTests {
    @Test("a self-sizing row is 44 pt at Large and 86 pt at AX5 (a 64 pt line plus 11 pt above and below)")
    func selfSizingRowGrows() throws {
        let (window, clock, table, source) = makeTable(rows: 40, rowHeight: TableView.automaticDimension)
        let row = IndexPath(row: 0, section: 0)
        #expect(table.rectForRow(at: row).height == 44)
        window.transition(toContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        window.step(clock)
        #expect(table.rectForRow(at: row).height == 86)
        #expect(table.cellForRow(at: row)?.textLabel.font.size == 53)
        // A row further down gets a cell from the reuse pool, measured at the new size before it is shown.
        table.setContentOffset(Point(x: 0, y: 1500), animated: false)
        window.step(clock)
        let far = try #require(table.indexPathsForVisibleRows.last)
        #expect(table.rectForRow(at: far).height == 86)
        #expect(table.cellForRow(at: far)?.textLabel.font.size == 53)
        window.transition(toContentSizeCategory: .large)
        window.step(clock)
        #expect(table.rectForRow(at: far).height == 44)
        withExtendedLifetime(source) {}
    }

    @Test("a row with a fixed height keeps it at AX5, as UIKit's frame-based rows do")
    func fixedHeightRowKeepsIt() {
        let (window, clock, table, source) = makeTable(rows: 5, rowHeight: 44)
        defer { withExtendedLifetime(source) {} }
        window.transition(toContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        window.step(clock)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel.font.size == 53)
    }

    @Test("a value1 cell puts its value beside the title up to xxxL and under it at the accessibility sizes")
    func value1Stacks() {
        let (window, clock) = TestSupport.makeWindow()
        let cell = TableViewCell(style: .value1)
        cell.textLabel.text = "Due Date"
        cell.detailTextLabel.text = "Sep 14"
        cell.frame = Rect(x: 0, y: 0, width: 375, height: 44)
        window.rootView.addSubview(cell)
        window.step(clock)
        #expect(cell.detailTextLabel.frame.minX >= cell.textLabel.frame.maxX && cell.detailTextLabel.frame.minY > cell.textLabel.frame.minY - 1)
        window.transition(toContentSizeCategory: .accessibilityMedium)
        cell.frame.size.height = cell.sizeThatFits(Size(width: 375, height: Double.infinity)).height
        window.step(clock)
        #expect(cell.detailTextLabel.frame.minX == cell.textLabel.frame.minX)
        #expect(cell.detailTextLabel.frame.minY == cell.textLabel.frame.maxY)
        // Two 28 pt body lines (34 pt each with fixed metrics) plus 11 pt above and below.
        #expect(Double(cell.frame.height) == 34 + 34 + 22)
    }

    @Test("the navigation bar's inline title stays 17 pt; its large title follows the size, to 60 pt at AX5")
    func barsKeepTheirTitle() {
        let (window, clock) = TestSupport.makeWindow()
        let content = ViewController()
        content.title = "Inbox"
        let navigation = NavigationController(rootViewController: content)
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.step(clock)
        window.transition(toContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        window.step(clock)
        let titles = window.rootView.allSubviews.compactMap { $0 as? Label }.filter { $0.text == "Inbox" }
        #expect(titles.map(\.font.size).sorted() == [17, 60])
    }
}

extension View {
    /// Every view below this one, depth first.
    fileprivate var allSubviews: [View] { subviews.flatMap { [$0] + $0.allSubviews } }
}
