import Testing
import UIKit
import Widgets

/// UITabBarController's tabs as UIKit declares them (`viewControllers: [UIViewController]?`, nil until set)
/// and its delegate's two tap callbacks. UIKit's documentation of `tabBarController(_:shouldSelect:)` and
/// `tabBarController(_:didSelect:)`: both are sent for taps on the tab bar only, not for selections made by
/// setting `selectedIndex` or `selectedViewController` in code.
@MainActor
@Suite("UITabBarController: optional tabs and the delegate")
struct UITabBarControllerDelegateTests {
    final class Recorder: UITabBarControllerDelegate {
        var log: [String] = []
        var refused: UIViewController?
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("should \(viewController.title ?? "?")")
            return viewController !== refused
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("did \(viewController.title ?? "?") at \(tabBarController.selectedIndex)")
        }
    }

    static func pages() -> [UIViewController] {
        ["A", "B", "C"].map { name in
            let page = UIViewController()
            page.title = name
            return page
        }
    }

    /// The centre of tab `index`'s button in the window: the bar's own 49 pt above the home indicator.
    static func tabPoint(_ tabs: UITabBarController, _ index: Int) -> CGPoint {
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        let count = CGFloat(tabs.viewControllers?.count ?? 1)
        return CGPoint(x: bar.minX + bar.width * (CGFloat(index) + 0.5) / count, y: bar.minY + 24)
    }

    @Test("viewControllers is nil until set, counts through ?., and nil again removes every tab")
    func optionalTabs() throws {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        #expect(tabs.viewControllers?.count == nil)
        #expect(tabs.selectedViewController == nil)
        let pages = Self.pages()
        tabs.viewControllers = pages
        #expect(tabs.viewControllers?.count == 3)
        #expect(tabs.tabBar.items.map(\.title) == ["A", "B", "C"])
        #expect(pages.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        tabs.selectedViewController = pages[2]
        #expect(tabs.selectedIndex == 2)
        tabs.viewControllers = nil
        #expect(tabs.viewControllers == nil)
        #expect(tabs.tabBar.items.isEmpty)
        #expect(pages.allSatisfy { $0.parent == nil })
    }

    @Test("a tap asks shouldSelect then tells didSelect; a refused tab stays unselected; code selection asks nothing")
    func delegateOrder() throws {
        let tabs = UITabBarController()
        let pages = Self.pages()
        tabs.viewControllers = pages
        let recorder = Recorder()
        recorder.refused = pages[2]
        tabs.delegate = recorder
        let host = UIKitHost(tabs)
        host.tap(Self.tabPoint(tabs, 1))
        #expect(recorder.log == ["should B", "did B at 1"])
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === pages[1])
        host.tap(Self.tabPoint(tabs, 2))
        #expect(recorder.log == ["should B", "did B at 1", "should C"])
        #expect(tabs.selectedIndex == 1)
        tabs.selectedIndex = 0
        #expect(recorder.log.count == 3 && tabs.selectedViewController === pages[0])
        #expect(pages[0].view.window != nil && pages[1].view.window == nil)
    }
}
