import HandheldTesting
import Testing
import UIKit

/// iOS 14's cell configuration, written as UIKit table code writes it.
@MainActor
struct UIListContentConfigurationTests {
    final class FruitListController: UITableViewController {
        let fruits = [("Cherry", "Red"), ("Lime", "Green"), ("Plum", "Purple")]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruits[indexPath.row].0
            content.secondaryText = fruits[indexPath.row].1
            content.secondaryTextProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test("defaultContentConfiguration, text and secondaryText show in the rows the test kit finds")
    func configuredRows() throws {
        let app = try TestApp(rootViewController: UINavigationController(rootViewController: FruitListController()))
        app.settle()
        let cherry = app.cells["Cherry, Red"]
        #expect(cherry.exists)
        #expect(app.cells.count == 3)
        // cell() with a secondary text stacks it below the text: the row is taller than a one-line row.
        #expect(Double(cherry.frame.height) > 44)
        #expect(app.staticTexts["Purple"].exists)
    }
}
