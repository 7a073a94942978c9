import Testing
import TestSupport
import UIKit

/// A screen with a toolbar written as UIKit code writes one: system items with UIAction closures, spaces,
/// and `navigationController?.setToolbarHidden(false, animated: false)`.
@MainActor
struct UIToolbarItemsTests {
    final class NotesViewController: UIViewController {
        let log = EventLog()

        override func viewDidLoad() {
            super.viewDidLoad()
            let compose = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [unowned self] action in
                log.add("compose from \((action.sender as? UIBarButtonItem)?.systemItem.map { "\($0)" } ?? "nil")")
            })
            setToolbarItems([UIBarButtonItem(title: "Folders", primaryAction: nil), .flexibleSpace(),
                             .fixedSpace(10), compose], animated: false)
        }
    }

    @Test("system items with primary actions fill the navigation controller's toolbar and run with their sender")
    func toolbarItemsRun() {
        let notes = NotesViewController()
        let nav = UINavigationController(rootViewController: notes)
        nav.setToolbarHidden(false, animated: false)
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        window.rootViewController = nav
        window.step(clock)
        let toolbar: UIToolbar = nav.toolbar
        #expect(toolbar.items?.count == 4)
        #expect(toolbar.frame == CGRect(x: 0, y: 667 - 44, width: 375, height: 44))
        notes.toolbarItems?[3].action?()
        #expect(notes.log.entries == ["compose from compose"])
    }
}
