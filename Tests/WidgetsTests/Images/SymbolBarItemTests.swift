import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// Symbols where UIKit apps put them: a bar button item's image and a tab bar item's image, drawn in the
/// bar's tint on pixels.
@MainActor
@Suite("Symbols in bars")
struct SymbolBarItemTests {
    static let library = SymbolLibrary(directory: (try? AssetLocator.assetsDirectory()).map {
        ($0 as NSString).appendingPathComponent("symbols/tabler")
    })

    func find(_ id: String, in view: View) -> View? {
        if view.identifier == id { return view }
        for child in view.subviews { if let found = find(id, in: child) { return found } }
        return nil
    }

    func render(_ window: Window) throws -> OffscreenSurface {
        return try Golden.draw(window)
    }

    @Test("UIBarButtonItem(image:) is as wide as its symbol plus insets and draws it in the bar's blue")
    func barButtonImage() throws {
        let (window, clock) = TestSupport.makeWindow()
        let page = ViewController()
        let square = try #require(Picture(systemName: "square.fill", library: Self.library))
        let item = BarButtonItem(image: square)
        item.identifier = "square-item"
        page.navigationItem.rightBarButtonItem = item
        window.rootViewController = NavigationController(rootViewController: page)
        window.step(clock, frames: 2)
        let button = try #require(find("square-item", in: window.rootView))
        #expect(button.frame.width == square.size.width + 16)
        let centre = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        let pixel = try render(window).pixel(x: Int(centre.x), y: Int(centre.y))
        #expect(pixel == Color.systemBlue.resolved(for: .light).plain, "\(pixel)")
    }

    @Test("UITabBarItem(title:image:selectedImage:) draws the selected symbol blue and the other grey")
    func tabBarImages() throws {
        let (window, clock) = TestSupport.makeWindow()
        let pages = [ViewController(), ViewController()]
        let outline = Picture(systemName: "square", library: Self.library)
        let filled = Picture(systemName: "square.fill", library: Self.library)
        pages[0].tabBarItem = TabBarItem(title: "One", image: outline, selectedImage: filled)
        pages[1].tabBarItem = TabBarItem(title: "Two", image: filled, tag: 2)
        let tabs = TabBarController(viewControllers: pages)
        window.rootViewController = tabs
        window.step(clock, frames: 2)
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }
        #expect(buttons.count == 2)
        let surface = try render(window)
        for (button, expected) in zip(buttons, [Color.systemBlue, TabBar.unselectedColor]) {
            let box = button.symbolRect
            let centre = button.convert(Point(x: box.midX, y: box.midY), to: nil)
            #expect(surface.pixel(x: Int(centre.x), y: Int(centre.y)) == expected.resolved(for: .light).plain,
                    "the filled square's middle in the tab's colour")
        }
        #expect(pages[1].tabBarItem.tag == 2)
    }
}
