import Testing
import TestSupport
import UIKit

/// Both dequeue forms, written as UIKit table code writes them.
@MainActor
struct UITableViewDequeueTests {
    final class SubtitleListController: UIViewController, UITableViewDataSource {
        let tableView = UITableView()
        let names = ["Ada", "Grace", "Linus"]
        var made = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
            tableView.dataSource = self
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "person") ?? {
                made += 1
                return UITableViewCell(style: .subtitle, reuseIdentifier: "person")
            }()
            cell.textLabel.text = names[indexPath.row]
            return cell
        }
    }

    @Test("the optional dequeue form is nil until a cell exists, and the data source makes its own")
    func optionalDequeue() {
        let controller = SubtitleListController()
        let host = UIKitHost(controller)
        host.window.step(host.clock)
        #expect(controller.made == 3)
        let visible = controller.tableView.visibleCells
        #expect(visible.map(\.textLabel.text) == ["Ada", "Grace", "Linus"])
        #expect(visible.allSatisfy { $0.reuseIdentifier == "person" })
        #expect(controller.tableView.dequeueReusableCell(withIdentifier: "nobody") == nil)
    }

    @Test("a registered class makes the cell the optional form returns")
    func registeredOptionalDequeue() {
        final class NameCell: UITableViewCell {}
        let table = UITableView()
        #expect(table.dequeueReusableCell(withIdentifier: "name") == nil)
        table.register(NameCell.self, forCellReuseIdentifier: "name")
        let cell = table.dequeueReusableCell(withIdentifier: "name")
        #expect(cell is NameCell)
        #expect(cell?.reuseIdentifier == "name")
    }

    @Test("UIFont(name:size:) keeps the size and reads the weight from the face name")
    func namedFonts() {
        #expect(UIFont(name: "Inter-Medium", size: 15) == UIFont.systemFont(ofSize: 15, weight: .medium))
        #expect(UIFont(name: "AvenirNext-Bold", size: 20)?.weight == .semibold)
        #expect(UIFont(name: "Helvetica", size: 12)?.pointSize == 12)
        #expect(UIFont(name: "", size: 12) == nil)
    }
}
