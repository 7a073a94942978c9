import Render
import Testing
import TestSupport
import UIKit

/// barStyle and isTranslucent as older UIKit code sets them on a navigation bar, a toolbar and a search bar,
/// checked by the pixels drawn and the title's colour.
@MainActor
struct UIBarStyleTests {
    /// The labels under `view` (the bar's title among them).
    func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? [] + labels(in: $0) }
    }

    /// A navigation controller over a white list scrolled 100 pt under its bar, drawn after `configure` ran on
    /// the bar. Scrolled, because these legacy looks are the bar's standard look: at the scroll edge iOS 15
    /// draws the bar transparent whatever they say (UIBarScrollEdgeAppearanceTests).
    func drawBar(_ configure: (UINavigationBar) -> Void) throws -> (OffscreenSurface, UINavigationBar) {
        let page = UIBarScrollEdgeAppearanceTests.ListController(style: .plain)
        page.title = "Inbox"
        let navigation = UINavigationController(rootViewController: page)
        let host = UIKitHost(navigation)
        configure(navigation.navigationBar)
        host.window.step(host.clock)
        page.tableView.contentOffset = CGPoint(x: 0, y: page.tableView.contentOffset.y + 100)
        host.window.step(host.clock)
        #expect(navigation.navigationBar.scrollEdgeProgress == 1, "rows under the bar: its standard look")
        return (try Golden.draw(host.window), navigation.navigationBar)
    }

    @Test("a .black navigation bar draws dark with a white title; the default one stays light with a label-coloured title")
    func blackNavigationBar() throws {
        let (light, lightBar) = try drawBar { _ in }
        let plain = light.pixel(x: 300, y: Int(lightBar.frame.midY))
        #expect(plain.red > 0.9 && plain != Color.white, "the default translucent material over white")
        #expect(labels(in: lightBar).first { $0.text == "Inbox" }?.textColor == .label)

        let (dark, darkBar) = try drawBar { $0.barStyle = .black }
        let black = dark.pixel(x: 300, y: Int(darkBar.frame.midY))
        #expect(black.red < 0.25 && black.green < 0.25 && black.blue < 0.25)
        #expect(labels(in: darkBar).first { $0.text == "Inbox" }?.textColor == .white)
        darkBar.titleTextAttributes = [.foregroundColor: UIColor.red]
        #expect(labels(in: darkBar).first { $0.text == "Inbox" }?.textColor == .red, "a title colour set wins")
        darkBar.titleTextAttributes = nil
        darkBar.barStyle = .default
        #expect(labels(in: darkBar).first { $0.text == "Inbox" }?.textColor == .label)
    }

    @Test("isTranslucent = false draws the bar opaque: white by default, black for .black, a bar tint at full alpha")
    func opaqueBars() throws {
        let (opaque, bar) = try drawBar { $0.isTranslucent = false }
        #expect(bar.isTranslucent == false)
        #expect(opaque.pixel(x: 300, y: Int(bar.frame.midY)) == Color.white)
        let (black, blackBar) = try drawBar { $0.isTranslucent = false; $0.barStyle = .black }
        #expect(black.pixel(x: 300, y: Int(blackBar.frame.midY)) == Color.black)
        let (tinted, tintedBar) = try drawBar { $0.isTranslucent = false; $0.barTintColor = UIColor.blue.withAlphaComponent(0.5) }
        #expect(tinted.pixel(x: 300, y: Int(tintedBar.frame.midY)) == Color.blue)
    }

    @Test("a .black toolbar and a .black search bar draw dark; a minimal search bar draws no background")
    func toolbarAndSearchBar() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 200))
        let screen = UIViewController()
        screen.view.backgroundColor = .white
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let search = UISearchBar(frame: CGRect(x: 0, y: 60, width: 100, height: 56))
        let minimal = UISearchBar(frame: CGRect(x: 0, y: 130, width: 100, height: 56))
        for view in [toolbar, search, minimal] { screen.view.addSubview(view) }
        window.rootViewController = screen
        window.step(clock)
        let before = try Golden.draw(window)
        #expect(before.pixel(x: 2, y: 20) != Color.black && before.pixel(x: 2, y: 62) != Color.black)
        toolbar.barStyle = .black
        search.barStyle = .black
        minimal.barStyle = .black
        minimal.searchBarStyle = .minimal
        window.step(clock)
        let after = try Golden.draw(window)
        let toolbarPixel = after.pixel(x: 2, y: 20)
        #expect(toolbarPixel.red < 0.25 && toolbarPixel.green < 0.25 && toolbarPixel.blue < 0.25)
        #expect(after.pixel(x: 2, y: 62) == Color.black)
        #expect(after.pixel(x: 2, y: 132) == Color.white)
        toolbar.isTranslucent = false
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 2, y: 20) == Color.black)
    }
}
