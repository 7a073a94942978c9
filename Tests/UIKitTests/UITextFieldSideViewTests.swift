import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// UITextField's overlay views, optional font and autocapitalisation, as a form's factory method sets them:
/// an icon container as `leftView` with `.always`, the text starting after it.
@MainActor
struct UITextFieldSideViewTests {
    func makeField(_ configure: (UITextField) -> Void) -> (UITextField, UIWindow, ManualClock) {
        let (window, clock) = TestSupport.makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let field = UITextField()
        field.frame = CGRect(x: 20, y: 100, width: 300, height: 50)
        field.placeholder = "Email"
        configure(field)
        controller.view.addSubview(field)
        window.step(clock, frames: 2)
        return (field, window, clock)
    }

    func iconContainer() -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 45))
        let icon = UIImageView(frame: CGRect(x: 10, y: 10, width: 25, height: 25))
        container.addSubview(icon)
        return container
    }

    @Test("a left view with .always sits flush left, centred vertically, and the text starts after it")
    func leftViewAlways() {
        let container = iconContainer()
        let (field, _, _) = makeField { field in
            field.leftView = container
            field.leftViewMode = .always
        }
        #expect(container.superview === field)
        #expect(container.frame == CGRect(x: 0, y: 3, width: 60, height: 45), "(50 - 45) / 2 rounded")
        #expect(field.leftViewRect == container.frame)
        #expect(Double(field.textRect.minX) == 60)
        #expect(Double(field.textRect.maxX) == 300)
        #expect(!container.isHidden)
    }

    @Test("leftViewMode .never hides the view and gives the text the whole width; .whileEditing shows it while first responder")
    func modes() {
        let container = iconContainer()
        let (field, window, clock) = makeField { field in
            field.leftView = container
        }
        #expect(container.isHidden)
        #expect(Double(field.textRect.minX) == 0)
        field.leftViewMode = .whileEditing
        window.step(clock)
        #expect(container.isHidden)
        _ = field.becomeFirstResponder()
        window.step(clock)
        #expect(!container.isHidden)
        #expect(Double(field.textRect.minX) == 60)
        _ = field.resignFirstResponder()
        window.step(clock)
        #expect(container.isHidden)
    }

    @Test("a right view sits flush right and the text ends before it; replacing it removes the old one")
    func rightView() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let (field, window, clock) = makeField { field in
            field.rightView = first
            field.rightViewMode = .always
        }
        #expect(first.frame == CGRect(x: 260, y: 15, width: 40, height: 20))
        #expect(Double(field.textRect.maxX) == 260)
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.rightView = second
        window.step(clock)
        #expect(first.superview == nil)
        #expect(second.frame == CGRect(x: 270, y: 10, width: 30, height: 30))
    }

    @Test("font takes a UIFont? and nil restores the default body font")
    func optionalFont() {
        let custom: UIFont? = UIFont.systemFont(ofSize: 22, weight: .bold)
        let (field, _, _) = makeField { $0.font = custom }
        #expect(field.font == custom)
        field.font = nil
        #expect(field.font == Font.body)
    }

    @Test("autocapitalizationType defaults to .sentences, as UIKit's, and takes .none")
    func autocapitalization() {
        let (field, _, _) = makeField { _ in }
        #expect(field.autocapitalizationType == .sentences)
        field.autocapitalizationType = .none
        #expect(field.autocapitalizationType == .none)
    }
}
