import Foundation
import Render
import Testing
import TestSupport
import UIKit

/// Appearance proxies set in `didFinishLaunching`, as the pre-iOS 13 template styles its bars: they reach
/// the bars that enter the app's window afterwards, and a value set on a bar itself wins.
@MainActor
struct UIAppearanceProxyTests {
    final class StyledAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var navigation: UINavigationController?
        var tabs: UITabBarController?
        let explicitBar: Bool
        init(explicitBar: Bool) { self.explicitBar = explicitBar }
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            UINavigationBar.appearance().barTintColor = .darkGray
            UINavigationBar.appearance().tintColor = .white
            UINavigationBar.appearance().titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.white]
            UIToolbar.appearance().barTintColor = .darkGray
            UITabBar.appearance().barTintColor = .darkGray
            UITabBar.appearance().tintColor = .white
            let page = UIViewController()
            page.title = "Inbox"
            let navigation = UINavigationController(rootViewController: page)
            if explicitBar { navigation.navigationBar.barTintColor = .systemRed }
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            self.navigation = navigation
            self.tabs = tabs
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test("bars entering the window after the proxies were set take their bar tint, tint and title colour")
    func proxiesStyleLaterBars() throws {
        let delegate = StyledAppDelegate(explicitBar: false)
        // The app is held as a host holds it (UIApplication.shared names the app launched last, weakly).
        let app = UIApplication.launch(delegate)
        defer { withExtendedLifetime(app) {} }
        let tabs = try #require(delegate.tabs)
        let navigation = try #require(delegate.navigation)
        #expect(delegate.window?.rootViewController === tabs)
        #expect(navigation.navigationBar.barTintColor == UIColor.darkGray)
        #expect(navigation.navigationBar.tintColor == UIColor.white)
        #expect(navigation.navigationBar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(tabs.tabBar.barTintColor == UIColor.darkGray)
        #expect(tabs.tabBar.tintColor == UIColor.white)
        // A toolbar made later, as a screen adds one, takes the proxy's colour when it enters the window.
        let toolbar = UIToolbar()
        #expect(toolbar.barTintColor == nil)
        navigation.topViewController?.view.addSubview(toolbar)
        #expect(toolbar.barTintColor == UIColor.darkGray)
        // The proxy reads back what was set.
        #expect(UINavigationBar.appearance().barTintColor == UIColor.darkGray)
    }

    @Test("a bar tint set on the bar itself before it enters the window wins over the proxy's")
    func instanceValueWins() throws {
        let delegate = StyledAppDelegate(explicitBar: true)
        let app = UIApplication.launch(delegate)
        defer { withExtendedLifetime(app) {} }
        let tabs = try #require(delegate.tabs)
        let navigation = try #require(delegate.navigation)
        #expect(delegate.window?.rootViewController === tabs)
        #expect(navigation.navigationBar.barTintColor == UIColor.systemRed)
        #expect(navigation.navigationBar.tintColor == UIColor.white)
    }

    @Test("a toolbar with a bar tint draws that colour, opaque, where the default draws its translucent material")
    func toolbarDrawsTint() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 100))
        let page = UIViewController()
        window.rootViewController = page
        let tinted = UIToolbar(), plain = UIToolbar()
        tinted.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        plain.frame = CGRect(x: 0, y: 50, width: 200, height: 44)
        tinted.barTintColor = .red
        page.view.backgroundColor = .black
        page.view.addSubview(tinted)
        page.view.addSubview(plain)
        window.step(clock)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 100, y: 30) == UIColor.red)
        #expect(surface.pixel(x: 100, y: 80) != UIColor.red)
        #expect(surface.pixel(x: 100, y: 80) != UIColor.black)
    }
}
