import Testing
import UIKit

/// A screen with no visible bar as Swift 5 apps write it: the bar hidden in viewWillAppear and shown again
/// in viewWillDisappear, a transparent bar made of empty images, an iOS 16 bar button item, and a tab item
/// appearance. The lines are the apps' own.
final class BarlessViewController: UIViewController {
    var menuButton: UIBarButtonItem?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
        navigationController?.navigationBar.shadowImage = UIImage()
        let menuButton = UIBarButtonItem(title: "Menu", image: UIImage(systemName: "line.3.horizontal"), target: self, action: nil)
        navigationItem.leftBarButtonItem = menuButton
        self.menuButton = menuButton
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.isNavigationBarHidden = false
    }
}

/// The app delegate of a Swift 5 app styling its tab items in didFinishLaunching.
final class BarlessAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var navigation: UINavigationController?
    let screen = BarlessViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12)], for: .normal)
        let navigation = UINavigationController(rootViewController: screen)
        navigation.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        self.navigation = navigation
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
struct Swift5BarsTests {
    @Test("the Swift 5 bar lines hide the bar, make it transparent, make the menu item and size the tab titles")
    func barLines() throws {
        let delegate = BarlessAppDelegate()
        let app = UIApplication.launch(delegate)
        defer { withExtendedLifetime(app) {} }
        let navigation = try #require(delegate.navigation)
        let screen = delegate.screen
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.backgroundImage(for: .default) != nil)
        #expect(navigation.navigationBar.shadowImage != nil)
        #expect(screen.menuButton?.title == "Menu")
        #expect(screen.menuButton?.image != nil)
        let font = UITabBarItem.appearance().titleTextAttributes(for: .normal)?[.font] as? UIFont
        #expect(font?.pointSize == 12)
        #expect(navigation.tabBarItem.titleTextAttributes(for: .normal)?[.font] as? UIFont == font)
    }
}
