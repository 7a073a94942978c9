import Testing
import UIKit
import Widgets

// In Swift 5 mode: a dark-barred app as apps write it — the bar styled with an appearance in
// didFinishLaunching, a navigation controller subclass handing the status bar to its top controller, a
// photo screen hiding the bar with a slide inside an animation block, and a transparent toolbar.

private final class Swift5PhotoController: UIViewController {
    var isFullScreen = false {
        didSet {
            UIView.animate(withDuration: 0.25) {
                self.setNeedsStatusBarAppearanceUpdate()
            }
        }
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { return .lightContent }
    override var prefersStatusBarHidden: Bool { return isFullScreen }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { return .slide }
}

private final class Swift5DarkNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { return topViewController }
}

private final class Swift5DarkAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let photo = Swift5PhotoController()
    var navigation: UINavigationController?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.shadowColor = .clear
        let navigation = Swift5DarkNavigationController(rootViewController: photo)
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithTransparentBackground()
        navigation.toolbar.standardAppearance = toolbarAppearance
        self.navigation = navigation
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
struct Swift5StatusBarTests {
    @Test("a Swift 5 app's navigation subclass hands the style to its photo screen, which slides the bar away; the appearances draw no blur where none is set")
    func darkApp() throws {
        let delegate = Swift5DarkAppDelegate()
        let app = UIApplication.launch(delegate)
        defer { withExtendedLifetime(app) {} }
        let window = try #require(delegate.window)
        window.rootViewController?.setNeedsStatusBarAppearanceUpdate()
        #expect(app.statusBarStyle == .lightContent)
        #expect(window.statusBar.style == .lightContent)
        delegate.photo.isFullScreen = true
        #expect(app.isStatusBarHidden)
        #expect(window.statusBar.animation == .slide)
        #expect(window.statusBar.shownFraction == 1, "the slide has not started: the clock has not moved")

        let navigation = try #require(delegate.navigation)
        #expect(navigation.navigationBar.appearanceBackground?.effect == nil)
        #expect(navigation.navigationBar.appearanceBackground?.color == .black)
        #expect(navigation.toolbar.standardAppearance.backgroundEffect == nil)
        #expect(navigation.toolbar.appearanceBackground?.shadowColor == nil)
        #expect(UINavigationBarAppearance().backgroundEffect == UIBlurEffect(style: .systemChromeMaterial))
    }
}
