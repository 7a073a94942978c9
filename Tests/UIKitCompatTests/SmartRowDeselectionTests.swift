import Testing
import TestSupport
import UIKitCompat

// Seed 4, "Smarter animated row deselection": the article's extension on UIViewController, updated to Swift 3+
// names (the README lists them: `transitionCoordinator` is a property, `animateAlongsideTransition(in:…)`,
// `context.isAnimated` and `isCancelled` are properties, `parent`; `indexPathsForSelectedRows` is
// optional, as in UIKit). Handheld's own table controller already deselects this way; the list turns that off so the
// article's code is what runs.

extension UIViewController {
    func rz_smoothlyDeselectRows(tableView: UITableView?) {
        // Get the initially selected index paths, if any
        let selectedIndexPaths = tableView?.indexPathsForSelectedRows ?? []

        // Grab the transition coordinator responsible for the current transition
        if let coordinator = transitionCoordinator {
            // Animate alongside the master view controller's view
            coordinator.animateAlongsideTransition(in: parent?.view, animation: { context in
                // Deselect the cells, with animations enabled if this is an animated transition
                selectedIndexPaths.forEach {
                    tableView?.deselectRow(at: $0, animated: context.isAnimated)
                }
            }, completion: { context in
                // If the transition was cancel, reselect the rows that were selected before,
                // so they are still selected the next time the same animation is triggered
                if context.isCancelled {
                    selectedIndexPaths.forEach {
                        tableView?.selectRow(at: $0, animated: false, scrollPosition: .none)
                    }
                }
            })
        }
        else { // If this isn't a transition coordinator, just deselect the rows without animating
            selectedIndexPaths.forEach {
                tableView?.deselectRow(at: $0, animated: false)
            }
        }
    }
}

class DeselectingMasterViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        clearsSelectionOnViewWillAppear = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        rz_smoothlyDeselectRows(tableView: tableView)
    }
}

@MainActor
@Suite("UIKit names: seed 4's smart row deselection")
struct SmartRowDeselectionTests {
    @Test("the row fades with a back swipe, is reselected when the swipe is cancelled, deselected when it pops")
    func swipes() throws {
        let list = DeselectingMasterViewController()
        let navigation = UINavigationController(rootViewController: list)
        let (window, clock) = ArticleScreen.window(showing: navigation)
        let pointer = ArticlePointer(window: window, clock: clock)
        let row = IndexPath(row: 2, section: 0)
        pointer.tap(try #require(list.tableView.cellForRow(at: row)))
        window.step(clock, frames: 40)
        #expect(navigation.viewControllers.count == 2)
        #expect(list.tableView.indexPathsForSelectedRows == [row])
        let cell = try #require(list.tableView.cellForRow(at: row))

        // Half way and back: cancelled, the row is selected again at full highlight.
        pointer.press(at: 10)
        for x in [40.0, 70, 100, 130] { pointer.move(to: x) }
        #expect(cell.highlightAlpha < 1 && cell.highlightAlpha > 0)
        for x in [100.0, 70, 40, 30] { pointer.move(to: x) }
        for _ in 0..<8 { pointer.move(to: 30) }
        pointer.release(at: 30)
        window.step(clock, frames: 40)
        #expect(navigation.viewControllers.count == 2)
        #expect(list.tableView.indexPathsForSelectedRows == [row])
        #expect(cell.highlightAlpha == 1)

        // Past half way: the pop finishes and the row is deselected.
        pointer.swipe(to: 300)
        window.step(clock, frames: 40)
        #expect(navigation.viewControllers.count == 1)
        #expect(list.tableView.indexPathsForSelectedRows == nil)
        #expect(cell.highlightAlpha == 0)
    }
}
