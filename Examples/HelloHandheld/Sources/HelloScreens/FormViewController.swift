import UIKit

/// A settings form on Auto Layout: a vertical stack view of rows, each a title and a switch. Turning
/// Notifications off hides the Sounds and Badges rows inside an animation block, so the stack's own
/// `UISV-hiding` constraints collapse them and the rows below slide up.
public final class FormViewController: UIViewController {
    let stack = UIStackView()
    let notifications = FormRow(title: "Notifications", isOn: true, identifier: "notifications")
    let sounds = FormRow(title: "Sounds", isOn: true, identifier: "sounds")
    let badges = FormRow(title: "Badges", isOn: false, identifier: "badges")
    let airplane = FormRow(title: "Airplane Mode", isOn: false, identifier: "airplane")

    public init() { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        title = "Form"
        view.backgroundColor = .systemGroupedBackground
        stack.accessibilityIdentifier = "form-stack"
        stack.axis = .vertical
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        for row in [notifications, sounds, badges, airplane] { stack.addArrangedSubview(row) }
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])
        notifications.toggle.addAction(UIAction { [weak self] action in
            self?.showDetails((action.sender as? UISwitch)?.isOn ?? true)
        }, for: .valueChanged)
    }

    /// Hides or shows the rows that only matter with notifications on, animated as UIKit's
    /// `UIView.animate { view.isHidden = … }` in a stack view is.
    func showDetails(_ visible: Bool) {
        UIView.animate(withDuration: 0.3) {
            self.sounds.isHidden = !visible
            self.badges.isHidden = !visible
            self.view.layoutIfNeeded()
        }
    }
}
