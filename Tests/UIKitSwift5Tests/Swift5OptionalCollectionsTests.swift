import Testing
import TestSupport
import UIKit
import Widgets

/// A list screen as apps write one: it reads the selection through UIKit's optional arrays.
final class FruitListViewController: UITableViewController {
    let fruits = ["Apple", "Pear", "Fig", "Plum"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit")
            ?? UITableViewCell(style: .default, reuseIdentifier: "fruit")
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    /// The chosen fruits, or "none" when nothing is selected: `indexPathsForSelectedRows` is nil then.
    var chosen: String {
        guard let paths = tableView.indexPathsForSelectedRows else { return "none" }
        return paths.map { fruits[$0.row] }.joined(separator: ", ")
    }
}

/// UIKit's optional collections: `gestureRecognizers`, `indexPathsForSelectedRows` and
/// `indexPathsForSelectedItems` are nil when empty, as Apple documents each.
@MainActor
struct Swift5OptionalCollectionsTests {
    @Test("gestureRecognizers is nil until one is added, empty after it is removed, and setting it replaces them")
    func gestureRecognizers() {
        let view = UIView()
        #expect(view.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers == [tap])
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers == [])

        view.gestureRecognizers = [tap, pan]
        #expect(view.gestureRecognizers == [tap, pan] && tap.view === view && pan.view === view)
        view.gestureRecognizers?.forEach { $0.isEnabled = false }
        #expect(!tap.isEnabled && !pan.isEnabled)
        view.gestureRecognizers = [pan]
        #expect(view.gestureRecognizers == [pan] && tap.view == nil, "the one left out is detached")
        view.gestureRecognizers = nil
        #expect(view.gestureRecognizers == nil && pan.view == nil)

        let other = UIView()
        view.addGestureRecognizer(tap)
        other.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers == [] && other.gestureRecognizers == [tap] && tap.view === other,
                "a recognizer is on one view at a time")
    }

    @Test("a recognizer set through gestureRecognizers receives taps on the view")
    func replacedRecognizerFires() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 100, height: 100))
        let screen = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.view.addSubview(box)
        window.rootViewController = screen
        window.step(clock)
        var taps = 0
        let old = UITapGestureRecognizer { _ in taps += 100 }
        box.addGestureRecognizer(old)
        box.gestureRecognizers = [UITapGestureRecognizer { _ in taps += 1 }]
        clock.advance(by: 0.1)
        window.sendPointer(.began, at: CGPoint(x: 50, y: 50), time: clock.now)
        clock.advance(by: 0.05)
        window.sendPointer(.ended, at: CGPoint(x: 50, y: 50), time: clock.now)
        window.step(clock)
        #expect(taps == 1, "the replaced recognizer no longer hears the view's touches")
    }

    @Test("indexPathsForSelectedRows is nil with no selection and lists the selected rows otherwise")
    func tableSelection() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 320, height: 400))
        let list = FruitListViewController(style: .plain)
        window.rootViewController = list
        window.step(clock)
        #expect(list.tableView.indexPathForSelectedRow == nil && list.tableView.indexPathsForSelectedRows == nil)
        #expect(list.chosen == "none")
        list.tableView.allowsMultipleSelection = true
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        list.tableView.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(list.chosen == "Pear, Plum")
        list.tableView.indexPathsForSelectedRows?.forEach { list.tableView.deselectRow(at: $0, animated: false) }
        #expect(list.tableView.indexPathsForSelectedRows == nil && list.chosen == "none")
    }

    @Test("indexPathsForSelectedItems is nil with no selection and lists the selected items otherwise")
    func collectionSelection() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 320, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let source = NumberSource()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
        collection.dataSource = source
        let screen = UIViewController()
        screen.view.addSubview(collection)
        window.rootViewController = screen
        window.step(clock)
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect((collection.indexPathsForSelectedItems ?? []).isEmpty)
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        if let first = collection.indexPathsForSelectedItems?.first { collection.deselectItem(at: first, animated: false) }
        #expect(collection.indexPathsForSelectedItems == nil)
    }
}

final class NumberSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    }
}
