import Testing
import UIKit
import TestSupport
import Render

/// UIAlertController written as UIKit code writes it (UIKitCatalog's pattern): a style, actions with
/// handlers, a text field configured in a closure, a preferred action, the popover anchor set for iPad.
@MainActor
@Suite("UIKit: UIAlertController")
struct UIAlertControllerTests {
    final class Screen: UIViewController {
        var chosen: [String] = []
        var typed: String?

        func askName() -> UIAlertController {
            let alert = UIAlertController(title: "Name", message: "What should we call you?", preferredStyle: .alert)
            alert.addTextField { textField in
                textField.placeholder = "Name"
                textField.isSecureTextEntry = false
            }
            let ok = UIAlertAction(title: "OK", style: .default) { [weak self, weak alert] _ in
                self?.typed = alert?.textFields?.first?.text
                self?.chosen.append("OK")
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.chosen.append("Cancel") })
            alert.addAction(ok)
            alert.preferredAction = ok
            present(alert, animated: true, completion: nil)
            return alert
        }

        func confirmDelete(from source: UIView) -> UIAlertController {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.chosen.append("Delete") })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
            sheet.popoverPresentationController?.sourceView = source
            sheet.popoverPresentationController?.sourceRect = source.bounds
            present(sheet, animated: true)
            return sheet
        }
    }

    @Test("an alert with a text field: typed text reaches the OK handler through textFields after the dismissal")
    func textEntry() throws {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        let screen = Screen()
        window.rootViewController = screen
        let alert = screen.askName()
        for _ in 0..<40 { clock.advance(by: 1.0 / 60); window.advanceFrame() }
        #expect(screen.presentedViewController === alert)
        #expect(alert.preferredStyle == .alert && alert.actions.map(\.style) == [.cancel, .default])
        _ = window.sendText("Ada")
        _ = window.sendKey(try KeyCombo.parse("return"))
        for _ in 0..<40 { clock.advance(by: 1.0 / 60); window.advanceFrame() }
        #expect(screen.presentedViewController == nil)
        #expect(screen.chosen == ["OK"] && screen.typed == "Ada")
    }

    @Test("an action sheet keeps its popover anchor and an alert has none, as in UIKit")
    func popoverAnchor() {
        let (window, _) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        let screen = Screen()
        window.rootViewController = screen
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 44, height: 44))
        screen.view.addSubview(button)
        let sheet = screen.confirmDelete(from: button)
        #expect(sheet.popoverPresentationController?.sourceView === button)
        #expect(sheet.popoverPresentationController?.sourceRect == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(UIAlertController(title: "T", message: nil, preferredStyle: .alert).popoverPresentationController == nil)
    }
}
