import Foundation
import Testing
import TestSupport
import UIKit

/// The keyboard notifications as UIKit code observes them: through `NotificationCenter.default`, registered
/// in viewDidLoad (before the view is in a window), reading UIKit's userInfo keys.
@MainActor
struct UIKeyboardNotificationTests {
    /// What an observer saw: each name with its end frame, duration and curve.
    final class Seen: @unchecked Sendable {
        var names: [Notification.Name] = []
        var frameEnd: [CGRect] = []
        var durations: [Double] = []
        var curves: [Int] = []
    }

    final class FormViewController: UIViewController {
        let field = UITextField()
        let seen = Seen()
        var tokens: [NSObjectProtocol] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            field.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
            view.addSubview(field)
            let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                         UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                         UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
            let seen = self.seen
            for name in names {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    seen.names.append(note.name)
                    let info = note.userInfo ?? [:]
                    if let value = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                        seen.frameEnd.append(value.cgRectValue)
                    }
                    if let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber {
                        seen.durations.append(duration.doubleValue)
                    }
                    if let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber {
                        seen.curves.append(curve.intValue)
                    }
                })
            }
        }

        func stopObserving() {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }
    }

    @Test("focus posts willChangeFrame, willShow, didChangeFrame, didShow through NotificationCenter.default with UIKit's keys")
    func showOrder() {
        let controller = FormViewController()
        _ = controller.view  // observers are registered before the view is in any window
        let (window, clock) = TestSupport.makeWindow()
        window.rootViewController = controller
        window.step(clock)
        defer { controller.stopObserving() }
        controller.field.becomeFirstResponder()
        #expect(controller.seen.names == [UIResponder.keyboardWillChangeFrameNotification,
                                          UIResponder.keyboardWillShowNotification])
        window.step(clock, frames: 20)
        #expect(controller.seen.names == [.UIKeyboardWillChangeFrame, .UIKeyboardWillShow,
                                          .UIKeyboardDidChangeFrame, .UIKeyboardDidShow])
        // The iPhone 8 test window: 375×667 with a 260 pt keyboard, 0.25 s on curve 7 (reference constants).
        #expect(controller.seen.frameEnd.allSatisfy { $0 == CGRect(x: 0, y: 407, width: 375, height: 260) })
        #expect(controller.seen.durations == [0.25, 0.25, 0.25, 0.25])
        #expect(controller.seen.curves == [7, 7, 7, 7])
    }

    @Test("resigning posts willChangeFrame, willHide, didChangeFrame, didHide with the off-screen end frame")
    func hideOrder() {
        let controller = FormViewController()
        let (window, clock) = TestSupport.makeWindow()
        window.rootViewController = controller
        window.step(clock)
        defer { controller.stopObserving() }
        controller.field.becomeFirstResponder()
        window.step(clock, frames: 20)
        controller.seen.names.removeAll()
        controller.seen.frameEnd.removeAll()
        controller.field.resignFirstResponder()
        window.step(clock, frames: 20)
        #expect(controller.seen.names == [UIResponder.keyboardWillChangeFrameNotification,
                                          UIResponder.keyboardWillHideNotification,
                                          UIResponder.keyboardDidChangeFrameNotification,
                                          UIResponder.keyboardDidHideNotification])
        #expect(Double(controller.seen.frameEnd.first?.minY ?? 0) == 667)
    }
}
