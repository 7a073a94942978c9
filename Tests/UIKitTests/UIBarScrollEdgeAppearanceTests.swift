import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// iOS 15's scroll-edge appearances as apps set them, checked on the bars' pixels: a custom
/// scrollEdgeAppearance drawn while the list is at its top and the standard one once it scrolls, the
/// transparent default over a screen with no scroll view (held-out 5's "Colors" detail), legacy
/// barTintColor dropped at the edge, compactScrollEdgeAppearance in landscape, and setContentScrollView.
@MainActor
struct UIBarScrollEdgeAppearanceTests {
    final class ListController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    static func appearance(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    /// The colour in the middle of the navigation bar (row 40 at 1×, under a 20 pt status bar).
    func barPixel(_ host: UIKitHost) throws -> Color {
        try Golden.draw(host.window).pixel(x: 200, y: 40)
    }

    @Test("a custom scrollEdgeAppearance is drawn at the top of the list, the standardAppearance once it scrolls, and again at the top")
    func customScrollEdge() throws {
        let list = ListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.standardAppearance = Self.appearance(.systemGreen)
        navigation.navigationBar.scrollEdgeAppearance = Self.appearance(.systemOrange)
        let host = UIKitHost(navigation)
        let orange = Color.systemOrange.resolved(for: .light).plain
        let green = Color.systemGreen.resolved(for: .light).plain
        #expect(try barPixel(host) == orange)
        let top = list.tableView.contentOffset.y
        list.tableView.contentOffset = CGPoint(x: 0, y: top + 100)
        host.window.step(host.clock)
        #expect(try barPixel(host) == green)
        list.tableView.contentOffset = CGPoint(x: 0, y: top)
        host.window.step(host.clock)
        #expect(try barPixel(host) == orange)
    }

    @Test("only a standardAppearance or a barTintColor: transparent at the edge (the page's colour shows), the colour once scrolled")
    func legacyAndStandardOnly() throws {
        for setUp in [{ (bar: UINavigationBar) in bar.standardAppearance = Self.appearance(.systemGreen) },
                      { (bar: UINavigationBar) in bar.barTintColor = .systemGreen; bar.isTranslucent = false }] {
            let list = ListController(style: .plain)
            list.tableView.backgroundColor = .systemPink
            let navigation = UINavigationController(rootViewController: list)
            setUp(navigation.navigationBar)
            let host = UIKitHost(navigation)
            #expect(try barPixel(host) == Color.systemPink.resolved(for: .light).plain)
            list.tableView.contentOffset = CGPoint(x: 0, y: list.tableView.contentOffset.y + 100)
            host.window.step(host.clock)
            #expect(try barPixel(host) == Color.systemGreen.resolved(for: .light).plain)
        }
    }

    @Test("a screen with no scroll view shows the bar transparent over its colour (the Colors app's detail)")
    func noScrollView() throws {
        let detail = UIViewController()
        detail.view.backgroundColor = .systemTeal
        let host = UIKitHost(UINavigationController(rootViewController: detail))
        #expect(try barPixel(host) == Color.systemTeal.resolved(for: .light).plain)
    }

    @Test("a tab bar's scrollEdgeAppearance is drawn over short content, its standardAppearance over a long list")
    func tabBarScrollEdge() throws {
        let long = ListController(style: .plain), short = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [long, short]
        let standard = UITabBarAppearance(), edge = UITabBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemGreen
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemOrange
        tabs.tabBar.standardAppearance = standard
        tabs.tabBar.scrollEdgeAppearance = edge
        let host = UIKitHost(tabs)
        func barPixel() throws -> Color {
            let bar = tabs.tabBar
            let point = bar.convert(CGPoint(x: 3, y: bar.bounds.height - 3), to: nil)
            return try Golden.draw(host.window).pixel(x: Int(point.x), y: Int(point.y))
        }
        #expect(try barPixel() == Color.systemGreen.resolved(for: .light).plain)
        tabs.selectedIndex = 1
        host.window.step(host.clock)
        #expect(try barPixel() == Color.systemOrange.resolved(for: .light).plain)
    }

    @Test("compactScrollEdgeAppearance in a compact height, falling back to scrollEdgeAppearance when nil")
    func compactScrollEdge() throws {
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: detail)
        navigation.navigationBar.scrollEdgeAppearance = Self.appearance(.systemOrange)
        navigation.navigationBar.compactScrollEdgeAppearance = Self.appearance(.systemPurple)
        #expect(navigation.navigationBar.compactScrollEdgeAppearance?.backgroundColor == .systemPurple)
        let (window, clock) = TestSupport.makeWindow(
            size: Size(width: 667, height: 375),
            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 2))
        window.rootViewController = navigation
        window.step(clock)
        let bar = navigation.navigationBar
        let point = bar.convert(CGPoint(x: 200, y: bar.bounds.midY), to: nil)
        #expect(try Golden.draw(window).pixel(x: Int(point.x), y: Int(point.y)) == Color.systemPurple.resolved(for: .light).plain)
        navigation.navigationBar.compactScrollEdgeAppearance = nil
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: Int(point.x), y: Int(point.y)) == Color.systemOrange.resolved(for: .light).plain)
    }

    @Test("setContentScrollView(_:for:) and contentScrollView(for:) spelled as UIKit's")
    func contentScrollViewSpelling() {
        let page = UIViewController()
        let scroll = UIScrollView()
        page.view.addSubview(UIScrollView())
        page.view.addSubview(scroll)
        page.setContentScrollView(scroll, for: .top)
        let edge: NSDirectionalRectEdge = .top
        #expect(page.contentScrollView(for: edge) === scroll)
        #expect(page.contentScrollView(for: .bottom) !== scroll)
        page.setContentScrollView(nil, for: .top)
        #expect(page.contentScrollView(for: .top) !== scroll)
        page.setContentScrollView(scroll)
        #expect(page.contentScrollView(for: .bottom) === scroll)
    }
}
