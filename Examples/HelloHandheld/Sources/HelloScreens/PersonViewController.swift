import UIKit

/// One person's page: the name, large, under the navigation bar.
final class PersonViewController: UIViewController {
    let name: String
    let nameLabel = UILabel()

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        nameLabel.text = name
        nameLabel.font = .preferredFont(forTextStyle: .headline)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        title = name
        view.backgroundColor = .systemBackground
        nameLabel.accessibilityIdentifier = "person-name"
        nameLabel.textAlignment = .center
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
    }
}
