import UIKit

/// A plain list of names; a tap pushes that person's detail, and the navigation controller's edge swipe pops
/// it, with the row's highlight following the swipe as in UIKit.
public final class PeopleViewController: UITableViewController {
    static let people = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson", "Edsger Dijkstra",
                         "Barbara Liskov", "Donald Knuth", "Margaret Hamilton"]

    public init() { super.init(style: .plain) }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        title = "People"
        tableView.accessibilityIdentifier = "people-table"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.people.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        cell.accessibilityIdentifier = "person-\(indexPath.row)"
        cell.textLabel?.text = Self.people[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(PersonViewController(name: Self.people[indexPath.row]), animated: true)
    }
}
