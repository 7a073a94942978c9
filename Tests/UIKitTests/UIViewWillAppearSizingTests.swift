import Testing
import TestSupport
import UIKit

/// UIKit sizes a controller's root view to its container before the controller's first viewWillAppear,
/// whichever way it comes on screen: a window's root, a navigation root or push, a tab switch, a
/// presentation. Code that lays out from `view.bounds` or `view.center` there (a common UIKit habit: a
/// tutorial demo placed its square at `view.center` and sat at 0,0 when this was not so) sees the size
/// the view is shown at.
@MainActor
struct UIViewWillAppearSizingTests {
    final class Recorder: UIViewController {
        var sizes: [CGSize] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            sizes.append(view.bounds.size)
        }
    }

    /// Steps a second of frames so any transition ends.
    private func settle(_ host: UIKitHost) {
        for _ in 0..<60 { host.clock.advance(by: 1.0 / 60); host.window.step(host.clock) }
    }

    @Test("a window's root controller has the window's size in its first viewWillAppear")
    func windowRoot() {
        let root = Recorder()
        let host = UIKitHost(root)
        #expect(root.sizes == [CGSize(width: 375, height: 667)])
        #expect(root.view.bounds.size == host.window.bounds.size)
    }

    @Test("a navigation controller's first root page has the container's size in its first viewWillAppear")
    func navigationRoot() {
        let root = Recorder()
        let navigation = UINavigationController(rootViewController: root)
        _ = UIKitHost(navigation)
        #expect(root.sizes == [CGSize(width: 375, height: 667)])
    }

    @Test("pushed pages, animated or not, have the container's size in their viewWillAppear")
    func navigationPush() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let host = UIKitHost(navigation)
        let animated = Recorder()
        navigation.pushViewController(animated, animated: true)
        settle(host)
        let immediate = Recorder()
        navigation.pushViewController(immediate, animated: false)
        #expect(animated.sizes == [CGSize(width: 375, height: 667)])
        #expect(immediate.sizes == [CGSize(width: 375, height: 667)])
    }

    @Test("a tab's page has the container's size in its viewWillAppear, first shown and on a switch")
    func tabSwitch() {
        let first = Recorder()
        let second = Recorder()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let host = UIKitHost(tabs)
        #expect(first.sizes.count == 1)
        #expect(first.sizes.first == first.view.bounds.size)
        #expect(Double(first.view.bounds.width) == 375)
        tabs.selectedIndex = 1
        host.window.step(host.clock)
        #expect(second.sizes.count == 1)
        #expect(second.sizes.first == second.view.bounds.size)
        #expect(Double(second.view.bounds.width) == 375)
    }

    @Test("a navigation root inside a tab has its size in its first viewWillAppear")
    func navigationInTab() {
        let page = Recorder()
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UINavigationController(rootViewController: page)]
        let host = UIKitHost(tabs)
        tabs.selectedIndex = 1
        host.window.step(host.clock)
        #expect(page.sizes.count == 1)
        #expect(page.sizes.first == page.view.bounds.size)
        #expect(Double(page.view.bounds.width) == 375)
    }

    @Test("a presented controller has its presentation's size in viewWillAppear, for each style, animated or not")
    func presentation() {
        let root = UIViewController()
        let host = UIKitHost(root)
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet, .formSheet] {
            for animated in [false, true] {
                let shown = Recorder()
                shown.modalPresentationStyle = style
                root.present(shown, animated: animated)
                settle(host)
                #expect(shown.sizes.count == 1, "\(style) animated: \(animated)")
                #expect(shown.sizes.first == shown.view.bounds.size, "\(style) animated: \(animated)")
                #expect(Double(shown.view.bounds.width) == 375, "\(style) animated: \(animated)")
                root.dismiss(animated: false)
                host.window.step(host.clock)
            }
        }
    }

    @Test("a navigation controller presented shows its root page sized in the page's first viewWillAppear")
    func presentedNavigationRoot() {
        let root = UIViewController()
        let host = UIKitHost(root)
        let page = Recorder()
        let navigation = UINavigationController(rootViewController: page)
        navigation.modalPresentationStyle = .fullScreen
        root.present(navigation, animated: true)
        settle(host)
        #expect(page.sizes == [CGSize(width: 375, height: 667)])
    }
}
