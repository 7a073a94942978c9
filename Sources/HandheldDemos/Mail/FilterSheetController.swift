import Render
import Widgets

/// Settings' Filter sheet (`filter-sheet`, the Filters row): a page sheet that opens at the medium detent with a grabber
/// and can be dragged to large, as Mail's and Maps' half sheets are. At medium nothing is dimmed and the
/// inbox behind stays interactive (`largestUndimmedDetentIdentifier = .medium`); dragged to large it dims
/// and scales the inbox back. Its rows stack from the top and its summary sits at the bottom of whatever
/// height the sheet has, so each detent lays it out anew. The summary names the detent the delegate last
/// heard of.
final class FilterSheetController: ViewController, SheetPresentationControllerDelegate {
    static let filters = ["Unread", "Flagged", "To: Me", "With Attachments"]
    let titleLabel = Label(text: "Filter", textStyle: .headline)
    let summary = Label(text: "", textStyle: .footnote, color: .secondaryLabel)
    private var rows: [(Label, Switch, View)] = []
    /// Each detent the delegate heard of, in order, for tests.
    private(set) var detentLog: [String] = []

    override init() {
        super.init()
        modalPresentationStyle = .pageSheet
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = self
        }
    }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        view.identifier = "filter-sheet"
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        for (i, name) in Self.filters.enumerated() {
            let label = Label(text: name, textStyle: .body)
            let toggle = Switch(isOn: i == 0)
            toggle.identifier = "filter-\(i)"
            toggle.onValueChanged = { [weak self] _ in self?.updateSummary() }
            let rule = View()
            rule.backgroundColor = .separator
            for v in [label, toggle, rule] as [View] { view.addSubview(v) }
            rows.append((label, toggle, rule))
        }
        summary.identifier = "filter-summary"
        summary.textAlignment = .center
        view.addSubview(summary)
        updateSummary()
        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            self.titleLabel.frame = Rect(x: 16, y: 20, width: v.bounds.width - 32, height: 24)
            var y = 56.0
            for (label, toggle, rule) in self.rows {
                label.frame = Rect(x: 16, y: y, width: v.bounds.width - 100, height: 44)
                toggle.frame = Rect(x: v.bounds.width - 16 - Switch.size.width, y: y + 6.5,
                                    width: Switch.size.width, height: Switch.size.height)
                rule.frame = Rect(x: 16, y: y + 44, width: v.bounds.width - 16, height: 0.5)
                y += 44.5
            }
            self.summary.frame = Rect(x: 16, y: max(y + 8, safe.maxY - 36), width: v.bounds.width - 32, height: 20)
        }
    }

    private func updateSummary() {
        let on = rows.filter { $0.1.isOn }.map { $0.0.text }
        let detent = sheetPresentationController?.currentDetentIdentifier.rawValue ?? "large"
        summary.text = (on.isEmpty ? "No filters" : "Filtered by " + on.joined(separator: ", ")) + " · \(detent)"
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        detentLog.append(sheet.currentDetentIdentifier.rawValue)
        updateSummary()
    }
}
