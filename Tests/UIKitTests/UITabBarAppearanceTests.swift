import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// UITabBarAppearance and the tab bar's item tints as iOS 15 code sets them in a UITabBarController
/// subclass's viewDidLoad, checked on pixels: the bar's background, the selected item in the bar's tint and
/// the others in `unselectedItemTintColor`, then an appearance's own item colours winning over both.
@MainActor
struct UITabBarAppearanceTests {
    /// A 25×25 opaque square drawn as a template, so it shows exactly the colour the tab gives it.
    static func square() -> UIImage {
        UIImage(bitmap: Image(pixelWidth: 25, pixelHeight: 25, pixels: Array(repeating: 0xFF00_00FF, count: 25 * 25)),
                renderingMode: .alwaysTemplate)
    }

    final class TabsController: UITabBarController {
        var configure: (UITabBar) -> Void = { _ in }
        override func viewDidLoad() {
            super.viewDidLoad()
            configure(tabBar)
        }
    }

    func makeTabs(_ configure: @escaping (UITabBar) -> Void) -> (TabsController, UIWindow, OffscreenSurface?) {
        let pages = [UINavigationController(rootViewController: UIViewController()),
                     UINavigationController(rootViewController: UIViewController())]
        for page in pages { page.tabBarItem.image = Self.square() }
        let tabs = TabsController()
        tabs.configure = configure
        tabs.viewControllers = pages
        let (window, clock) = TestSupport.makeWindow()
        window.rootViewController = tabs
        window.step(clock, frames: 2)
        return (tabs, window, try? Golden.draw(window))
    }

    /// The colour in the middle of item `index`'s image (stacked layout: a 25 pt box 4 pt below the top).
    func iconPixel(_ tabs: UITabBarController, _ index: Int, _ surface: OffscreenSurface) -> Color {
        let bar = tabs.tabBar
        let item = bar.itemFrame(index)
        let point = bar.convert(CGPoint(x: item.midX, y: 4 + 12.5), to: nil)
        return surface.pixel(x: Int(point.x), y: Int(point.y))
    }

    @Test("tabBarItem.image takes a UIImage; the selected tab is in the bar's tint, the other in unselectedItemTintColor, on the appearance's background")
    func tintsAndBackground() throws {
        let (tabs, _, drawn) = makeTabs { bar in
            let appearance = UITabBarAppearance()
            appearance.backgroundColor = .systemYellow
            bar.tintColor = .systemPurple
            bar.unselectedItemTintColor = .systemGreen
            bar.standardAppearance = appearance
            bar.scrollEdgeAppearance = appearance
        }
        let surface = try #require(drawn)
        #expect(tabs.viewControllers?[0].tabBarItem.image != nil)
        #expect(iconPixel(tabs, 0, surface) == Color.systemPurple.resolved(for: .light).plain)
        #expect(iconPixel(tabs, 1, surface) == Color.systemGreen.resolved(for: .light).plain)
        let bar = tabs.tabBar
        let corner = bar.convert(CGPoint(x: 3, y: bar.bounds.height - 3), to: nil)
        #expect(surface.pixel(x: Int(corner.x), y: Int(corner.y)) == Color.systemYellow.resolved(for: .light).plain)
        #expect(bar.scrollEdgeAppearance === bar.standardAppearance)
        #expect(bar.barTintColor == .systemYellow)
    }

    @Test("without an appearance the tabs keep UIKit's colours: system blue and system grey")
    func defaults() throws {
        let (tabs, _, drawn) = makeTabs { _ in }
        let surface = try #require(drawn)
        #expect(iconPixel(tabs, 0, surface) == Color.systemBlue.resolved(for: .light).plain)
        #expect(iconPixel(tabs, 1, surface) == TabBar.unselectedColor.resolved(for: .light).plain)
        #expect(tabs.tabBar.standardAppearance.backgroundColor == nil)
    }

    @Test("stackedLayoutAppearance's icon colours win over the tints, and its title colour colours the title")
    func stackedItemColors() throws {
        let (tabs, _, drawn) = makeTabs { bar in
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.stackedLayoutAppearance.selected.iconColor = .systemRed
            appearance.stackedLayoutAppearance.normal.iconColor = .systemOrange
            appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemTeal]
            bar.tintColor = .systemPurple
            bar.unselectedItemTintColor = .systemGreen
            bar.standardAppearance = appearance
        }
        let surface = try #require(drawn)
        #expect(iconPixel(tabs, 0, surface) == Color.systemRed.resolved(for: .light).plain)
        #expect(iconPixel(tabs, 1, surface) == Color.systemOrange.resolved(for: .light).plain)
        #expect(tabs.tabBar.barTintColor == .systemBackground)
        let titles = tabs.tabBar.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
        #expect(titles.count == 2)
        #expect(titles.last?.textColor == .systemTeal)
        #expect(titles.first?.textColor == .systemRed, "no selected title colour: the icon's")
    }
}
