import Testing
import TestSupport
import UIKit

/// sendActions(for:) runs the registered actions without touching the control, as UIKit code calls it to
/// sync a screen to a control's current value.
@MainActor
struct UIControlSendActionsTests {
    @Test("sendActions runs a slider's value-changed action with its value and a button's tap action, in order")
    func sends() {
        var log: [String] = []
        let slider = UISlider()
        slider.setValue(0.25, animated: false)
        slider.addAction(UIAction { action in log.append("slider \((action.sender as? UISlider)?.value ?? -1)") }, for: .valueChanged)
        slider.sendActions(for: .valueChanged)
        #expect(log == ["slider 0.25"])
        #expect(slider.value == 0.25)

        let button = UIButton(type: .system)
        button.addAction(UIAction { _ in log.append("first") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("second") }, for: .primaryActionTriggered)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["slider 0.25", "first", "second"])

        let toggle = UISwitch()
        toggle.addAction(UIAction { _ in log.append("switch") }, for: .valueChanged)
        toggle.sendActions(for: .valueChanged)
        #expect(log.last == "switch")
        #expect(toggle.isOn == false)
        button.sendActions(for: .editingChanged)
        #expect(log.count == 4)
    }
}
