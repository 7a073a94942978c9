import Render
import Testing
import TestSupport
@testable import Widgets

/// Logs a custom presentation controller's hooks and lays the presented view over the lower half.
@MainActor
final class HalfPresentationController: PresentationController {
    let log: EventLog
    init(presented: ViewController, presenting: ViewController?, log: EventLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override var frameOfPresentedViewInContainerView: Rect {
        let b = container.bounds
        return Rect(x: b.minX, y: b.midY, width: b.width, height: b.height / 2)
    }
    override func presentationTransitionWillBegin() { log.add("presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.add("presentationDidEnd \(completed)") }
    override func dismissalTransitionWillBegin() { log.add("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.add("dismissalDidEnd \(completed)") }
}

@MainActor
final class HalfTransitioningDelegate: ViewControllerTransitioningDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        log.add("asked source=\(source.title ?? "?")")
        return HalfPresentationController(presented: presented, presenting: presenting, log: log)
    }
}

/// `.currentContext`, `.overCurrentContext` and `.custom` on the virtual clock.
@MainActor
@Suite("Presentation context and custom presentations")
struct PresentationContextTests {
    /// The fixture's root holding child page "C" at (20, 100, 300, 400), which defines the context.
    static func withContext(_ f: PresentationFixture) -> PageController {
        let child = PageController("C", log: f.log)
        f.root.addChild(child)
        f.root.view.addSubview(child.view)
        child.view.frame = Rect(x: 20, y: 100, width: 300, height: 400)
        child.didMove(toParent: f.root)
        // The child appears with its parent, as a container forwards it.
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.definesPresentationContext = true
        f.frames(1)
        #expect(child.appearanceState == .appeared, "\(f.log.entries)")
        f.log.clear()
        return child
    }

    @Test("current context covers only the defining controller's view, which leaves the screen afterwards")
    func currentContext() throws {
        let f = PresentationFixture(style: .currentContext)
        let child = Self.withContext(f)
        child.present(f.sheet, animated: true)
        let p = try #require(f.sheet.presentationController)
        #expect(p.container.frame == Rect(x: 20, y: 100, width: 300, height: 400) && p.container.clipsToBounds)
        f.frames(12)
        // Cover vertical rises from the context's bottom edge, clipped to it.
        let mid = f.sheet.view.presentationFrameInWindow
        #expect(mid.minY > 100 && mid.minY < 500 && mid.minX == 20 && mid.width == 300)
        f.settle()
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 20, y: 100, width: 300, height: 400))
        #expect(f.sheet.presentingViewController === child && child.presentedViewController === f.sheet)
        #expect(f.root.presentedViewController == nil)
        #expect(child.view.isHidden && !f.root.view.isHidden)
        #expect(f.log.entries == ["C willDisappear", "S willAppear", "C completion cancelled=false",
                                  "S completion cancelled=false", "C didDisappear", "S didAppear"])
        // Outside the context the presenter's root still takes touches.
        #expect(f.window.hitTest(Point(x: 10, y: 50)) === f.root.view)
        child.dismiss(animated: true)
        f.settle()
        #expect(!child.view.isHidden && f.sheet.view.superview == nil && child.presentedViewController == nil)
    }

    @Test("over current context keeps the context's view; without a defining ancestor the root presents")
    func overCurrentContext() throws {
        let f = PresentationFixture(style: .overCurrentContext)
        let child = Self.withContext(f)
        let grandchild = PageController("G", log: f.log)
        child.addChild(grandchild)
        child.view.addSubview(grandchild.view)
        grandchild.didMove(toParent: child)
        grandchild.present(f.sheet, animated: false)
        f.settle()
        #expect(f.sheet.presentingViewController === child && grandchild.presentedViewController === f.sheet)
        #expect(!child.view.isHidden)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 20, y: 100, width: 300, height: 400))
        f.sheet.dismiss(animated: false)
        child.definesPresentationContext = false
        grandchild.present(f.sheet, animated: false)
        f.settle()
        #expect(f.sheet.presentingViewController === f.root)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("the context controller's transition style wins when it provides one")
    func providesContextTransitionStyle() throws {
        let f = PresentationFixture(style: .overCurrentContext)
        let child = Self.withContext(f)
        child.modalTransitionStyle = .crossDissolve
        f.sheet.modalTransitionStyle = .coverVertical
        child.present(f.sheet, animated: true)
        #expect(f.sheet.presentationController?.modalTransitionStyle == .coverVertical)
        f.settle()
        f.sheet.dismiss(animated: false)
        child.providesPresentationContextTransitionStyle = true
        child.present(f.sheet, animated: true)
        #expect(f.sheet.presentationController?.modalTransitionStyle == .crossDissolve)
        #expect(f.sheet.view.presentationAlpha == 0)
        f.settle()
        #expect(f.sheet.view.presentationAlpha == 1)
    }

    @Test("custom asks the transitioning delegate for its presentation controller and calls its hooks")
    func customPresentationController() throws {
        let f = PresentationFixture(style: .custom)
        let delegate = HalfTransitioningDelegate(log: f.log)
        f.sheet.transitioningDelegate = delegate
        f.root.present(f.sheet, animated: true)
        f.settle()
        #expect(f.sheet.presentationController is HalfPresentationController)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 333.5, width: 375, height: 333.5))
        #expect(!f.root.view.isHidden)  // a custom presentation keeps the presenter's view
        f.sheet.dismiss(animated: true)
        f.settle()
        #expect(f.log.entries == ["asked source=A", "S willAppear", "presentationWillBegin", "S completion cancelled=false",
                                  "S didAppear", "presentationDidEnd true",
                                  "S willDisappear", "dismissalWillBegin", "S completion cancelled=false",
                                  "dismissalDidEnd true", "S didDisappear"])
        #expect(f.root.presentedViewController == nil)
    }

    @Test("replacing the window's root removes a presentation a child context shows")
    func rootReplacementTearsDownContext() throws {
        let f = PresentationFixture(style: .overCurrentContext)
        let child = Self.withContext(f)
        child.present(f.sheet, animated: false)
        f.settle()
        let p = try #require(f.sheet.presentationController)
        #expect(p.container.superview != nil)
        f.window.rootViewController = PageController("B", log: f.log)
        #expect(p.container.superview == nil && child.presentedViewController == nil)
        #expect(f.log.entries.contains("S willDisappear") && f.log.entries.contains("S didDisappear"))
    }
}
