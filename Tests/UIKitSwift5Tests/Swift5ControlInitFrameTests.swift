import Testing
import TestSupport
import UIKit
import Widgets

/// init(frame:) on UISwitch and UIStepper, and UIButton's current*
/// accessors: values as UIKit gives them.
@MainActor
struct Swift5ControlInitFrameTests {
    @Test("UISwitch and UIStepper keep the frame's origin and take their own size")
    func fixedSizeControls() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31) && !toggle.isOn)
        let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        #expect(stepper.frame == CGRect(x: 5, y: 6, width: 94, height: 32) && stepper.value == 0)
    }

    @Test("UIButton's current title, colour and image follow its state")
    func buttonCurrentValues() {
        let button = UIButton(type: .custom)
        #expect(button.currentTitle == nil && button.currentImage == nil)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.blue, for: .normal)
        button.setTitleColor(.gray, for: .selected)
        #expect(button.currentTitle == "Follow" && button.currentTitleColor == UIColor.blue)
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.currentTitleColor == UIColor.gray)
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.currentTitle == "Follow", "highlighted falls back to the normal title")
    }
}

/// UITextField.isEditing follows first-responder status.
@MainActor
struct Swift5TextFieldIsEditingTests {
    @Test("isEditing is true from becomeFirstResponder to resignFirstResponder")
    func isEditing() {
        let (window, clock) = TestSupport.makeWindow()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        window.rootView.addSubview(field)
        window.step(clock)
        #expect(!field.isEditing)
        field.becomeFirstResponder()
        #expect(field.isEditing)
        field.resignFirstResponder()
        #expect(!field.isEditing)
    }
}
