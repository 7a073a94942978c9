import Testing
import TestSupport
import UIKit

/// UIKit sizes a navigation controller's root page to the container, with the container's traits, before
/// its first viewWillAppear, so a page that lays out from `view.bounds` or reads its traits or margins
/// there sees what it will be shown with.
@MainActor
struct UINavigationRootSizingTests {
    final class Recorder: UIViewController {
        var sizes: [CGSize] = []
        var sizeClasses: [UIUserInterfaceSizeClass] = []
        var margins: [UIEdgeInsets] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            sizes.append(view.bounds.size)
            sizeClasses.append(traitCollection.horizontalSizeClass)
            margins.append(view.layoutMargins)
        }
    }

    /// A page that places a subview from `view.center` in viewWillAppear, as a demo did (it sat at 0,0).
    final class CentreLayout: UIViewController {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(badge)
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            badge.center = view.center
        }
    }

    @Test("the root page of a navigation controller the window first shows is sized, with its traits, before viewWillAppear")
    func windowRootPageSized() {
        let root = Recorder()
        let host = UIKitHost(UINavigationController(rootViewController: root))
        #expect(root.sizes == [CGSize(width: 375, height: 667)])
        #expect(root.sizeClasses == [.compact])
        #expect(root.view.bounds.size == host.window.rootView.bounds.size)
    }

    @Test("on an iPad the window's root page already has the regular width when viewWillAppear runs")
    func iPadRootPageSized() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 1024, height: 1366),
                                                     traits: UITraitCollection(horizontalSizeClass: .regular,
                                                                               verticalSizeClass: .regular, displayScale: 2))
        let root = Recorder()
        window.rootViewController = UINavigationController(rootViewController: root)
        window.step(clock)
        #expect(root.sizes == [CGSize(width: 1024, height: 1366)])
        #expect(root.sizeClasses == [.regular])
    }

    @Test("a page laying out from view.center in viewWillAppear puts its badge at the screen's centre")
    func centreInViewWillAppear() {
        let page = CentreLayout()
        _ = UIKitHost(UINavigationController(rootViewController: page))
        #expect(page.badge.frame == CGRect(x: 167.5, y: 313.5, width: 40, height: 40))
    }

    @Test("a root page set on a navigation controller already in a window is sized before viewWillAppear")
    func replacedRootSized() {
        let first = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        let host = UIKitHost(navigation)
        let root = Recorder()
        navigation.setViewControllers([root], animated: false)
        host.window.step(host.clock)
        #expect(root.sizes == [root.view.bounds.size])
        #expect(Double(root.view.bounds.width) == 375)
    }
}
