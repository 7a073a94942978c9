import Testing
import TestSupport
import UIKit

/// UIKit declares a button's title label, a cell's labels and image view, and a label's text and font
/// optional; UIKit code chains through them and assigns optionals to them. Written that way here, with the
/// values read back through the same views.
@MainActor
struct UIKitOptionalSpellingTests {
    @Test("optional chaining through titleLabel, textLabel, detailTextLabel and imageView reaches the views")
    func chaining() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.titleLabel?.font = UIFont(name: "Inter-Medium", size: 15)
        #expect(button.titleLabel.font == UIFont.systemFont(ofSize: 15, weight: .medium))

        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.imageView?.tintColor = .red
        #expect(cell.textLabel.text == "Title")
        #expect(cell.detailTextLabel.text == "Detail")
        #expect(cell.imageView.tintColor == .red)
    }

    @Test("a label takes an optional text and font, text?.removeAll() empties it, and nil font is 17 pt")
    func optionalAssignment() {
        let label = UILabel()
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 1
        label.text = formatter.string(from: NSNumber(value: 2.5))
        #expect(label.text == "2.5")
        label.text?.removeAll()
        #expect(label.text == "")
        label.text = "x"
        label.text = nil
        #expect(label.text == "")
        label.font = UIFont(name: "Inter-Semibold", size: 30)
        #expect(label.font.pointSize == 30)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
    }
}
