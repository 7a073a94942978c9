import HandheldKit

/// A list of fruits that pushes a detail page: the screens the kit's own tests drive, built as a user of
/// HandheldKit builds theirs.
final class FruitListViewController: TableViewController, TableViewDataSource, TableViewDelegate {
    static let fruits = [("Apple", "Green"), ("Banana", "Yellow"), ("Cherry", "Red")]
    let cellStyle: TableViewCell.Style

    init(cellStyle: TableViewCell.Style = .default) {
        self.cellStyle = cellStyle
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        title = "Fruits"
        tableView.identifier = "fruit-table"
        let style = cellStyle
        tableView.register("fruit") { TableViewCell(style: style) }
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.fruits.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.identifier = "fruit-\(indexPath.row)"
        cell.textLabel.text = Self.fruits[indexPath.row].0
        cell.detailTextLabel.text = cellStyle == .default ? "" : Self.fruits[indexPath.row].1
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(FruitViewController(name: Self.fruits[indexPath.row].0), animated: true)
    }

    static func inNavigation(cellStyle: TableViewCell.Style = .default) -> NavigationController {
        NavigationController(rootViewController: FruitListViewController(cellStyle: cellStyle))
    }
}

/// One fruit: its name, a favourite switch, a note field, a Save button that reports what it saved, and a
/// disabled Delete button.
final class FruitViewController: ViewController {
    let name: String
    let nameLabel: Label
    let favourite = Switch(isOn: false)
    let note = TextField(placeholder: "Note")
    let status = Label(text: "Not saved")
    lazy var save = Button(title: "Save") { [unowned self] in self.status.text = "Saved \(self.note.text ?? "")" }
    let delete = Button(title: "Delete")

    init(name: String) {
        self.name = name
        nameLabel = Label(text: name, font: .headline)
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        title = name
        view.backgroundColor = .systemBackground
        nameLabel.identifier = "fruit-name"
        favourite.identifier = "favourite"
        note.identifier = "note"
        note.translatesAutoresizingMaskIntoConstraints = false
        status.identifier = "status"
        delete.isEnabled = false
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        for view in [nameLabel, favourite, note, save, delete, status] as [View] { stack.addArrangedSubview(view) }
        view.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            note.widthAnchor.constraint(equalToConstant: 200),
            note.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}
