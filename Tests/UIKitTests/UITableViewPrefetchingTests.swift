import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

/// UITableView.prefetchDataSource in the idiom of a paging list: a view controller that is the table's data
/// source, delegate and prefetch data source, and loads its next page when the prefetch reaches its last row.
@MainActor @Suite struct UITableViewPrefetchingTests {
    final class PagingList: UIViewController, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
        let tableView = UITableView(frame: .zero, style: .plain)
        var rows = 30
        var prefetched: [[Int]] = []
        var pagesLoaded = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.dataSource = self
            tableView.delegate = self
            tableView.prefetchDataSource = self
            view.addSubview(tableView)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 100 }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            prefetched.append(indexPaths.map(\.row))
            if let last = indexPaths.map(\.row).max(), last >= rows - 1 {
                pagesLoaded += 1
                rows += 30
                tableView.reloadData()
            }
        }
    }

    @Test("the prefetch data source is told of the rows a screen beyond those with cells, each once, in order")
    func prefetchesAhead() throws {
        let list = PagingList()
        let (window, clock) = TestSupport.makeWindow()
        window.rootViewController = list
        window.step(clock, frames: 2)
        let shown = Set(list.tableView.indexPathsForVisibleRows.map(\.row))
        // 667 pt of 100 pt rows, plus 22 pt of overscan: rows 0…6 have cells; the next screenful is prefetched.
        #expect(shown == Set(0...6))
        #expect(list.prefetched == [Array(7...13)])
        list.tableView.contentOffset = CGPoint(x: 0, y: 700)
        window.step(clock, frames: 1)
        let second = try #require(list.prefetched.last)
        #expect(second == Array(14...20), "rows 7…13 were handed over already; rows 6…13 now have cells")
        #expect(Set(list.prefetched.flatMap { $0 }).count == list.prefetched.flatMap { $0 }.count, "no row twice")
        #expect(list.pagesLoaded == 0)
    }

    @Test("a list that loads its next page when the prefetch reaches its last row grows as it scrolls")
    func pagesIn() {
        let list = PagingList()
        let (window, clock) = TestSupport.makeWindow()
        window.rootViewController = list
        window.step(clock, frames: 2)
        for step in 1...7 {   // scrolled as a finger does, 300 pt a frame
            list.tableView.contentOffset = CGPoint(x: 0, y: 300 * step)
            window.step(clock, frames: 1)
        }
        #expect(list.pagesLoaded == 1)
        #expect(list.tableView.numberOfRows(inSection: 0) == 60)
        #expect(list.tableView.contentSize.height == 6000)
    }

    @Test("without a prefetch data source nothing is asked, and the property is weak as UIKit's")
    func weakAndOptional() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
        do {
            let list = PagingList()
            table.prefetchDataSource = list
            #expect(table.prefetchDataSource != nil)
        }
        #expect(table.prefetchDataSource == nil)
    }
}
