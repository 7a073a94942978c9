import Render
import Widgets

/// The `alerts` scene, after UIKitCatalog's alert controller page: an inset-grouped list whose rows each
/// present one kind of alert or action sheet. The last row (`last-result`) says which action's handler
/// ran last (handlers run after the dismissal, as in UIKit), so scripts and tests read it from the tree.
final class AlertsViewController: TableViewController, TableViewDataSource, TableViewDelegate {
    struct Row {
        let id: String
        let title: String
        let present: @MainActor (AlertsViewController) -> Void
    }

    /// What the last handler reported ("OK", "Cancel", "Text: …").
    private(set) var lastResult = "None"
    /// The row just tapped: an action sheet's popover points at it on an iPad.
    private weak var selectedCell: TableViewCell?
    private(set) lazy var sections: [(title: String, rows: [Row])] = [
        ("Alert Style", [
            Row(id: "alert-simple", title: "Simple") { $0.presentSimple() },
            Row(id: "alert-ok-cancel", title: "OK / Cancel") { $0.presentOKCancel() },
            Row(id: "alert-three", title: "Three Buttons") { $0.presentThree() },
            Row(id: "alert-text", title: "Text Entry") { $0.presentTextEntry(secure: false) },
            Row(id: "alert-secure", title: "Secure Text Entry") { $0.presentTextEntry(secure: true) },
        ]),
        ("Action Sheet Style", [
            Row(id: "sheet-ok-cancel", title: "Confirm / Cancel") { $0.presentSheet(destructive: false) },
            Row(id: "sheet-destructive", title: "Destructive") { $0.presentSheet(destructive: true) },
        ]),
    ]

    static func inNavigation() -> NavigationController {
        NavigationController(rootViewController: AlertsViewController())
    }

    init() {
        super.init(style: .insetGrouped)
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        title = "Alerts"
        tableView.identifier = "alerts-table"
        tableView.register("row") { TableViewCell(style: .default) }
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count + 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section < sections.count ? sections[section].rows.count : 1
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section < sections.count ? sections[section].title : "Last Action"
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        indexPath.section < sections.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        guard indexPath.section < sections.count else {
            cell.textLabel.text = lastResult
            cell.identifier = "last-result"
            cell.selectionStyle = .none
            return cell
        }
        cell.selectionStyle = .default
        let row = sections[indexPath.section].rows[indexPath.row]
        cell.textLabel.text = row.title
        cell.identifier = row.id
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section < sections.count else { return }
        tableView.deselectRow(at: indexPath, animated: true)
        selectedCell = tableView.cellForRow(at: indexPath)
        sections[indexPath.section].rows[indexPath.row].present(self)
    }

    private func report(_ result: String) {
        lastResult = result
        tableView.reloadData()
    }

    private func handler(_ result: String) -> (AlertAction) -> Void {
        { [weak self] _ in self?.report(result) }
    }

    func presentSimple() {
        let alert = AlertController(title: "A Short Title Is Best",
                                    message: "A message should be a short, complete sentence.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .cancel, handler: handler("OK")))
        present(alert, animated: true)
    }

    func presentOKCancel() {
        let alert = AlertController(title: "A Short Title Is Best",
                                    message: "A message should be a short, complete sentence.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel, handler: handler("Cancel")))
        alert.addAction(AlertAction(title: "OK", style: .default, handler: handler("OK")))
        present(alert, animated: true)
    }

    func presentThree() {
        let alert = AlertController(title: "A Short Title Is Best",
                                    message: "A message should be a short, complete sentence.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Choice One", style: .default, handler: handler("Choice One")))
        alert.addAction(AlertAction(title: "Choice Two", style: .default, handler: handler("Choice Two")))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel, handler: handler("Cancel")))
        present(alert, animated: true)
    }

    /// A text field and OK, which stays disabled while the field is empty (a secure field: at least five
    /// characters), as UIKitCatalog's secure-entry alert does.
    func presentTextEntry(secure: Bool) {
        let alert = AlertController(title: secure ? "Password" : "Name",
                                    message: secure ? "Enter at least five characters." : "What should we call you?",
                                    preferredStyle: .alert)
        let ok = AlertAction(title: "OK", style: .default) { [weak self, weak alert] _ in
            self?.report("Text: \(alert?.textFields?.first?.text ?? "")")
        }
        ok.isEnabled = false
        alert.addTextField { field in
            field.placeholder = secure ? "Password" : "Name"
            field.isSecureTextEntry = secure
            field.addAction(for: .editingChanged) { [weak ok] input in
                ok?.isEnabled = input.text.count >= (secure ? 5 : 1)
            }
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel, handler: handler("Cancel")))
        alert.addAction(ok)
        alert.preferredAction = ok
        present(alert, animated: true)
    }

    func presentSheet(destructive: Bool) {
        let sheet = AlertController(title: destructive ? nil : "Save the changes?",
                                    message: destructive ? nil : "Unsaved changes are lost.", preferredStyle: .actionSheet)
        if destructive {
            sheet.addAction(AlertAction(title: "Delete Draft", style: .destructive, handler: handler("Delete Draft")))
            sheet.addAction(AlertAction(title: "Save Draft", style: .default, handler: handler("Save Draft")))
        } else {
            sheet.addAction(AlertAction(title: "Confirm", style: .default, handler: handler("Confirm")))
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel, handler: handler("Cancel")))
        // On an iPad the sheet is a popover pointing at the row (UIKit needs a source there).
        sheet.popoverPresentationController?.sourceView = selectedCell ?? tableView
        present(sheet, animated: true)
    }
}
