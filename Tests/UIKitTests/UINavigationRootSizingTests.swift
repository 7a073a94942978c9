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

    @Test("the root page is sized with its traits before its first viewWillAppear")
    func rootSizedBeforeWillAppear() {
        for (size, sizeClass) in [(CGSize(width: 375, height: 667), UIUserInterfaceSizeClass.compact),
                                  (CGSize(width: 1024, height: 768), .regular)] {
            let (window, clock) = TestSupport.makeWindow(
                size: size, traits: UITraitCollection(horizontalSizeClass: sizeClass, verticalSizeClass: .regular, displayScale: 2))
            let root = Recorder()
            let navigation = UINavigationController(rootViewController: root)
            window.rootViewController = navigation
            window.step(clock)
            #expect(root.sizes.count == 1)
            #expect(root.sizes.first == root.view.bounds.size)
            #expect(Double(root.view.bounds.width) == Double(size.width))
            #expect(root.sizeClasses == [sizeClass])
            #expect(root.margins == [root.view.layoutMargins])
        }
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
