import UIKit

/// One row of the form: a title on the leading margin and a switch on the trailing one, 44 points tall
/// tall, its height from the switch. The bottom constraint is at 999, not required: a stack view hides a row
/// by adding a required zero height (`UISV-hiding`), which must win silently (seed 5's lesson).
final class FormRow: UIView {
    let titleLabel = UILabel()
    let toggle = UISwitch()

    init(title: String, isOn: Bool, identifier: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        toggle.setOn(isOn, animated: false)
        accessibilityIdentifier = identifier + "-row"
        translatesAutoresizingMaskIntoConstraints = false
        toggle.accessibilityIdentifier = identifier
        backgroundColor = .systemBackground
        for view in [titleLabel, toggle] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        // The switch keeps its own height, so the row is never taller than the switch and its margins.
        toggle.setContentHuggingPriority(.required, for: .vertical)
        let bottom = bottomAnchor.constraint(equalTo: toggle.bottomAnchor, constant: 6)
        bottom.priority = .required - 1
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            toggle.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            bottom,
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
