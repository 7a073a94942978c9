import Render
import Testing
import TestSupport
import Widgets

/// Logs the appearance callbacks with the moving flags and, at viewIsAppearing, the view's window and width.
@MainActor
final class FlagsController: ViewController {
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name) willAppear toParent=\(isMovingToParent)") }
    override func viewIsAppearing(_ animated: Bool) {
        log.add("\(name) isAppearing inWindow=\(view.window != nil) width=\(Int(view.bounds.width))")
    }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name) didAppear toParent=\(isMovingToParent)") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name) willDisappear fromParent=\(isMovingFromParent)") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name) didDisappear fromParent=\(isMovingFromParent)") }
}

/// UIViewController's isMovingToParent / isMovingFromParent (meaningful inside the appearance callbacks,
/// per its documentation) and viewIsAppearing (after viewWillAppear, with the view in the hierarchy and
/// laid out, before viewDidAppear).
@MainActor
@Suite("View controller containment flags and viewIsAppearing")
struct ContainmentFlagsTests {
    @Test("a push: the pushed controller is moving to its parent and is appearing in the window at full width")
    func pushAndPop() {
        let (window, clock) = TestSupport.makeWindow()
        let log = EventLog()
        let root = FlagsController("A", log: log), pushed = FlagsController("B", log: log)
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        window.step(clock)
        log.clear()
        nav.pushViewController(pushed, animated: true)
        window.step(clock, frames: 30)
        #expect(log.entries == ["A willDisappear fromParent=false", "B willAppear toParent=true",
                                "B isAppearing inWindow=true width=375", "A didDisappear fromParent=false",
                                "B didAppear toParent=true"])
        #expect(!pushed.isMovingToParent)
        log.clear()
        nav.popViewController(animated: true)
        window.step(clock, frames: 30)
        #expect(log.entries == ["B willDisappear fromParent=true", "A willAppear toParent=false",
                                "A isAppearing inWindow=true width=375", "B didDisappear fromParent=true",
                                "A didAppear toParent=false"])
        #expect(!pushed.isMovingFromParent)
    }
}
