import Testing
import TestSupport
import UIKit

/// A view controller's root view keeps UIKit's system margins, measured from the safe area: content pinned
/// to `view.layoutMarginsGuide` sits below the status bar and 16 pt (20 pt in a regular width) from the sides.
@MainActor
struct UIViewControllerMarginsTests {
    final class PinnedViewController: UIViewController {
        let content = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
            ])
        }
    }

    @Test("a root view's margins guide is the safe area inset by 16 pt on the sides on an iPhone 15")
    func phoneRootMargins() {
        let controller = PinnedViewController()
        let window = UIWindow(frame: UIScreen.iPhone15.bounds)
        window.safeAreaInsets = UIScreen.iPhone15.safeAreaInsets
        window.rootViewController = controller
        _ = window.advanceFrame()
        #expect(controller.content.frame == CGRect(x: 16, y: 59, width: 361, height: 759))
        #expect(controller.view.effectiveLayoutMargins == UIEdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
    }

    @Test("in a regular width the system minimum is 20 pt; margins the app sets below it are raised to it")
    func regularWidthAndAppMargins() {
        let controller = PinnedViewController()
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 820, height: 1180),
                                                     traits: UITraitCollection(horizontalSizeClass: .regular,
                                                                               verticalSizeClass: .regular,
                                                                               displayScale: 2))
        window.safeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        window.rootViewController = controller
        window.step(clock)
        #expect(controller.content.frame == CGRect(x: 20, y: 24, width: 780, height: 1136))
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 40)
        window.step(clock)
        #expect(controller.content.frame == CGRect(x: 20, y: 34, width: 760, height: 1116))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.step(clock)
        #expect(controller.content.frame == CGRect(x: 8, y: 34, width: 772, height: 1116))
    }

    @Test("a view that does not inset its margins from the safe area keeps them from its edges")
    func marginsIgnoringSafeArea() {
        let controller = PinnedViewController()
        let (window, clock) = TestSupport.makeWindow()
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.rootViewController = controller
        controller.view.insetsLayoutMarginsFromSafeArea = false
        window.step(clock)
        #expect(controller.content.frame == CGRect(x: 16, y: 0, width: 343, height: 667))
    }
}
