import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// The bar lines real apps write that UIKit has had for years: hiding the navigation bar, the transparent
/// bar made of an empty background and shadow image, iOS 16's bar button item initializer, and the bar
/// items' appearance proxies, each asserted by what it does.
@MainActor
struct UIBarsLegacyTests {
    /// A navigation controller showing a red page, on a 375×667 window with a 20 pt status bar.
    private func redStack() -> (UIWindow, ManualClock, UINavigationController, UIViewController) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        window.safeAreaInsets = EdgeInsets(top: 20)
        let page = UIViewController()
        page.view.backgroundColor = .red
        let navigation = UINavigationController(rootViewController: page)
        window.rootViewController = navigation
        window.step(clock)
        return (window, clock, navigation, page)
    }

    @Test("isNavigationBarHidden hides the bar at once and gives the page the whole screen below the status bar")
    func hideBar() throws {
        let (window, clock, navigation, page) = redStack()
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        #expect(!navigation.isNavigationBarHidden)
        #expect(page.view.safeAreaInsets.top == 64)
        navigation.isNavigationBarHidden = true
        window.step(clock)
        #expect(navigation.navigationBar.isHidden)
        #expect(page.view.safeAreaInsets.top == 20)
        // The status bar's area shows the page, as the bar's place does.
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 200, y: 10) == UIColor.red)
        #expect(surface.pixel(x: 200, y: 40) == UIColor.red)
        navigation.setNavigationBarHidden(false, animated: false)
        #expect(!navigation.navigationBar.isHidden)
        #expect(page.view.safeAreaInsets.top == 64)
    }

    @Test("setBackgroundImage(UIImage(), for: .default) with shadowImage = UIImage() makes the bar transparent, hairline and all")
    func transparentBar() throws {
        let (window, clock, navigation, page) = redStack()
        // A red page that scrolls, scrolled 100 pt under the bar: the bar then draws its standard look, which
        // is what the images replace (at the scroll edge iOS 15 draws the bar transparent whatever it has).
        let scroll = UIScrollView(frame: page.view.bounds)
        scroll.backgroundColor = .red
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 375, height: 3000)
        page.view.addSubview(scroll)
        window.step(clock)
        scroll.contentOffset = CGPoint(x: 0, y: scroll.contentOffset.y + 100)
        window.step(clock)
        #expect(navigation.navigationBar.scrollEdgeProgress == 1)
        let empty = UIImage()
        navigation.navigationBar.setBackgroundImage(empty, for: .default)
        navigation.navigationBar.shadowImage = UIImage()
        #expect(navigation.navigationBar.backgroundImage(for: .default) === empty)
        #expect(navigation.navigationBar.backgroundImage(for: .topAttached, barMetrics: .default) === empty)
        #expect(navigation.navigationBar.backgroundImage(for: .compact) == nil)
        window.step(clock)
        let surface = try Golden.draw(window)
        for y in [5, 30, 62, 63, 64] { #expect(surface.pixel(x: 200, y: y) == UIColor.red, "row \(y)") }
        // Taking the image away brings the material and the hairline back.
        navigation.navigationBar.setBackgroundImage(nil, for: .any, barMetrics: .default)
        window.step(clock)
        let restored = try Golden.draw(window)
        #expect(restored.pixel(x: 200, y: 30) != UIColor.red)
    }

    @Test("a tab bar's empty background image leaves it transparent; its empty shadow image removes the separator")
    func transparentTabBar() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        let page = UIViewController()
        page.view.backgroundColor = .red
        let tabs = UITabBarController()
        tabs.viewControllers = [page]
        window.rootViewController = tabs
        tabs.tabBar.backgroundImage = UIImage()
        tabs.tabBar.shadowImage = UIImage()
        window.step(clock)
        let top = Int(tabs.tabBar.frame.minY)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 5, y: top) == UIColor.red)
        #expect(surface.pixel(x: 5, y: top + 20) == UIColor.red)
    }

    @Test("UIBarButtonItem(title:image:target:action:menu:) keeps its title, image and menu; every argument defaults")
    func iOS16Initializer() {
        let image = UIImage(systemName: "line.3.horizontal")
        let item = UIBarButtonItem(title: "Menu", image: image, target: UIViewController(), action: nil)
        #expect(item.title == "Menu")
        #expect(item.image === image)
        #expect(item.image != nil)
        #expect(item.action == nil)
        #expect(item.menu == nil)
        let menu = UIMenu(title: "", children: [UIAction(title: "Sort") { _ in }])
        let titled = UIBarButtonItem(title: "Sort", image: nil, target: nil, action: nil, menu: menu)
        #expect(titled.title == "Sort")
        #expect(titled.image == nil)
        #expect(titled.menu === menu)
        let bare = UIBarButtonItem(image: image, menu: menu)
        #expect(bare.menu === menu)
        #expect(bare.image === image)
        // The older target–action form still resolves to itself.
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        #expect(done.style == .done)
    }

    final class TabAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var tabs: UITabBarController?
        var navigation: UINavigationController?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12),
                                                              .foregroundColor: UIColor.red], for: .normal)
            UITabBarItem.appearance().titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
            UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.orange,
                                                                 .font: UIFont.systemFont(ofSize: 15)], for: .normal)
            let first = UIViewController()
            first.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let navigation = UINavigationController(rootViewController: first)
            // The tab shows the navigation controller's item, as in UIKit.
            navigation.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
            let second = UIViewController()
            second.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
            // An item's own attributes for a state win over the proxy's for it, whole: the font too.
            second.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
            let third = UIViewController()
            third.tabBarItem = UITabBarItem(title: "More", image: nil, tag: 2)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, second, third]
            self.tabs = tabs
            self.navigation = navigation
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = tabs
            window?.makeKeyAndVisible()
            return true
        }
    }

    /// The labels of the views below `view` with `text`.
    private func labels(_ text: String, in view: UIView) -> [UILabel] {
        view.subviews.flatMap { sub -> [UILabel] in
            ((sub as? UILabel).map { $0.text == text ? [$0] : [] } ?? []) + labels(text, in: sub)
        }
    }

    @Test("UITabBarItem.appearance() title attributes and position reach the tabs' titles; an item's own colour wins")
    func tabItemAppearance() throws {
        let delegate = TabAppDelegate()
        let app = UIApplication.launch(delegate)
        defer { withExtendedLifetime(app) {} }
        let tabs = try #require(delegate.tabs)
        tabs.view.layoutIfNeeded()
        let more = try #require(labels("More", in: tabs.tabBar).first)
        #expect(more.font.size == 12)
        #expect(more.textColor == UIColor.red)
        let settings = try #require(labels("Settings", in: tabs.tabBar).first)
        #expect(settings.textColor == UIColor.blue)
        #expect(settings.font.size == 10)
        // The selected tab keeps the bar's tint for its colour (no `.selected` attributes), with the font.
        let home = try #require(labels("Home", in: tabs.tabBar).first)
        #expect(home.textColor != UIColor.red)
        #expect(home.font.size == 12)
        // 4 pt above the stacked layout's title line (33 pt).
        #expect(more.frame.minY == 29)
        #expect(settings.frame.minY == 29)
        #expect(UITabBarItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
    }

    @Test("UIBarButtonItem.appearance() title attributes colour and size a navigation bar's button")
    func barButtonAppearance() throws {
        let delegate = TabAppDelegate()
        let app = UIApplication.launch(delegate)
        defer { withExtendedLifetime(app) {} }
        let navigation = try #require(delegate.navigation)
        let edit = try #require(labels("Edit", in: navigation.navigationBar).first)
        #expect(edit.font.size == 15)
        #expect(edit.textColor == UIColor.orange)
        let item = try #require(navigation.topViewController?.navigationItem.rightBarButtonItem)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .orange)
    }
}
