import Render
import Widgets

/// Settings' Filter sheet (`filter-sheet`, the Filters row): a page sheet that opens at the medium detent with a grabber
/// and can be dragged to large, as Mail's and Maps' half sheets are. At medium nothing is dimmed and the
/// list behind stays interactive (`largestUndimmedDetentIdentifier = .medium`); dragged to large it dims
/// and scales the list back. The title stays at the top, the summary at the bottom of whatever height the
/// sheet has, and the filter rows scroll between them (`filter-list`), longer than the large detent shows:
/// at medium a drag up on the list expands the sheet instead of scrolling it
/// (`prefersScrollingExpandsWhenScrolledToEdge`, UIKit's default), at large it scrolls, and pulled down at
/// its top it takes the sheet back down. The summary names the detent the delegate last heard of.
final class FilterSheetController: ViewController, SheetPresentationControllerDelegate {
    static let filters = ["Unread", "Flagged", "To: Me", "With Attachments", "Cc: Me", "From VIPs", "Today",
                          "Last 7 Days", "Has Invitations", "Only Mail Addressed to Me", "Muted Threads",
                          "Newsletters", "Receipts", "Travel", "From Contacts"]
    static let rowHeight = 44.0
    let titleLabel = Label(text: "Filter", textStyle: .headline)
    let summary = Label(text: "", textStyle: .footnote, color: .secondaryLabel)
    let list = ScrollView()
    private var rows: [(Label, Switch, View)] = []
    /// Each detent the delegate heard of, in order, for tests.
    private(set) var detentLog: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = self
        }
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        view.identifier = "filter-sheet"
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        list.identifier = "filter-list"
        list.alwaysBounceVertical = true
        view.addSubview(list)
        for (i, name) in Self.filters.enumerated() {
            let label = Label(text: name, textStyle: .body)
            let toggle = Switch(isOn: i == 0)
            toggle.identifier = "filter-\(i)"
            toggle.onValueChanged = { [weak self] _ in self?.updateSummary() }
            // A hairline, not a 0.5 pt background: the rows are 44.5 pt apart, so every other rule falls on
            // a half pixel at 100 % and a background would round to no pixel there (UIKit snaps separators
            // to device pixels).
            let rule = HairlineView(color: .separator)
            for v in [label, toggle, rule] as [View] { list.addSubview(v) }
            rows.append((label, toggle, rule))
        }
        summary.identifier = "filter-summary"
        summary.textAlignment = .center
        view.addSubview(summary)
        updateSummary()
        view.setLayoutHandler { [unowned self] v in self.layout(in: v) }
    }

    /// Title on top, summary 36 pt above the safe bottom, the list between (its rows from 8 pt down).
    private func layout(in v: View) {
        let safe = v.bounds.inset(by: v.safeAreaInsets)
        let width = v.bounds.width
        titleLabel.frame = Rect(x: 16, y: 20, width: width - 32, height: 24)
        let summaryY = max(56 + Self.rowHeight, safe.maxY - 36)
        summary.frame = Rect(x: 16, y: summaryY, width: width - 32, height: 20)
        list.frame = Rect(x: 0, y: 48, width: width, height: max(0, summaryY - 8 - 48))
        var y = 8.0
        for (label, toggle, rule) in rows {
            label.frame = Rect(x: 16, y: y, width: width - 100, height: Self.rowHeight)
            toggle.frame = Rect(x: width - 16 - Switch.size.width, y: y + 6.5, width: Switch.size.width, height: Switch.size.height)
            rule.frame = Rect(x: 16, y: y + Self.rowHeight, width: width - 16, height: 0.5)
            y += Self.rowHeight + 0.5
        }
        list.contentSize = Size(width: width, height: y + 8)
    }

    private func updateSummary() {
        let on = rows.filter { $0.1.isOn }.compactMap { $0.0.text }
        let detent = sheetPresentationController?.currentDetentIdentifier.rawValue ?? "large"
        summary.text = (on.isEmpty ? "No filters" : "Filtered by " + on.joined(separator: ", ")) + " · \(detent)"
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetPresentationController) {
        detentLog.append(sheet.currentDetentIdentifier.rawValue)
        updateSummary()
    }
}
