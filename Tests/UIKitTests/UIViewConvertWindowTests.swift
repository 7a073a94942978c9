import Foundation
import Testing
import TestSupport
import UIKit

/// `view.convert(_:from: view.window)` and `convert(_:to: window)`, as keyboard code writes them, in a
/// hierarchy that is offset and scrolled; `from: nil` still means the window and stays unambiguous.
@MainActor
struct UIViewConvertWindowTests {
    /// A scroll view at (0, 100) scrolled down 50, holding a field at (20, 300) in its content.
    func makeHierarchy() -> (UIKitHost, UIScrollView, UIView) {
        let page = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        scroll.contentSize = CGSize(width: 375, height: 1000)
        let field = UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 40))
        scroll.addSubview(field)
        page.view.addSubview(scroll)
        let host = UIKitHost(page)
        scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        host.window.step(host.clock)
        return (host, scroll, field)
    }

    @Test("a keyboard frame in window coordinates converts into the scroll view and the field")
    func rectFromWindow() throws {
        let (host, scroll, field) = makeHierarchy()
        let window = try #require(scroll.window)
        #expect(window === host.window)
        let keyboard = CGRect(x: 0, y: 376, width: 375, height: 291)
        // Window y 376 is 276 below the scroll view's top, plus the 50 pt it is scrolled.
        #expect(scroll.convert(keyboard, from: scroll.window) == CGRect(x: 0, y: 326, width: 375, height: 291))
        #expect(field.convert(keyboard, from: window) == CGRect(x: -20, y: 26, width: 375, height: 291))
        #expect(scroll.convert(keyboard, from: nil) == scroll.convert(keyboard, from: window))
    }

    @Test("points and rects go to the window and back")
    func toWindow() throws {
        let (host, _, field) = makeHierarchy()
        let window: UIWindow? = host.window
        #expect(field.convert(CGPoint(x: 5, y: 5), to: window) == CGPoint(x: 25, y: 355))
        #expect(field.convert(CGPoint(x: 25, y: 355), from: window) == CGPoint(x: 5, y: 5))
        #expect(field.convert(field.bounds, to: window) == CGRect(x: 20, y: 350, width: 200, height: 40))
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 20, y: 350, width: 200, height: 40))
        let none: UIWindow? = nil
        #expect(field.convert(CGPoint(x: 5, y: 5), to: none) == CGPoint(x: 25, y: 355))
    }
}
