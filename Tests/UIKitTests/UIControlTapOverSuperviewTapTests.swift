import Testing
import TestSupport
import UIKit

/// A superview's single-tap recogniser (the keyboard-dismissing tap real login screens add) does not take
/// the taps of buttons, switches, steppers, segmented controls and page controls: since iOS 6 "default
/// control actions prevent overlapping gesture recognizer behavior" (Apple's Event Handling Guide).
@MainActor
struct UIControlTapOverSuperviewTapTests {
    final class LoginViewController: UIViewController {
        let log = EventLog()
        let login = UIButton(type: .system)
        let remember = UISwitch()
        let mode = UISegmentedControl(items: ["A", "B"])

        override func viewDidLoad() {
            super.viewDidLoad()
            login.setTitle("Login", for: .normal)
            login.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            login.addAction(UIAction { [unowned self] _ in log.add("login") }, for: .touchUpInside)
            remember.frame = CGRect(x: 20, y: 200, width: 51, height: 31)
            remember.addAction(UIAction { [unowned self] _ in log.add("remember") }, for: .valueChanged)
            mode.frame = CGRect(x: 20, y: 260, width: 200, height: 32)
            mode.addAction(UIAction { [unowned self] _ in log.add("mode \(mode.selectedSegmentIndex)") }, for: .valueChanged)
            [login, remember, mode].forEach(view.addSubview)
            let dismiss = UITapGestureRecognizer { [unowned self] _ in log.add("dismiss") }
            view.addGestureRecognizer(dismiss)
        }
    }

    @Test("controls' taps reach their actions; a tap elsewhere reaches the superview's recogniser")
    func controlsWin() {
        let controller = LoginViewController()
        let host = UIKitHost(controller)
        host.tap(controller.login)
        host.tap(controller.remember)
        host.tap(CGPoint(x: 170, y: 276))
        host.tap(CGPoint(x: 300, y: 500))
        #expect(controller.log.entries == ["login", "remember", "mode 1", "dismiss"])
    }

    @Test("a double-tap recogniser on the superview, or a tap recogniser on the button itself, still recognises")
    func otherRecognizersStillRecognise() {
        let controller = LoginViewController()
        let host = UIKitHost(controller)
        let own = UITapGestureRecognizer { [unowned controller] _ in controller.log.add("own tap") }
        controller.login.addGestureRecognizer(own)
        host.tap(controller.login)
        #expect(controller.log.entries.first == "own tap")
        #expect(!controller.log.entries.contains("dismiss"))
    }

    @Test("a disabled button does not take the tap: the superview's recogniser gets it")
    func disabledButtonLetsTapThrough() {
        let controller = LoginViewController()
        let host = UIKitHost(controller)
        controller.login.isEnabled = false
        host.tap(controller.login)
        #expect(controller.log.entries == ["dismiss"])
    }

    @Test("a stepper and a segmented control send .valueChanged to addAction; sendActions and removeTarget reach them")
    func valueChangedOnStepperAndSegmentedControl() {
        let log = EventLog()
        let stepper = UIStepper(), segmented = UISegmentedControl(items: ["A", "B"])
        stepper.addAction(UIAction { _ in log.add("stepper") }, for: .valueChanged)
        segmented.addAction(UIAction { action in
            log.add("segment \((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -2)")
        }, for: .valueChanged)
        segmented.selectedSegmentIndex = 1
        segmented.sendActions(for: .valueChanged)
        stepper.sendActions(for: .valueChanged)
        stepper.removeTarget(nil, action: nil, for: .valueChanged)
        stepper.sendActions(for: .valueChanged)
        #expect(log.entries == ["segment 1", "stepper"])
    }
}
