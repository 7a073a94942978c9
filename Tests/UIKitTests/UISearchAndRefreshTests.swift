import Testing
import TestSupport
import UIKit

/// A searchable, refreshable list written as UIKit code writes one: `UISearchController` in the navigation
/// item with a `UISearchResultsUpdating` controller, and a `UIRefreshControl` whose `.valueChanged` action
/// is added with `addAction(_:for:)`.
@MainActor
struct UISearchAndRefreshTests {
    final class FruitsViewController: UITableViewController, UISearchResultsUpdating {
        let all = ["Apple", "Banana", "Cherry"]
        private(set) var filtered: [String] = []
        let log = EventLog()

        override func viewDidLoad() {
            super.viewDidLoad()
            filtered = all
            let search = UISearchController(searchResultsController: nil)
            search.searchResultsUpdater = self
            search.obscuresBackgroundDuringPresentation = false
            search.searchBar.placeholder = "Search Fruits"
            navigationItem.searchController = search
            let refresh = UIRefreshControl()
            refresh.addAction(UIAction { [unowned self] action in
                log.add("refresh from \(action.sender is UIRefreshControl)")
            }, for: .valueChanged)
            refreshControl = refresh
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            filtered = text.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(text) }
            log.add("update \(text)")
        }
    }

    @Test("the search controller filters through its updater and the refresh control's action runs on a pull")
    func searchAndRefresh() {
        let fruits = FruitsViewController()
        let nav = UINavigationController(rootViewController: fruits)
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        window.rootViewController = nav
        window.step(clock)
        let search = fruits.navigationItem.searchController
        #expect(search?.searchBar.placeholder == "Search Fruits")
        search?.isActive = true
        _ = window.sendText("an")
        #expect(fruits.filtered == ["Banana"])
        // One text event inserts both characters: one change, one update.
        #expect(fruits.log.entries == ["update ", "update an"])
        search?.isActive = false
        #expect(fruits.filtered == fruits.all)
        fruits.log.clear()
        // A pull past the threshold: 400 pt down in 10 pt steps.
        let table = fruits.tableView
        let start = CGPoint(x: 180, y: 300)
        window.sendPointer(.began, at: start, time: clock.now)
        for i in 1...40 {
            window.step(clock)
            window.sendPointer(.moved, at: CGPoint(x: 180, y: 300 + 10 * Double(i)), time: clock.now)
        }
        #expect(fruits.refreshControl?.isRefreshing == true)
        #expect(fruits.log.entries == ["refresh from true"])
        #expect(table.refreshControl === fruits.refreshControl)
    }
}
