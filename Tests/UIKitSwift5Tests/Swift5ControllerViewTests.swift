import Testing
import UIKit

/// `UIViewController.view` is `UIView!` in UIKit. Apps assign an optional to it in `loadView()` (a view
/// made by a factory that returns `UIView?`), bind it in a `guard let`, read `view.frame` without `!`, and
/// set it to nil to drop the view. The lines below are written as such apps write them.
final class OptionalRootViewController: UIViewController {
    var made: UIView?
    var loads = 0, didLoads = 0

    func makeRoot() -> UIView? {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .systemTeal
        return root
    }

    override func loadView() {
        loads += 1
        made = makeRoot()
        self.view = made
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        didLoads += 1
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
    }

    /// A transition animator's guard, as tutorials write it.
    func boundWidth() -> CGFloat? {
        guard let root = view else { return nil }
        return root.bounds.width
    }
}

@MainActor
struct Swift5ControllerViewTests {
    @Test("an optional assigned in loadView is the view; view.frame reads and writes it without unwrapping")
    func optionalAssigned() throws {
        let controller = OptionalRootViewController()
        #expect(!controller.isViewLoaded)
        let root: UIView? = controller.view
        #expect(root === controller.made && controller.loads == 1 && controller.didLoads == 1)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(controller.boundWidth() == 320)
        #expect(controller.view.backgroundColor == .systemTeal)
    }

    @Test("view = nil unloads the view; the next read loads a new one through loadView and viewDidLoad")
    func nilUnloads() throws {
        let controller = OptionalRootViewController()
        let first: UIView = controller.view
        controller.view = nil
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let second: UIView = controller.view
        #expect(second !== first && controller.loads == 2 && controller.didLoads == 2)
        #expect(controller.isViewLoaded && controller.viewIfLoaded === second)
    }
}
