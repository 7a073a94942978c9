import Testing
import TestSupport
import UIKitCompat

// Seed 1, "iOS disclosure indicators done right": the article's final Swift 3 code, as printed but for the
// edits the README lists (the protocol is @MainActor for Swift 6; `textLabel` is not optional; the
// storyboard's prototype cell is registered in code).

/// Represent a cell that is disclosable
@MainActor
protocol DisclosableCell {
    var canDisclose: Bool { get }
    func setDisclosureIndicator(visible: Bool)
}

extension DisclosableCell where Self: UITableViewCell {
    func setDisclosureIndicator(visible: Bool) {
        accessoryType = canDisclose && visible ? .disclosureIndicator : .none
    }
}

class MyCell: UITableViewCell, DisclosableCell {
    var canDisclose: Bool {
        // All of our cells disclose
        return true
    }
}

class MasterViewController: UITableViewController {
    var objects = ["Alpha", "Bravo", "Charlie", "Delta"]

    /// Will return false if no split view or if split view is collapsed like on iPhone
    var isInSplitViewPresentation: Bool {
      return !(splitViewController?.isCollapsed ?? true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MyCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return objects.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel.text = objects[indexPath.row]
      if let cell = cell as? DisclosableCell {
        cell.setDisclosureIndicator(visible: !isInSplitViewPresentation)
      }
      return cell
    }

    /// Will be called each time the size of the view controller changes
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
      // We use the coordinator to keep track of the transition
      coordinator.animate(alongsideTransition: nil, completion: { _ in
        // In the completion of the transition,
        // We loop on each cell
        self.tableView.visibleCells.forEach {
          if let cell = $0 as? DisclosableCell {
            // And we refresh the disclosure indicator of those cells
            cell.setDisclosureIndicator(visible: !self.isInSplitViewPresentation)
          }
        }
      })

      super.viewWillTransition(to: size, with: coordinator)
    }
}

/// Keeps the list on top in portrait (the template's empty detail is discarded when collapsing).
final class ListOnTopDelegate: UISplitViewControllerDelegate {
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool { true }
}

@MainActor
@Suite("UIKit names: seed 1's disclosable cells")
struct DisclosureIndicatorsTests {
    @Test("chevrons in portrait, none once the rotation to landscape completes, back in portrait")
    func rotations() {
        let master = MasterViewController()
        let split = UISplitViewController(primary: UINavigationController(rootViewController: master),
                                          secondary: UINavigationController(rootViewController: UIViewController()))
        let delegate = ListOnTopDelegate()
        split.delegate = delegate
        let (window, clock) = ArticleScreen.window(showing: split)
        func accessories() -> [UITableViewCell.AccessoryType] { master.tableView.visibleCells.map(\.accessoryType) }

        #expect(split.isCollapsed)
        #expect(accessories() == Array(repeating: .disclosureIndicator, count: 4))
        ArticleScreen.rotate(window, clock, toLandscape: true)
        #expect(!split.isCollapsed)
        #expect(accessories() == Array(repeating: .none, count: 4))
        ArticleScreen.rotate(window, clock, toLandscape: false)
        #expect(accessories() == Array(repeating: .disclosureIndicator, count: 4))
    }
}
