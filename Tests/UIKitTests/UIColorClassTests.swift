import Foundation
import Render
import Testing
import TestSupport
import UIKit

// An app's hex helper as nearly every app writes it: a convenience initializer in an extension, delegating to
// UIKit's designated initializer with CGFloats. It only compiles because UIColor is a class.
extension UIColor {
    convenience init(hex: String, alpha: CGFloat = 1) {
        var digits = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if digits.hasPrefix("#") { digits.removeFirst() }
        let value = UInt64(digits, radix: 16) ?? 0
        let r = CGFloat((value >> 16) & 0xFF) / 255, g = CGFloat((value >> 8) & 0xFF) / 255
        let b = CGFloat(value & 0xFF) / 255
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A second level of delegation: a convenience initializer calling the app's own.
    convenience init(brand: Int) {
        self.init(hex: brand == 1 ? "#3366CC" : "#CC6633")
    }
}

@MainActor
struct UIColorClassTests {
    @Test("a convenience init(hex:) in an extension fills a view's background with its colour, in pixels")
    func hexExtensionDraws() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        let page = UIViewController()
        window.rootViewController = page
        page.view.backgroundColor = UIColor(hex: "#3366CC")
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        box.backgroundColor = UIColor(brand: 2)
        page.view.addSubview(box)
        window.step(clock)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 80, y: 80).rgba8 == (0x33, 0x66, 0xCC, 255))
        #expect(surface.pixel(x: 25, y: 25).rgba8 == (0xCC, 0x66, 0x33, 255))
        #expect(surface.pixel(x: 25, y: 25) == UIColor(hex: "cc6633"))
    }

    @Test("colours are compared by value and told apart by identity, as UIColor's isEqual and === are")
    func identityAndEquality() {
        let a = UIColor(hex: "#FF0000"), b = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(a == b && a == .red)
        #expect(a !== b, "two initializations are two objects")
        #expect(UIColor.red === UIColor.red, "a class property hands back the same object")
        #expect(Set([a, b, UIColor.red, UIColor.blue]).count == 2, "hashing follows equality")
        let faded = a.withAlphaComponent(0.5)
        #expect(faded !== a && faded.components.alpha == 0.5 && a.components.alpha == 1,
                "withAlphaComponent makes a new colour and leaves the receiver as it was")
        #expect(a.withAlphaComponent(1) === a, "an unchanged alpha keeps the instance")
        #expect(UIColor(hex: "#3366CC") != UIColor(hex: "#3366CD"))
    }

    @Test("a dynamic colour built from hex colours resolves per trait and draws dark under a dark override")
    func dynamicStillResolves() throws {
        let adaptive = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(hex: "#102030") : UIColor(hex: "#F0E0D0")
        }
        let dark = adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        let light = adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(dark == UIColor(hex: "#102030") && light == UIColor(hex: "#F0E0D0"))
        #expect(light === adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)),
                "resolving hands back the stored value, not a new object each time")

        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        window.traitCollection.userInterfaceStyle = .light
        let page = UIViewController()
        window.rootViewController = page
        page.view.backgroundColor = adaptive
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 50, y: 50).rgba8 == (0xF0, 0xE0, 0xD0, 255))
        page.overrideUserInterfaceStyle = .dark
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 50, y: 50).rgba8 == (0x10, 0x20, 0x30, 255))
    }

    @Test("HSB and grayscale: init(hue:…), getHue and getWhite give UIKit's components")
    func hueAndWhite() {
        let cases: [(CGFloat, (UInt8, UInt8, UInt8))] = [(0, (255, 0, 0)), (1.0 / 3, (0, 255, 0)), (2.0 / 3, (0, 0, 255)),
                                                          (1.0 / 6, (255, 255, 0)), (1, (255, 0, 0))]
        for (hue, rgb) in cases {
            let c = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1)
            #expect(c.rgba8 == (rgb.0, rgb.1, rgb.2, 255), "hue \(hue)")
        }
        #expect(UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.25).rgba8 == (102, 204, 204, 64))

        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(red: 0.4, green: 0.8, blue: 0.8, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(Double(h) - 0.5) < 1e-12 && abs(Double(s) - 0.5) < 1e-12 && Double(v) == 0.8 && Double(a) == 0.5)

        var w: CGFloat = -1, wa: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.75).getWhite(&w, alpha: &wa))
        #expect(Double(w) == 0.25 && Double(wa) == 0.75)
        w = -1
        #expect(!UIColor.red.getWhite(&w, alpha: nil), "an RGB colour is not in a grayscale space: false")
        #expect(Double(w) == -1, "and the pointer is left as it was")
        #expect(UIColor(cgColor: UIColor.red.cgColor) == .red)
    }
}
