import Testing
import TestSupport
import UIKit

/// A cell's content lines up with its separator inset, as UIKit aligns a cell's content with it (20 pt on
/// regular width, 16 on compact). A table moves the inset after the cell's first layout, so the cell whose
/// inset changed lays itself out again; before, its text stayed at 16 pt while its separator moved to 20.
@MainActor
struct UITableViewCellInsetLayoutTests {
    @Test("a cell laid out at a 16 pt inset moves its text to 20 pt when the inset changes")
    func relaysOnInsetChange() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        cell.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
        cell.layoutIfNeeded()
        let before = cell.textLabel!.convert(cell.textLabel!.bounds, to: cell).minX
        cell.separatorInset.left = 20
        cell.layoutIfNeeded()
        let after = cell.textLabel!.convert(cell.textLabel!.bounds, to: cell).minX
        #expect(Double(before) == 16)
        #expect(Double(after) == 20)
    }

    @Test("an iPad-width table's rows show their text at the 20 pt separator inset")
    func regularWidthTable() {
        final class Rows: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 1024, height: 768),
                                                     traits: UITraitCollection(horizontalSizeClass: .regular,
                                                                               verticalSizeClass: .regular, displayScale: 2))
        let rows = Rows(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: rows)
        window.step(clock)
        let cell = rows.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(Double(cell.separatorInset.left) == 20)
        #expect(Double(cell.textLabel!.convert(cell.textLabel!.bounds, to: cell).minX) == 20)
    }
}
