import HandheldKit

/// One person's page: the name, large, under the navigation bar.
final class PersonViewController: ViewController {
    let name: String
    let nameLabel: Label

    init(name: String) {
        self.name = name
        nameLabel = Label(text: name, font: .headline)
        super.init()
    }

    override func viewDidLoad() {
        title = name
        view.backgroundColor = .systemBackground
        nameLabel.identifier = "person-name"
        nameLabel.textAlignment = .center
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        LayoutConstraint.activate([
            nameLabel.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
    }
}
