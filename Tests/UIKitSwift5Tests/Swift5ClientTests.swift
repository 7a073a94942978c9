import Testing
import UIKit

// This target is compiled in Swift 5 language mode, as most UIKit code is. Apple's UIKit is main-actor
// isolated with `@preconcurrency`, so Swift 5 code may touch views from declarations it never marked
// `@MainActor`: a protocol extension, a data source class, a free function. Each compiles here as written;
// in Swift 6 mode the same lines warn, as they do against Apple's UIKit.

protocol Disclosable {}

extension Disclosable where Self: UITableViewCell {
    /// The shape of seed 1's `DisclosableCell`: a nonisolated protocol extension that sets a main-actor
    /// property of the cell.
    func showDisclosure(_ shows: Bool) {
        accessoryType = shows ? .disclosureIndicator : .none
    }
}

final class ChevronCell: UITableViewCell, Disclosable {}

/// A data source with no isolation annotation, as UIKit code declares one.
final class FruitSource: UITableViewDataSource {
    let fruits = ["Apple", "Pear", "Fig"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = ChevronCell(style: .default, reuseIdentifier: nil)
        cell.textLabel.text = fruits[indexPath.row]
        cell.showDisclosure(indexPath.row != 1)
        return cell
    }
}

/// A free function configuring a label, outside any actor.
func styleTitle(_ label: UILabel) {
    label.textColor = .red
    label.text = "Title"
}

@MainActor
struct Swift5ClientTests {
    @Test("a nonisolated protocol extension sets a cell's accessoryType")
    func protocolExtensionSetsAccessory() {
        let cell = ChevronCell(style: .default, reuseIdentifier: nil)
        cell.showDisclosure(true)
        #expect(cell.accessoryType == .disclosureIndicator)
        cell.showDisclosure(false)
        #expect(cell.accessoryType == .none)
    }

    @Test("an unannotated data source fills the table's cells")
    func unannotatedDataSource() {
        let source = FruitSource()
        let table = UITableView()
        let cells = (0..<3).map { source.tableView(table, cellForRowAt: IndexPath(row: $0, section: 0)) }
        #expect(cells.map(\.textLabel.text) == ["Apple", "Pear", "Fig"])
        #expect(cells.map(\.accessoryType) == [.disclosureIndicator, .none, .disclosureIndicator])
    }

    @Test("a free function styles a label")
    func freeFunction() {
        let label = UILabel()
        styleTitle(label)
        #expect(label.text == "Title")
        #expect(label.textColor == .red)
    }
}
