import Testing
import TestSupport
import UIKit

/// `indexPath(for:)` as UIKit code uses it: a cell's button asks its table or collection view where the cell is.
@MainActor
struct UIIndexPathForCellTests {
    final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    @Test("a table answers the index path of each cell it shows, and nil for a cell it does not")
    func table() throws {
        let rows = Rows()
        let page = UIViewController()
        let host = UIKitHost(page)
        let table = UITableView(frame: page.view.bounds)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        page.view.addSubview(table)
        host.window.step(host.clock)
        for row in [0, 3, 7] {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(table.indexPath(for: cell) == IndexPath(row: row, section: 0))
        }
        #expect(table.indexPath(for: UITableViewCell(style: .default, reuseIdentifier: nil)) == nil)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: false)
        host.window.step(host.clock)
        // The first row's cell left the screen: it is no longer answered for (it may show another row now).
        #expect(table.indexPath(for: first) != IndexPath(row: 0, section: 0))
        let last = try #require(table.cellForRow(at: IndexPath(row: 39, section: 0)))
        #expect(table.indexPath(for: last) == IndexPath(row: 39, section: 0))
    }

    @Test("scrollToRow puts the row at the top, middle or bottom of the visible area, clamped to the content")
    func scrollToRow() throws {
        let rows = Rows()
        let page = UIViewController()
        let host = UIKitHost(page)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440))
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        page.view.addSubview(table)
        host.window.step(host.clock)
        let row = table.rectForRow(at: IndexPath(row: 20, section: 0))
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(Double(table.contentOffset.y) == Double(row.minY))
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        #expect(Double(table.contentOffset.y) == Double(row.midY) - 220)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        #expect(Double(table.contentOffset.y) == Double(row.maxY) - 440)
        // .none: already shown, nothing moves; row 0 is above, so it scrolls just enough to show it.
        let before = table.contentOffset.y
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == before)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
        #expect(Double(table.contentOffset.y) == 0)
        // The last row cannot reach the top: the offset stops at the end of the content.
        table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .top, animated: false)
        #expect(Double(table.contentOffset.y) == Double(table.contentSize.height) - 440)
    }

    @Test("a collection view answers the index path of each cell it shows, and nil for a cell it does not")
    func collection() throws {
        let rows = Rows()
        let page = UIViewController()
        let host = UIKitHost(page)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: page.view.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        grid.dataSource = rows
        page.view.addSubview(grid)
        host.window.step(host.clock)
        for item in [0, 4, 9] {
            let cell = try #require(grid.cellForItem(at: IndexPath(item: item, section: 0)))
            #expect(grid.indexPath(for: cell) == IndexPath(item: item, section: 0))
        }
        #expect(grid.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
    }
}
