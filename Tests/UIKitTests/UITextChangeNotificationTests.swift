import Foundation
import Testing
import TestSupport
import UIKit

/// What hears a text change: UIKit tells the delegate, the `.editingChanged` targets and
/// `textDidChangeNotification`'s observers of the user's edits only, never of text set in code; the begin and
/// end notifications follow the first responder. Each test records every call in order.
@MainActor
struct UITextChangeNotificationTests {
    final class Recorder: NSObject, UITextViewDelegate, UISearchBarDelegate {
        let log = EventLog()
        var observers: [NSObjectProtocol] = []

        func observe(_ names: [Notification.Name], object: AnyObject) {
            for name in names {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) {
                    [log] note in
                    let name = note.name.rawValue
                    MainActor.assumeIsolated { log.add(name) }
                })
            }
        }

        func stop() { observers.forEach(NotificationCenter.default.removeObserver) }

        func textViewDidChange(_ textView: UITextView) { log.add("textViewDidChange \(textView.text ?? "")") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.add("textDidChange \(searchText)") }
    }

    @Test("a text field posts begin, change and end for the user's typing, and nothing for text set in code")
    func textFieldNotifications() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        controller.view.addSubview(field)
        window.rootViewController = controller
        window.step(clock)
        let recorder = Recorder()
        recorder.observe([UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                          UITextField.textDidEndEditingNotification], object: field)
        defer { recorder.stop() }
        field.addAction(UIAction { _ in recorder.log.add("editingChanged") }, for: .editingChanged)

        field.text = "set in code"
        #expect(recorder.log.entries.isEmpty)
        _ = field.becomeFirstResponder()
        field.text = ""
        _ = window.sendText("Ada")
        _ = field.resignFirstResponder()
        #expect(recorder.log.entries == ["UITextFieldTextDidBeginEditingNotification", "editingChanged",
                                         "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification"])
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
    }

    @Test("a text view's delegate hears the user's edits, not text or attributed text set in code")
    func textViewDelegate() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        let controller = UIViewController()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        controller.view.addSubview(textView)
        window.rootViewController = controller
        window.step(clock)
        let recorder = Recorder()
        textView.delegate = recorder
        recorder.observe([UITextView.textDidChangeNotification], object: textView)
        defer { recorder.stop() }

        textView.text = "Draft"
        textView.attributedText = NSAttributedString(string: "Styled")
        #expect(recorder.log.entries.isEmpty)
        _ = textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 6, length: 0)
        _ = window.sendText("!")
        #expect(recorder.log.entries == ["textViewDidChange Styled!", "UITextViewTextDidChangeNotification"])
    }

    @Test("a search bar's delegate hears typing and the user's Cancel, not text set in code")
    func searchBarDelegate() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        let controller = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        controller.navigationItem.searchController = search
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.step(clock)
        let recorder = Recorder()
        search.searchBar.delegate = recorder

        search.searchBar.text = "code"
        #expect(recorder.log.entries.isEmpty)
        search.searchBar.text = ""
        search.isActive = true
        _ = window.sendText("ab")
        search.isActive = false
        #expect(recorder.log.entries == ["textDidChange ab", "textDidChange "])
    }
}
