import Testing
import TestSupport
import UIKit
import Widgets

/// UIScrollView.keyboardDismissMode: `.onDrag` ends editing when a drag begins (UIKit's documentation);
/// `.none`, the default, leaves the field editing.
@MainActor
struct Swift5KeyboardDismissModeTests {
    /// A form in a tall scroll view with its field editing, dragged up by 100 pt; whether the field still edits.
    private func fieldEditsAfterDrag(_ mode: UIScrollView.KeyboardDismissMode?) -> Bool {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 300, height: 600))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        scroll.contentSize = CGSize(width: 300, height: 2000)
        if let mode { scroll.keyboardDismissMode = mode }
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        scroll.addSubview(field)
        window.rootView.addSubview(scroll)
        window.step(clock)
        field.becomeFirstResponder()
        #expect(field.isFirstResponder)
        window.sendPointer(.began, at: CGPoint(x: 150, y: 400), time: clock.now)
        for i in 1...10 {
            window.step(clock)
            window.sendPointer(.moved, at: CGPoint(x: 150, y: 400 - 10 * Double(i)), time: clock.now)
        }
        window.sendPointer(.ended, at: CGPoint(x: 150, y: 300), time: clock.now)
        window.step(clock)
        #expect(scroll.contentOffset.y > 50, "the drag scrolled")
        return field.isFirstResponder
    }

    @Test("the default is .none: dragging leaves the field editing")
    func noneByDefault() {
        #expect(UIScrollView().keyboardDismissMode == .none)
        #expect(fieldEditsAfterDrag(nil))
    }

    @Test(".onDrag ends editing as the drag begins")
    func onDrag() {
        #expect(!fieldEditsAfterDrag(.onDrag))
        #expect(!fieldEditsAfterDrag(.onDragWithAccessory))
    }

    @Test(".interactive keeps the keyboard up here: Handheld's keyboard does not follow the finger")
    func interactive() {
        #expect(fieldEditsAfterDrag(.interactive))
    }
}
