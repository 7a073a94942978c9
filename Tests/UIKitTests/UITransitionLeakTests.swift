import Testing
import TestSupport
import UIKit

/// A window that goes away while a transition runs frees everything: the transition coordinator and the
/// controllers it moves must not hold each other (UIKit's coordinator is released when its transition
/// ends, and a window torn down mid-animation ends it). Each test drops its last strong reference inside a
/// `do` block and then checks the weak ones.
@MainActor
struct UITransitionLeakTests {
    final class Weak {
        weak var window: UIWindow?
        weak var navigation: UINavigationController?
        weak var root: UIViewController?
        weak var shown: UIViewController?
        weak var coordinator: UIViewControllerTransitionCoordinator?

        var leaked: [String] {
            let alive: [(String, AnyObject?)] = [("window", window), ("navigation", navigation), ("root", root),
                                                 ("shown", shown), ("coordinator", coordinator)]
            return alive.compactMap { $0.1 == nil ? nil : $0.0 }
        }
    }

    @Test("a window released mid-push leaks nothing")
    func midPush() {
        let refs = Weak()
        do {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let host = UIKitHost(navigation)
            let pushed = UIViewController()
            navigation.pushViewController(pushed, animated: true)
            host.window.step(host.clock, frames: 5)
            refs.coordinator = pushed.transitionCoordinator
            #expect(refs.coordinator != nil)
            (refs.window, refs.navigation, refs.root, refs.shown) = (host.window, navigation, root, pushed)
        }
        #expect(refs.leaked == [])
    }

    @Test("a window released mid-sheet leaks nothing")
    func midSheet() {
        let refs = Weak()
        do {
            let root = UIViewController()
            let host = UIKitHost(root)
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .pageSheet
            root.present(sheet, animated: true)
            host.window.step(host.clock, frames: 5)
            refs.coordinator = sheet.transitionCoordinator
            #expect(refs.coordinator != nil)
            (refs.window, refs.root, refs.shown) = (host.window, root, sheet)
        }
        #expect(refs.leaked == [])
    }

    @Test("a window released mid-interactive-back leaks nothing")
    func midInteractiveBack() {
        let refs = Weak()
        do {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let host = UIKitHost(navigation)
            let pushed = UIViewController()
            navigation.pushViewController(pushed, animated: false)
            host.window.step(host.clock)
            let y = host.window.bounds.midY
            host.window.sendPointer(.began, at: CGPoint(x: 4, y: y), time: host.clock.now)
            for x in stride(from: 20.0, through: 140, by: 20) {
                host.clock.advance(by: 1.0 / 60)
                host.window.sendPointer(.moved, at: CGPoint(x: x, y: y), time: host.clock.now)
                host.window.advanceFrame()
            }
            refs.coordinator = pushed.transitionCoordinator
            #expect(refs.coordinator?.isInteractive == true)
            (refs.window, refs.navigation, refs.root, refs.shown) = (host.window, navigation, root, pushed)
        }
        #expect(refs.leaked == [])
    }
}
