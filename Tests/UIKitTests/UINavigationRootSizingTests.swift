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

    // The root page the window first shows is sized in the container's viewWillAppear (tested with the
    // other containers in UIViewWillAppearSizingTests). Sized early, a table's cells are laid out before it
    // moves their separator inset from 16 to 20 on regular width: a cell re-lays itself out when its inset
    // changes, so text and separator line up at 20 pt on the iPad.

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
