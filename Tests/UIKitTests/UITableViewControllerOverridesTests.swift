import Foundation
import Testing
import TestSupport
import UIKit

/// A UITableViewController subclass overriding delegate methods with `override func`, as code written for
/// Apple's UIKit does, and the table using what they return: section header views and heights, footers,
/// swipe actions and scroll callbacks.
@MainActor
struct UITableViewControllerOverridesTests {
    final class Cards: UITableViewController {
        var log: [String] = []
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Card \(indexPath.section).\(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            section == 0 ? 60 : 30
        }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = UIView()
            header.backgroundColor = section == 0 ? UIColor(red: 0.8, green: 0.2, blue: 0.2, alpha: 1) : .black
            return header
        }
        override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 10 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Ignored" }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scroll \(Int(scrollView.contentOffset.y))") }
    }

    @Test("a header view and height from overrides are placed above each section's rows")
    func headerViewsAndHeights() throws {
        let page = Cards(style: .plain)
        let host = UIKitHost(page)
        host.window.step(host.clock)
        let table = page.tableView
        // Section 0: header 0..<60, rows 60..<210, footer 210..<220; section 1: header 220..<250, rows from 250.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 250)
        let headers = table.subviews.filter { $0.backgroundColor == .black || $0.backgroundColor == UIColor(red: 0.8, green: 0.2, blue: 0.2, alpha: 1) }
        #expect(headers.map(\.frame).sorted { $0.minY < $1.minY } ==
                [CGRect(x: 0, y: 0, width: 375, height: 60), CGRect(x: 0, y: 220, width: 375, height: 30)])
        let surface = try Golden.draw(host.window)
        try surface.writePNG(to: "/tmp/ho6fix-png/table-header-overrides.png")
        let top = table.convert(CGPoint(x: 100, y: 30), to: nil)
        #expect(surface.pixel(x: Int(top.x), y: Int(top.y)).rgba8 == (204, 51, 51, 255))
        let second = table.convert(CGPoint(x: 100, y: 235), to: nil)
        #expect(surface.pixel(x: Int(second.x), y: Int(second.y)).rgba8 == (0, 0, 0, 255))
    }

    @Test("scrollViewDidScroll overridden in the subclass hears the table scroll")
    func scrollOverride() {
        let page = Cards(style: .plain)
        let host = UIKitHost(page)
        host.window.step(host.clock)
        page.tableView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        #expect(page.log.last == "scroll 40")
    }
}
