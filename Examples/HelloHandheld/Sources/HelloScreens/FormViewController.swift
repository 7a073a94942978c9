import HandheldKit

/// A settings form on Auto Layout: a vertical stack view of rows, each a title and a switch. Turning
/// Notifications off hides the Sounds and Badges rows inside an animation block, so the stack's own
/// `UISV-hiding` constraints collapse them and the rows below slide up.
public final class FormViewController: ViewController {
    let stack = StackView()
    let notifications = FormRow(title: "Notifications", isOn: true, identifier: "notifications")
    let sounds = FormRow(title: "Sounds", isOn: true, identifier: "sounds")
    let badges = FormRow(title: "Badges", isOn: false, identifier: "badges")
    let airplane = FormRow(title: "Airplane Mode", isOn: false, identifier: "airplane")

    public override init() { super.init() }

    public override func viewDidLoad() {
        title = "Form"
        view.backgroundColor = .groupedBackground
        stack.identifier = "form-stack"
        stack.axis = .vertical
        stack.spacing = 1
        stack.translatesAutoresizingMaskIntoConstraints = false
        for row in [notifications, sounds, badges, airplane] { stack.addArrangedSubview(row) }
        view.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])
        notifications.toggle.onValueChanged = { [weak self] isOn in self?.showDetails(isOn) }
    }

    /// Hides or shows the rows that only matter with notifications on, animated as UIKit's
    /// `UIView.animate { view.isHidden = … }` in a stack view is.
    func showDetails(_ visible: Bool) {
        view.animate(withDuration: 0.3) {
            self.sounds.isHidden = !visible
            self.badges.isHidden = !visible
            self.view.layoutIfNeeded()
        }
    }
}
