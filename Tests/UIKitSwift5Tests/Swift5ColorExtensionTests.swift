import Foundation
import Render
import Testing
import TestSupport
import UIKit

// In Swift 5 mode, as most apps are written: the hex helper with Foundation's Scanner, delegating to UIKit's
// designated initializer, and a failable one delegating to a convenience initializer.
extension UIColor {
    convenience init(hexString: String) {
        let cleaned = hexString.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var rgb: UInt64 = 0
        Scanner(string: cleaned).scanHexInt64(&rgb)
        self.init(red: CGFloat((rgb & 0xFF0000) >> 16) / 255.0,
                  green: CGFloat((rgb & 0x00FF00) >> 8) / 255.0,
                  blue: CGFloat(rgb & 0x0000FF) / 255.0,
                  alpha: 1.0)
    }

    convenience init?(grey: Int) {
        guard (0...255).contains(grey) else { return nil }
        self.init(white: CGFloat(grey) / 255, alpha: 1)
    }
}

@MainActor
struct Swift5ColorExtensionTests {
    @Test("Swift 5: a convenience init(hexString:) in an extension of UIColor draws its colour")
    func hexStringDraws() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        let page = UIViewController()
        window.rootViewController = page
        page.view.backgroundColor = UIColor(hexString: "#2E8B57")
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = try #require(UIColor(grey: 128))
        page.view.addSubview(box)
        window.step(clock)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 60, y: 60).rgba8 == (0x2E, 0x8B, 0x57, 255))
        #expect(surface.pixel(x: 10, y: 10).rgba8 == (128, 128, 128, 255))
        #expect(UIColor(grey: 300) == nil, "a failable convenience initializer returns nil")
    }

    @Test("Swift 5: identity and equality of colours from the extension")
    func identity() {
        let a = UIColor(hexString: "FF0000")
        #expect(a == UIColor.red && a !== UIColor.red)
        let b: UIColor = a
        #expect(b === a, "assigning shares the object, as a class does")
    }
}
