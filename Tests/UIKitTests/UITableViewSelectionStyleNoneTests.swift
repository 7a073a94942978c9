import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// A row whose cell has `selectionStyle = .none` is still selected by a tap and its delegate told, as in
/// UIKit ("The cell has no distinct style for when it is selected"): lists of coloured cards set `.none` so
/// the card keeps its colour, and push a detail from `didSelectRowAt`. Found by running a Swift 5 app whose
/// rows did nothing when tapped.
@MainActor @Suite struct UITableViewSelectionStyleNoneTests {
    final class Cards: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: .zero, style: .plain)
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Card \(indexPath.row)"
            cell.selectionStyle = .none
            cell.backgroundColor = .systemTeal
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 100 }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("select \(indexPath.row)")
            navigationController?.pushViewController(UIViewController(), animated: false)
        }
    }

    @Test("tapping a .none row selects it, tells the delegate and pushes; the card draws no grey highlight")
    func noneStillSelects() throws {
        let cards = Cards()
        let navigation = UINavigationController(rootViewController: cards)
        let host = UIKitHost(navigation)
        host.window.step(host.clock, frames: 2)
        let cell = try #require(cards.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let centre = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        // Held down: the row is pressed but keeps its own colour.
        host.clock.advance(by: 1.0 / 60)
        host.window.sendPointer(.began, at: centre, time: host.clock.now)
        host.window.step(host.clock, frames: 20)
        let pressed = try Golden.draw(host.window)
        #expect(pressed.pixel(x: 4, y: Int(centre.y)) == Color.systemTeal.resolved(for: .light).plain)
        host.clock.advance(by: 1.0 / 60)
        host.window.sendPointer(.ended, at: centre, time: host.clock.now)
        host.window.step(host.clock, frames: 2)
        #expect(cards.log == ["select 1"])
        #expect(navigation.viewControllers.count == 2)
        #expect(cards.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("shouldHighlightRowAt false still keeps a row from being selected")
    func shouldHighlightFalse() {
        final class Locked: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let tableView = UITableView(frame: .zero, style: .plain)
            var selected = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.frame = view.bounds
                tableView.dataSource = self
                tableView.delegate = self
                view.addSubview(tableView)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.selectionStyle = .none
                return cell
            }
            func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected += 1 }
        }
        let locked = Locked()
        let host = UIKitHost(locked)
        host.window.step(host.clock, frames: 2)
        host.tap(CGPoint(x: 100, y: 20))
        #expect(locked.selected == 0)
    }
}
