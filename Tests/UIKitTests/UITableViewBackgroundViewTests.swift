import Foundation
import Render
import Testing
import TestSupport
import UIKit

/// UITableView.backgroundView and UICollectionView.backgroundView as UIKit places them: behind every cell,
/// sized to the scroll view's bounds, and not scrolling with the content (Apple's documentation of both
/// properties).
@MainActor
struct UITableViewBackgroundViewTests {
    final class Rows: NSObject, UITableViewDataSource {
        var count: Int
        init(_ count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundColor = .clear
            return cell
        }
    }

    /// A screen whose view is one table filling it, with an empty-state label as its background view.
    func makeScreen(rows: Int) -> (UIKitHost, UITableView, UILabel, Rows) {
        let page = UIViewController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        let source = Rows(rows)
        table.dataSource = source
        page.view.addSubview(table)
        let label = UILabel()
        label.text = "Nothing to do"
        label.textAlignment = .center
        label.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        table.backgroundView = label
        let host = UIKitHost(page)
        return (host, table, label, source)
    }

    @Test("an empty table shows its background view over its whole bounds, behind the rows")
    func emptyTableShowsLabel() throws {
        let (host, table, label, _) = makeScreen(rows: 0)
        host.window.step(host.clock)
        #expect(label.superview === table)
        #expect(table.subviews.first === label)
        #expect(label.frame == table.bounds)
        let surface = try Golden.draw(host.window)
        try surface.writePNG(to: "/tmp/ho6fix-png/table-background-empty.png")
        #expect(surface.pixel(x: 5, y: 300).rgba8 == (51, 102, 153, 255))
        // The label's text is drawn in the middle: some pixel on its line is not the background colour.
        let line = (100..<275).map { surface.pixel(x: $0, y: 333).rgba8 }
        #expect(line.contains { $0 != (51, 102, 153, 255) })
    }

    @Test("the background view stays where it is on screen as the rows scroll, and stays behind new cells")
    func staysPutWhileScrolling() throws {
        let (host, table, label, _) = makeScreen(rows: 40)
        host.window.step(host.clock)
        let before = label.convert(label.bounds, to: nil)
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        host.window.step(host.clock)
        #expect(table.contentOffset.y == 300)
        #expect(label.frame == CGRect(x: 0, y: 300, width: 375, height: 667))
        #expect(label.convert(label.bounds, to: nil) == before)
        #expect(table.subviews.first === label)
        #expect(table.visibleCells.allSatisfy { cell in table.subviews.firstIndex { $0 === cell }! > 0 })
        let surface = try Golden.draw(host.window)
        try surface.writePNG(to: "/tmp/ho6fix-png/table-background-scrolled.png")
        // Left of the separators' inset, through the clear cells: the background view, at any height.
        for y in stride(from: 10, to: 660, by: 50) {
            #expect(surface.pixel(x: 5, y: y).rgba8 == (51, 102, 153, 255))
        }
    }

    @Test("replacing the background view removes the old one; nil leaves none")
    func replacing() {
        let (host, table, label, _) = makeScreen(rows: 3)
        let other = UIView()
        table.backgroundView = other
        host.window.step(host.clock)
        #expect(label.superview == nil)
        #expect(other.superview === table && other.frame == table.bounds)
        table.backgroundView = nil
        #expect(other.superview == nil)
    }

    @Test("a collection view's background view fills its bounds and does not scroll")
    func collectionBackground() {
        let page = UIViewController()
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        page.view.addSubview(collection)
        let empty = UILabel()
        collection.backgroundView = empty
        let host = UIKitHost(page)
        host.window.step(host.clock)
        #expect(collection.subviews.first === empty)
        #expect(empty.frame == collection.bounds)
        collection.contentSize = CGSize(width: 375, height: 2000)
        collection.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
        host.window.step(host.clock)
        #expect(empty.frame == CGRect(x: 0, y: 250, width: 375, height: 667))
        #expect(empty.convert(empty.bounds, to: nil).minY == 0)
    }
}
