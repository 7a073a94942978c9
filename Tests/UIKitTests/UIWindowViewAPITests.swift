import Testing
import TestSupport
import UIKit

/// The UIView members apps call on a UIWindow (in UIKit a window is a view): each acts on the window's root
/// view, so a view added to the window draws above the root controller's view, and above a presentation
/// only when added after it.
@MainActor
struct UIWindowViewAPITests {
    final class ColouredController: UIViewController {
        let colour: UIColor
        init(_ colour: UIColor) {
            self.colour = colour
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = colour
        }
    }

    func square(_ colour: UIColor, at origin: CGPoint) -> UIView {
        let view = UIView(frame: CGRect(origin: origin, size: CGSize(width: 100, height: 100)))
        view.backgroundColor = colour
        return view
    }

    @Test("a view added to the window draws above the root controller's view")
    func addedViewDrawsAboveRoot() throws {
        let host = UIKitHost(ColouredController(.blue))
        let badge = square(.red, at: CGPoint(x: 20, y: 100))
        host.window.addSubview(badge)
        host.window.step(host.clock)

        #expect(host.window.subviews.first === host.window.rootViewController?.view)
        #expect(host.window.subviews.last === badge)
        let pixels = try Golden.draw(host.window)
        #expect(pixels.pixel(x: 70, y: 150) == .red)
        #expect(pixels.pixel(x: 250, y: 400) == .blue)
        #expect(host.window.hitTest(CGPoint(x: 70, y: 150)) === badge)
    }

    @Test("a view added before a presentation is below it, one added after is above it")
    func presentationOrder() throws {
        let root = ColouredController(.blue)
        let host = UIKitHost(root)
        let before = square(.red, at: CGPoint(x: 20, y: 100))
        host.window.addSubview(before)
        let modal = ColouredController(.green)
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        host.window.step(host.clock, frames: 2)
        let after = square(.yellow, at: CGPoint(x: 200, y: 300))
        host.window.addSubview(after)
        host.window.step(host.clock)

        let pixels = try Golden.draw(host.window)
        #expect(pixels.pixel(x: 70, y: 150) == .green, "the presentation covers the view added before it")
        #expect(pixels.pixel(x: 250, y: 350) == .yellow, "the view added after the presentation is above it")
        #expect(host.window.subviews.firstIndex(of: before)! < host.window.subviews.firstIndex(of: modal.view.superview!)!)
        #expect(host.window.subviews.last === after)
    }

    @Test("insert, bring to front and send to back reorder the window's subviews")
    func reordering() {
        let host = UIKitHost(UIViewController())
        let rootView: UIView = host.window.rootViewController!.view
        let a = square(.red, at: .zero), b = square(.green, at: .zero), c = square(.blue, at: .zero)
        host.window.addSubview(a)
        host.window.insertSubview(b, at: 0)
        host.window.insertSubview(c, aboveSubview: b)
        #expect(host.window.subviews == [b, c, rootView, a])
        host.window.bringSubviewToFront(b)
        #expect(host.window.subviews == [c, rootView, a, b])
        host.window.sendSubviewToBack(a)
        #expect(host.window.subviews == [a, c, rootView, b])
        let d = square(.white, at: .zero)
        host.window.insertSubview(d, belowSubview: rootView)
        #expect(host.window.subviews == [a, c, d, rootView, b])
    }

    @Test("the window's centre, colours, alpha and touch switch are its root view's")
    func forwardedProperties() {
        let host = UIKitHost(UIViewController())
        let window = host.window
        #expect(window.center == CGPoint(x: 187.5, y: 333.5))
        window.backgroundColor = .black
        #expect(window.backgroundColor == .black)
        #expect(window.rootView.backgroundColor == .black)

        let child = UIView()
        window.addSubview(child)
        window.tintColor = .systemPink
        #expect(child.tintColor == .systemPink, "views inherit the window's tint")

        window.alpha = 0.5
        #expect(window.alpha == 0.5)
        #expect(window.layer === window.rootView.layer)

        let target = square(.red, at: CGPoint(x: 10, y: 10))
        window.addSubview(target)
        window.step(host.clock)
        #expect(window.hitTest(CGPoint(x: 50, y: 50)) === target)
        window.isUserInteractionEnabled = false
        #expect(!window.isUserInteractionEnabled)
        #expect(window.hitTest(CGPoint(x: 50, y: 50)) == nil, "a window that takes no touches hits nothing")
    }

    @Test("the window converts points and rectangles to and from its views")
    func conversion() {
        let host = UIKitHost(UIViewController())
        let box = square(.red, at: CGPoint(x: 40, y: 60))
        host.window.addSubview(box)
        #expect(host.window.convert(CGPoint(x: 50, y: 70), to: box) == CGPoint(x: 10, y: 10))
        #expect(host.window.convert(CGPoint(x: 10, y: 10), from: box) == CGPoint(x: 50, y: 70))
        #expect(host.window.convert(CGRect(x: 40, y: 60, width: 5, height: 5), to: box) == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test("endEditing on the window resigns the text field that is first responder")
    func endEditing() {
        final class FieldController: UIViewController {
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(field)
            }
        }
        let controller = FieldController()
        let host = UIKitHost(controller)
        #expect(controller.field.becomeFirstResponder())
        #expect(controller.field.isFirstResponder)
        #expect(host.window.endEditing(true))
        #expect(!controller.field.isFirstResponder)
    }
}
