import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

/// The pre-scene status bar API (statusBarFrame, statusBarOrientation, statusBarStyle), the legacy layout
/// guides, the old activity indicator styles and cell selection styles.
/// Serialized: `UIApplication.shared` is the app launched last.
@MainActor
@Suite(.serialized)
struct UILegacyStatusBarTests {
    final class StyledController: UIViewController {
        var hidesBar = false
        override var prefersStatusBarHidden: Bool { hidesBar }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let root = StyledController()
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = root
            window?.makeKeyAndVisible()
            return true
        }
    }

    func launch(width: CGFloat, height: CGFloat, safeArea: UIEdgeInsets) -> (UIApplication, AppDelegate) {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height), scale: 3, safeAreaInsets: safeArea)
        let delegate = AppDelegate()
        return (UIApplication.launch(delegate, screen: screen), delegate)
    }

    @Test("statusBarFrame is the device's bar: 54 pt under the Dynamic Island, 20 on a home-button phone, 24 on an iPad, zero in iPhone landscape")
    func statusBarFrame() {
        let (island, _) = launch(width: 393, height: 852, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        let (notch, _) = launch(width: 375, height: 812, safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(UIApplication.shared.statusBarFrame.height == 44)
        let (se, _) = launch(width: 375, height: 667, safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        let (pad, _) = launch(width: 820, height: 1180, safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 820, height: 24))
        let (landscape, _) = launch(width: 852, height: 393, safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 59))
        #expect(UIApplication.shared.statusBarFrame == .zero, "iPhones hide the bar in landscape")
        #expect(UIApplication.shared.statusBarOrientation == .landscapeLeft, "the island on the right: the interface turned left")
        #expect(UIApplication.shared.statusBarOrientation.isLandscape)
        withExtendedLifetime((island, notch, se, pad, landscape)) {}
    }

    @Test("a controller that hides the bar zeroes statusBarFrame; statusBarStyle is the controller's preferred style")
    func hiddenAndStyle() {
        let (app, delegate) = launch(width: 393, height: 852, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(app.statusBarStyle == .lightContent)
        #expect(!app.isStatusBarHidden)
        delegate.root.hidesBar = true
        delegate.root.setNeedsStatusBarAppearanceUpdate()
        #expect(app.isStatusBarHidden)
        #expect(app.statusBarFrame == .zero)
        #expect(app.keyWindow === delegate.window && app.windows.count == 1)
    }

    @Test("topLayoutGuide and bottomLayoutGuide span the view's edges to the safe area, and constrain views as UIKit's")
    func layoutGuides() {
        let controller = UIViewController()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        let host = UIKitHost(controller)
        host.window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        host.window.step(host.clock)
        #expect(controller.topLayoutGuide.length == 47 && controller.bottomLayoutGuide.length == 34)
        #expect(content.frame == CGRect(x: 0, y: 55, width: 375, height: 667 - 55 - 34))
        #expect(controller.view.layoutGuides.filter { $0.identifier.contains("LayoutGuide") && $0.identifier.hasPrefix("_UIViewController") }.count == 2,
                "each guide is made once however often it is read")
    }

    @Test("the pre-iOS 13 indicator styles map to the large or medium wheel in white or grey")
    func indicatorStyles() {
        let whiteLarge = UIActivityIndicatorView(style: .whiteLarge)
        #expect(whiteLarge.intrinsicContentSize == CGSize(width: 37, height: 37) && whiteLarge.color == .white)
        let white = UIActivityIndicatorView(style: .white)
        #expect(white.intrinsicContentSize == CGSize(width: 20, height: 20) && white.color == .white)
        let gray = UIActivityIndicatorView(style: .large)
        gray.style = .gray
        #expect(gray.intrinsicContentSize == CGSize(width: 20, height: 20) && gray.color == .systemGray)
    }

    @Test(".gray and .blue cells highlight grey as .default does; .none does not")
    func selectionStyles() {
        for style in [UITableViewCell.SelectionStyle.gray, .blue, .default, .none] {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.selectionStyle = style
            cell.setSelected(true, animated: false)
            #expect(cell.selectedBackgroundView.alpha == (style == .none ? 0 : 1))
        }
    }
}
