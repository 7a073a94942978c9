import Render
import Testing
import TestSupport
@testable import Widgets

/// inputView and inputAccessoryView (UIResponder): a field's own input view takes the keyboard's place and
/// an accessory rides above it, both sliding on the keyboard's 0.25 s timing; the keyboard's frame (and its
/// notifications) counts both, as UIKit's does.
@MainActor
@Suite("Input views")
struct InputViewTests {
    func scene() -> (Window, ManualClock, TextField, View, View) {
        let (window, clock) = TestSupport.makeWindow()
        let field = TextField()
        field.frame = Rect(x: 20, y: 100, width: 200, height: 44)
        let picker = View(frame: Rect(x: 0, y: 0, width: 375, height: 216))
        picker.identifier = "picker"
        let toolbar = View(frame: Rect(x: 0, y: 0, width: 375, height: 44))
        toolbar.identifier = "toolbar"
        field.inputView = picker
        field.inputAccessoryView = toolbar
        window.rootView.addSubview(field)
        window.step(clock)
        return (window, clock, field, picker, toolbar)
    }

    @Test("the input view replaces the keys, the accessory sits above it, and the frame posted is both: 260 pt")
    func replaces() {
        let (window, clock, field, picker, toolbar) = scene()
        var notes: [KeyboardNotification] = []
        window.keyboard.addObserver { notes.append($0) }
        field.becomeFirstResponder()
        #expect(notes.first?.frameEnd == Rect(x: 0, y: 667 - 260, width: 375, height: 260))
        window.step(clock, frames: 3)
        let movingPicker = picker.presentationFrameInWindow.minY, movingBar = toolbar.presentationFrameInWindow.minY
        #expect(movingPicker > 451 && movingPicker < 667 && Double(movingPicker - movingBar) == 44)
        window.step(clock, frames: 14)
        #expect(picker.presentationFrameInWindow == Rect(x: 0, y: 451, width: 375, height: 216))
        #expect(toolbar.presentationFrameInWindow == Rect(x: 0, y: 407, width: 375, height: 44))
        #expect(picker.superview === window.keyboard.view)
        // No key of the system keyboard is visible under the input view.
        let keysShown = window.keyboard.view.subviews.filter { $0 !== picker && !$0.isHidden }.count
        #expect(keysShown == 0)
        field.resignFirstResponder()
        window.step(clock, frames: 17)
        #expect(window.keyboard.view.isHidden && toolbar.superview == nil && picker.superview == nil)
    }

    @Test("a field without input views still gets the keys, after one with them")
    func backToKeys() {
        let (window, clock, field, _, toolbar) = scene()
        let plain = TextField()
        plain.frame = Rect(x: 20, y: 160, width: 200, height: 44)
        window.rootView.addSubview(plain)
        field.becomeFirstResponder()
        window.step(clock, frames: 17)
        plain.becomeFirstResponder()
        window.step(clock, frames: 17)
        #expect(window.keyboard.frame == Rect(x: 0, y: 407, width: 375, height: 260))
        #expect(window.keyboard.view.customInputView == nil && toolbar.superview == nil)
        let keysShown = window.keyboard.view.subviews.filter { !$0.isHidden }.count
        #expect(keysShown > 20)
    }
}
