import Testing
import TestSupport
import UIKit
import Widgets

/// A bottom-half presentation as apps write one against UIKit: optional container view, the hooks.
final class BottomHalfPresentationController: UIPresentationController {
    var events: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let b = containerView.bounds
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        events.append("willBegin")
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        events.append("dismissalDidEnd \(completed)")
    }
}

final class BottomHalfTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    var made: BottomHalfPresentationController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = BottomHalfPresentationController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

/// The held-out corpus's spellings: `modalTransitionStyle = .crossDissolve` on an alert and on a plain
/// controller, the context styles, and a custom presentation controller, in Swift 5 mode.
@MainActor
struct Swift5ModalTransitionTests {
    @Test("an alert set to cross dissolve presents and keeps its own transition")
    func alertCrossDissolve() throws {
        let (window, clock) = TestSupport.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.step(clock)
        let alertVC = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alertVC.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        alertVC.modalTransitionStyle = .crossDissolve
        #expect(alertVC.modalTransitionStyle == .crossDissolve)
        root.present(alertVC, animated: true, completion: nil)
        window.step(clock, frames: 40)
        #expect(root.presentedViewController === alertVC)
    }

    @Test("a cross-dissolved over-current-context controller covers the defining child only, half faded at 0.2 s")
    func overCurrentContextDissolve() throws {
        let (window, clock) = TestSupport.makeWindow()
        let root = UIViewController()
        let child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 200, width: 375, height: 300)
        child.didMove(toParent: root)
        child.definesPresentationContext = true
        window.rootViewController = root
        window.step(clock)
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        overlay.modalTransitionStyle = .crossDissolve
        child.present(overlay, animated: true, completion: nil)
        window.step(clock, frames: 12)
        #expect(overlay.view.presentationAlpha > 0.5 && overlay.view.presentationAlpha < 1)
        window.step(clock, frames: 30)
        #expect(overlay.presentingViewController === child)
        #expect(overlay.view.presentationFrameInWindow == CGRect(x: 0, y: 200, width: 375, height: 300))
        #expect(!child.view.isHidden)
    }

    @Test("a custom presentation controller from the transitioning delegate places the view and hears its hooks")
    func customPresentation() throws {
        let (window, clock) = TestSupport.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.step(clock)
        let transitioning = BottomHalfTransitioning()
        let shown = UIViewController()
        shown.modalPresentationStyle = .custom
        shown.transitioningDelegate = transitioning
        root.present(shown, animated: false, completion: nil)
        window.step(clock)
        let controller = try #require(transitioning.made)
        #expect(shown.presentationController === controller)
        let height = window.rootView.bounds.height, width = window.rootView.bounds.width
        #expect(shown.view.frame == CGRect(x: 0, y: height / 2, width: width, height: height / 2))
        shown.dismiss(animated: false, completion: nil)
        #expect(controller.events == ["willBegin", "dismissalDidEnd true"])
    }
}
