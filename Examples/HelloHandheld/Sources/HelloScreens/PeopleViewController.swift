import HandheldKit

/// A plain list of names; a tap pushes that person's detail, and the navigation controller's edge swipe pops
/// it, with the row's highlight following the swipe as in UIKit.
public final class PeopleViewController: TableViewController, TableViewDataSource, TableViewDelegate {
    static let people = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson", "Edsger Dijkstra",
                         "Barbara Liskov", "Donald Knuth", "Margaret Hamilton"]

    public init() { super.init(style: .plain) }

    public override func viewDidLoad() {
        title = "People"
        tableView.identifier = "people-table"
        tableView.register("person") { TableViewCell(style: .default) }
        tableView.dataSource = self
        tableView.delegate = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.people.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        cell.identifier = "person-\(indexPath.row)"
        cell.textLabel.text = Self.people[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(PersonViewController(name: Self.people[indexPath.row]), animated: true)
    }
}
