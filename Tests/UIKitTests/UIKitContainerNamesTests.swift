import Testing
import TestSupport
import UIKit

/// Container properties UIKit code reads: the visible controller of a navigation controller and the split
/// view's display mode button.
@MainActor
struct UIKitContainerNamesTests {
    @Test("visibleViewController is the top of the stack, and the presented controller while one is up")
    func visible() {
        let root = UIViewController()
        let pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let host = UIKitHost(navigation)
        #expect(navigation.visibleViewController === root)
        navigation.pushViewController(pushed, animated: false)
        host.window.step(host.clock)
        #expect(navigation.visibleViewController === pushed)
        let sheet = UIViewController()
        navigation.present(sheet, animated: false)
        host.window.step(host.clock)
        #expect(navigation.visibleViewController === sheet)
        #expect(navigation.topViewController === pushed)
    }

    @Test("displayModeButtonItem is one item, and its tap asks for the side-by-side mode")
    func displayModeButton() throws {
        let split = UISplitViewController()
        let item = split.displayModeButtonItem
        #expect(split.displayModeButtonItem === item)
        #expect(split.preferredDisplayMode == .automatic)
        let tap = try #require(item.action)
        tap()
        #expect(split.preferredDisplayMode == .allVisible)
        #expect(split.displayMode == .allVisible)
    }
}
