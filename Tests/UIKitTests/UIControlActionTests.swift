import Testing
import TestSupport
import UIKit

/// Target–action without `#selector`: UIAction closures on buttons and switches, tapped through the window.
@MainActor
struct UIControlActionTests {
    final class ButtonsViewController: UIViewController {
        let log = EventLog()
        lazy var save = UIButton(primaryAction: UIAction(title: "Save") { [unowned self] action in
            log.add("save from \((action.sender as? UIButton)?.title(for: .normal) ?? "nil")")
        })
        let toggle = UISwitch()

        override func viewDidLoad() {
            super.viewDidLoad()
            save.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            view.addSubview(save)
            save.addAction(UIAction { [unowned self] _ in log.add("second") }, for: .touchUpInside)
            toggle.frame = CGRect(x: 20, y: 200, width: 51, height: 31)
            view.addSubview(toggle)
            toggle.addAction(UIAction { [unowned self] action in
                log.add("switch \((action.sender as? UISwitch)?.isOn == true ? "on" : "off")")
            }, for: .valueChanged)
        }
    }

    @Test("a tap runs the primary action, then an added one, each with its sender; a switch sends valueChanged")
    func tapsRunActionsInOrder() {
        let controller = ButtonsViewController()
        let host = UIKitHost(controller)
        #expect(controller.save.title(for: .normal) == "Save")
        host.tap(controller.save)
        host.tap(controller.toggle)
        host.tap(CGPoint(x: 300, y: 400))
        #expect(controller.log.entries == ["save from Save", "second", "switch on"])
    }

    @Test("UIButton(type:) draws a .system title in the tint colour and a .custom one in white")
    func buttonTypes() {
        let system = UIButton(type: .system), custom = UIButton(type: .custom), plain = UIButton()
        system.setTitle("Go", for: .normal)
        #expect(system.titleLabel.textColor == .systemBlue)
        #expect(custom.titleLabel.textColor == .white)
        #expect(plain.titleLabel.textColor == .white)
        custom.setTitleColor(.red, for: .normal)
        custom.setTitleColor(.green, for: .highlighted)
        #expect(custom.titleColor(for: .normal) == .red)
    }

    @Test("sizeToFit sizes a label to its text and keeps its origin")
    func sizeToFit() {
        let label = UILabel()
        label.text = "Hello, Handheld"
        label.frame.origin = CGPoint(x: 16, y: 40)
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 16, y: 40))
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > 0)
    }
}

@MainActor
struct UIGestureClosureTests {
    @Test("a tap gesture recognizer takes a closure where UIKit code passes #selector")
    func tapRecognizerClosure() {
        let controller = UIViewController()
        let host = UIKitHost(controller)
        let card = UIView(frame: CGRect(x: 40, y: 120, width: 200, height: 100))
        controller.view.addSubview(card)
        var taps: [CGPoint] = []
        let tap = UITapGestureRecognizer { recognizer in
            taps.append(recognizer.location(in: card))
        }
        card.addGestureRecognizer(tap)
        host.tap(CGPoint(x: 50, y: 130))
        host.clock.advance(by: 0.5)
        host.window.advanceFrame()
        host.tap(CGPoint(x: 10, y: 10))
        #expect(taps == [CGPoint(x: 10, y: 10)])
    }
}
