import Foundation
import Testing
import TestSupport
import Render
import UIKit
import Widgets

/// UITableView.tableHeaderView / tableFooterView (the frame's height kept, the table's width given, rows
/// below the header, the footer after the last row) and separatorColor, in UIKit code.
@MainActor
struct UITableViewTableHeaderFooterTests {
    final class ListViewController: UIViewController, UITableViewDataSource {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        var rows = 3

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.rowHeight = 44
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.dataSource = self
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "row \(indexPath.row)"
            return cell
        }
    }

    @Test("a header view keeps its frame's height, spans the table, and the rows start below it")
    func headerPushesRowsDown() throws {
        let page = ListViewController()
        let host = UIKitHost(page)
        let header = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 120))
        header.backgroundColor = .red
        page.tableView.tableHeaderView = header
        host.window.step(host.clock, frames: 2)
        #expect(page.tableView.tableHeaderView === header)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
        #expect(header.superview === page.tableView)
        #expect(page.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
        #expect(Double(page.tableView.contentSize.height) == 252)
        let cell = try #require(page.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.frame.minY == 164)
        #expect(page.tableView.indexPathForRow(at: CGPoint(x: 100, y: 60)) == nil)
        #expect(page.tableView.indexPathForRow(at: CGPoint(x: 100, y: 125)) == IndexPath(row: 0, section: 0))
        let surface = try Golden.draw(host.window)
        #expect(surface.pixel(x: 200, y: 60).rgba8 == (255, 0, 0, 255))
    }

    @Test("a footer view sits right after the last row and follows a reload that adds rows")
    func footerFollowsLastRow() {
        let page = ListViewController()
        let host = UIKitHost(page)
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
        page.tableView.tableFooterView = footer
        host.window.step(host.clock, frames: 2)
        #expect(footer.frame == CGRect(x: 0, y: 132, width: 375, height: 50))
        #expect(page.tableView.contentSize.height == 182)
        page.rows = 5
        page.tableView.reloadData()
        host.window.step(host.clock, frames: 2)
        #expect(footer.frame.minY == 220)
        #expect(page.tableView.contentSize.height == 270)
    }

    @Test("replacing or removing a header view takes the old one out and gives back its room")
    func replacingHeader() {
        let page = ListViewController()
        let host = UIKitHost(page)
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        page.tableView.tableHeaderView = first
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 30))
        page.tableView.tableHeaderView = second
        host.window.step(host.clock, frames: 2)
        #expect(first.superview == nil)
        #expect(page.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 30)
        page.tableView.tableHeaderView = nil
        host.window.step(host.clock, frames: 2)
        #expect(second.superview == nil)
        #expect(page.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
        #expect(page.tableView.contentSize.height == 132)
    }

    @Test("a zero-height footer (the iOS idiom that hides empty rows' lines) takes no room")
    func emptyFooter() {
        let page = ListViewController()
        let host = UIKitHost(page)
        page.tableView.tableFooterView = UIView()
        host.window.step(host.clock, frames: 2)
        #expect(page.tableView.contentSize.height == 132)
        #expect(page.tableView.tableFooterView?.frame.minY == 132)
    }

    @Test("separatorColor draws the rows' lines in that colour; nil goes back to the system separator colour")
    func separatorColor() throws {
        let page = ListViewController()
        let host = UIKitHost(page)
        #expect(page.tableView.separatorColor == nil)
        page.tableView.separatorColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        host.window.step(host.clock, frames: 2)
        // The first row's hairline is its last device pixel at scale 2 (y 87), inset 16 pt from the left.
        let blue = try drawn(host.window, scale: 2).pixel(x: 400, y: 87).rgba8
        #expect(blue.2 > 200 && blue.0 < 60 && blue.1 < 60)
        page.tableView.separatorColor = nil
        host.window.step(host.clock, frames: 2)
        let plain = try drawn(host.window, scale: 2).pixel(x: 400, y: 87).rgba8
        // The system separator is a grey: its channels stay close, and it is darker than the white rows.
        #expect(abs(Int(plain.0) - Int(plain.2)) < 20 && plain.0 < 250)
    }

    private func drawn(_ window: UIWindow, scale: Double) throws -> OffscreenSurface {
        let surface = try OffscreenSurface(size: window.size, scale: scale, fonts: try Golden.fonts())
        window.draw(in: surface.beginFrame(clear: .white))
        surface.endFrame()
        return surface
    }
}
