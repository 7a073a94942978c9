import Testing
import TestSupport
import UIKit

/// A page's view has the navigation controller's size when its viewWillAppear runs, as in UIKit, so code
/// that lays out from `view.bounds` there (a common UIKit habit) sees the screen's width.
@MainActor
struct UINavigationControllerSizingTests {
    final class SizeRecordingController: UIViewController {
        var sizesInWillAppear: [CGSize] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            sizesInWillAppear.append(view.bounds.size)
        }
    }

    @Test("an animated push and a push without animation are sized before viewWillAppear")
    func sizedBeforeWillAppear() {
        let root = SizeRecordingController()
        let navigation = UINavigationController(rootViewController: root)
        let host = UIKitHost(navigation)
        let size = navigation.view.bounds.size
        #expect(size.width > 0 && size.height > 0)
        #expect(root.sizesInWillAppear.count == 1)

        let animated = SizeRecordingController()
        navigation.pushViewController(animated, animated: true)
        #expect(animated.sizesInWillAppear == [size])
        for _ in 0..<60 { host.clock.advance(by: 1.0 / 60); host.window.step(host.clock) }

        let immediate = SizeRecordingController()
        navigation.pushViewController(immediate, animated: false)
        #expect(immediate.sizesInWillAppear == [size])
    }
}
