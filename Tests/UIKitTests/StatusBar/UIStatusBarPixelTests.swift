import Foundation
import HandheldTesting
import Render
import Testing
import UIKit
import Widgets

/// The status bar and the bars' appearances as drawn on an iPhone 15 (393 × 852 pt at 3×, the time in the
/// left ear, the navigation bar from 59 to 103 pt, the tab bar from 769 pt): a dark navigation bar gets a
/// white clock, a transparent appearance shows the content under the bar unblurred, the shadow colour draws
/// the hairline.
@MainActor
@Suite("UIKit status bar and bar appearance pixels")
struct UIStatusBarPixelTests {
    /// The screen as drawn now; kept in `$STATUSBAR_PNG_DIR` as `name`.png when that is set, to look at.
    func screenshot(_ app: TestApp, _ name: String) throws -> PNGImage {
        let bytes = Data(try app.pngData())
        let directory = ProcessInfo.processInfo.environment["STATUSBAR_PNG_DIR"] ?? NSTemporaryDirectory()
        let path = directory + "/statusbar-\(name)-\(UUID().uuidString.prefix(8)).png"
        try bytes.write(to: URL(fileURLWithPath: path))
        defer { if ProcessInfo.processInfo.environment["STATUSBAR_PNG_DIR"] == nil { try? FileManager.default.removeItem(atPath: path) } }
        return try PNGImage(contentsOf: path)
    }

    /// Pixels of the clock's area (the left ear, 50…100 × 10…45 pt, clear of the screen's rounded corner) brighter than 230 and darker than 30
    /// in every channel.
    func clockPixels(_ image: PNGImage) -> (white: Int, black: Int) {
        var white = 0, black = 0
        for y in 30..<135 {
            for x in 150..<300 {
                let c = image.pixel(x: x, y: y)
                let channels = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
                if channels.allSatisfy({ $0 > 230 }) { white += 1 }
                if channels.allSatisfy({ $0 < 30 }) { black += 1 }
            }
        }
        return (white, black)
    }

    func bytes(_ c: Color) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }

    /// A white screen with a red stripe 6 pt wide from x = 100 pt, top to 300 pt: what a blur would smear.
    final class StripeController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let stripe = UIView(frame: CGRect(x: 100, y: 0, width: 6, height: 300))
            stripe.backgroundColor = .red
            view.addSubview(stripe)
        }
    }

    final class LightContentController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        }
    }

    @Test("a .black navigation bar gets a white clock; the default bar a black one")
    func darkNavigationBarClock() throws {
        let navigation = UINavigationController(rootViewController: StripeController())
        navigation.navigationBar.barStyle = .black
        let app = try TestApp(rootViewController: navigation)
        app.settle()
        let dark = clockPixels(try screenshot(app, "black-bar"))
        #expect(dark.white > 100, "white glyphs: \(dark)")
        #expect(dark.black == 0, "nothing black over the dark bar: \(dark)")
        navigation.navigationBar.barStyle = .default
        app.settle()
        let light = clockPixels(try screenshot(app, "default-bar"))
        #expect(light.black > 100, "black glyphs: \(light)")
    }

    @Test("a root controller preferring .lightContent draws the clock white over its dark view; .default draws it black over the same view")
    func lightContentController() throws {
        let app = try TestApp(rootViewController: LightContentController())
        app.settle()
        let counts = clockPixels(try screenshot(app, "light-content"))
        #expect(counts.white > 100, "\(counts)")
        let plain = UIViewController()
        plain.view.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        let other = try TestApp(rootViewController: plain)
        other.settle()
        #expect(clockPixels(try screenshot(other, "default-over-dark")).white == 0, "the default style is dark content in light mode")
    }

    @Test("a transparent appearance shows the content under the bar unblurred and draws no hairline; the default one blurs it")
    func transparentAppearance() throws {
        let stripes = StripeController()
        let navigation = UINavigationController(rootViewController: stripes)
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        navigation.navigationBar.standardAppearance = transparent
        let app = try TestApp(rootViewController: navigation)
        app.settle()
        let image = try screenshot(app, "transparent")
        #expect(bytes(image.pixel(x: 309, y: 240)) == [255, 0, 0], "the stripe under the bar, sharp")
        #expect(bytes(image.pixel(x: 330, y: 240)) == [255, 255, 255], "beside it, white: nothing smeared")
        for row in 305...310 { #expect(bytes(image.pixel(x: 600, y: row)) == [255, 255, 255], "no hairline at row \(row)") }

        // A page with no scroll view is at the scroll edge (iOS 15), so the default look is set for both.
        navigation.navigationBar.standardAppearance = UINavigationBarAppearance()
        navigation.navigationBar.scrollEdgeAppearance = UINavigationBarAppearance()
        app.settle()
        let blurred = try screenshot(app, "default-appearance")
        #expect(bytes(blurred.pixel(x: 330, y: 240)) != [255, 255, 255], "the default material blurs the stripe sideways")
        #expect(bytes(blurred.pixel(x: 309, y: 240))[1] > 0, "and washes it out")
    }

    @Test("backgroundEffect nil draws the colour alone over sharp content; shadowColor draws the hairline in that colour")
    func effectAndShadowColor() throws {
        let navigation = UINavigationController(rootViewController: StripeController())
        let appearance = UINavigationBarAppearance()
        appearance.backgroundEffect = nil
        appearance.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        appearance.shadowColor = .red
        // Both looks, as iOS 15 code sets them: this page has no scroll view, so its bar is at the scroll edge.
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let app = try TestApp(rootViewController: navigation)
        app.settle()
        let image = try screenshot(app, "half-blue")
        let overStripe = bytes(image.pixel(x: 309, y: 240)), beside = bytes(image.pixel(x: 330, y: 240))
        #expect(abs(overStripe[0] - 128) <= 2 && overStripe[1] == 0 && abs(overStripe[2] - 128) <= 2, "\(overStripe)")
        #expect(abs(beside[0] - 128) <= 2 && abs(beside[1] - 128) <= 2 && beside[2] == 255, "\(beside)")
        let hairline = (300...312).map { bytes(image.pixel(x: 600, y: $0)) }
        #expect(hairline.contains([255, 0, 0]), "a red hairline at the bar's bottom edge: \(hairline)")
        #expect(hairline.filter { $0 == [255, 0, 0] }.count == 1, "one pixel thick")
    }

    @Test("a tab bar appearance's shadow colour draws its top hairline; nil draws none")
    func tabBarShadowColor() throws {
        let tabs = UITabBarController()
        tabs.viewControllers = [StripeController()]
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .white
        appearance.shadowColor = .red
        // Both looks, as iOS 15 code sets them: a page with no scroll view puts the tab bar at the scroll edge.
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        let app = try TestApp(rootViewController: tabs)
        app.settle()
        let red = try screenshot(app, "tab-red")
        let rows = (2300...2312).map { bytes(red.pixel(x: 60, y: $0)) }
        #expect(rows.filter { $0 == [255, 0, 0] }.count == 1, "\(rows)")
        appearance.shadowColor = nil
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        app.settle()
        let image = try screenshot(app, "tab-none")
        #expect((2300...2312).allSatisfy { bytes(image.pixel(x: 60, y: $0)) == [255, 255, 255] })
    }
}
