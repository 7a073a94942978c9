import Testing
import TestSupport
import UIKit

/// In `viewDidLoad` the default root view is already as large as the screen, as on iOS, so the common
/// `tableView.frame = view.bounds` fills the screen; a view an app makes in `loadView()` keeps its own frame.
@MainActor
struct UIViewControllerViewDidLoadSizeTests {
    final class FramedList: UIViewController {
        let tableView = UITableView()
        var sizeInViewDidLoad: CGSize?
        override func viewDidLoad() {
            super.viewDidLoad()
            sizeInViewDidLoad = view.bounds.size
            tableView.frame = view.bounds
            view.addSubview(tableView)
        }
    }

    final class CustomView: UIViewController {
        var sizeInViewDidLoad: CGSize?
        override func loadView() { view = UIView() }
        override func viewDidLoad() {
            super.viewDidLoad()
            sizeInViewDidLoad = view.bounds.size
        }
    }

    @Test("a window's root controller reads the window's size in viewDidLoad; its table keeps the screen's frame")
    func rootController() {
        let list = FramedList()
        let (window, clock) = TestSupport.makeWindow()
        window.rootViewController = list
        window.step(clock)
        #expect(list.sizeInViewDidLoad == CGSize(width: 375, height: 667))
        #expect(list.tableView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a pushed controller and a presented one read the screen's size too")
    func pushedAndPresented() {
        let (window, clock) = TestSupport.makeWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.step(clock)
        let pushed = FramedList()
        navigation.pushViewController(pushed, animated: false)
        window.step(clock)
        #expect(pushed.sizeInViewDidLoad == CGSize(width: 375, height: 667))
        let presented = FramedList()
        navigation.present(presented, animated: false)
        window.step(clock)
        #expect(presented.sizeInViewDidLoad == CGSize(width: 375, height: 667))
    }

    @Test("a view made in loadView() keeps its own zero frame in viewDidLoad, as UIView() does on iOS")
    func customLoadView() {
        let controller = CustomView()
        let (window, clock) = TestSupport.makeWindow()
        window.rootViewController = controller
        window.step(clock)
        #expect(controller.sizeInViewDidLoad == .zero)
        #expect(controller.view.bounds.size == CGSize(width: 375, height: 667))
    }
}
