import Testing
import UIKit

/// UIKit's `init(type:)` is a convenience initializer every UIButton subclass inherits once it overrides
/// the designated `init(frame:)`; it makes the subclass through that override (Swift 6 mode here, Swift 5
/// in UIKitSwift5Tests).
@MainActor
struct UIButtonSubclassInitTests {
    final class KeypadButton: UIButton {
        let digit: Int
        override init(frame: CGRect) {
            digit = 0
            super.init(frame: frame)
            titleLabel?.font = .systemFont(ofSize: 28)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        convenience init(digit: Int) {
            self.init(type: .system)
            setTitle("\(digit)", for: .normal)
        }
    }

    @Test("a subclass's convenience init through init(type:) runs the subclass's init(frame:) and taps as a button")
    func keypad() {
        let root = UIViewController()
        let host = UIKitHost(root)
        let seven = KeypadButton(digit: 7)
        #expect(seven.titleLabel?.font.pointSize == 28)
        #expect(seven.title(for: .normal) == "7")
        var taps = 0
        seven.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        seven.frame = CGRect(x: 20, y: 100, width: 80, height: 80)
        root.view.addSubview(seven)
        host.window.step(host.clock)
        host.tap(seven)
        #expect(taps == 1)
    }
}
