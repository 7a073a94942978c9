import Testing
import UIKit

// Swift 5 mode: the s41 APIs from declarations with no isolation annotation, as UIKit apps write them.

/// A cell that drops its button's actions on reuse, as a category chip cell does.
final class ChipCell: UITableViewCell {
    let chip = UIButton(type: .system)
    override func prepareForReuse() {
        super.prepareForReuse()
        chip.removeTarget(nil, action: nil, for: .allEvents)
    }
}

/// A row height from the text's measured box, in a nonisolated helper.
func rowHeight(for title: String, width: CGFloat) -> CGFloat {
    let box = NSString(string: title).boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude),
                                                   options: .usesLineFragmentOrigin,
                                                   attributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 17)],
                                                   context: nil)
    return max(box.height + 20, 96)
}

@MainActor
struct Swift5S41Tests {
    @Test("a reused cell's button loses the actions added before; measured rows grow with their text")
    func reuseAndMeasure() {
        let cell = ChipCell(style: .default, reuseIdentifier: nil)
        var taps = 0
        cell.chip.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        cell.chip.sendActions(for: .touchUpInside)
        cell.prepareForReuse()
        cell.chip.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        #expect(Double(rowHeight(for: "Short", width: 300)) == 96)
        #expect(Double(rowHeight(for: String(repeating: "A long headline ", count: 20), width: 300)) > 96)
    }

    @Test("a toolbar of target–action items with nil actions: a flexible space between two system items")
    func toolbarItems() {
        let items = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
                     UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                     UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil)]
        #expect(items.map(\.systemItem) == [.trash, .flexibleSpace, .add])
    }
}
