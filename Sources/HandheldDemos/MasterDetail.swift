import Render
import Widgets

/// Seeds 1, 2 and 4 in Xcode's Master-Detail template: a split view whose primary is a navigation
/// controller with the dated list, and whose secondary is a navigation controller with the detail (or the
/// "No Selection" placeholder). The split's delegate is a separate object (seed 2's advice).
@MainActor
enum MasterDetail {
    static func make() -> ViewController {
        let master = MasterViewController()
        let split = MasterDetailSplitViewController()
        split.viewControllers = [NavigationController(rootViewController: master),
                                 NavigationController(rootViewController: DetailViewController(entry: nil))]
        split.preferredDisplayMode = .allVisible
        return split
    }

    /// 30 entries at fixed times (so frames are reproducible), newest first, 37 minutes apart.
    static func entries() -> [String] {
        (0..<30).map { entryTitle(minutesBefore: $0 * 37) }
    }

    /// "2016-08-12 21:18:00", counting back from the seed article's date.
    static func entryTitle(minutesBefore: Int) -> String {
        var minutes = 21 * 60 + 18 - minutesBefore
        var day = 12
        while minutes < 0 { minutes += 24 * 60; day -= 1 }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "2016-08-\(two(day)) \(two(minutes / 60)):\(two(minutes % 60)):00"
    }
}

/// The split view of the scene; it owns its delegate object, which UIKit (and Handheld) hold weakly.
final class MasterDetailSplitViewController: SplitViewController {
    let splitDelegate = MasterDetailSplitDelegate()

    init() {
        super.init(nibName: nil, bundle: nil)
        delegate = splitDelegate
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }
}

/// Seed 2: collapse keeps a meaningful detail on top of the list and drops the empty placeholder;
/// separating with only the list shows the placeholder as the secondary.
@MainActor
final class MasterDetailSplitDelegate: SplitViewControllerDelegate {
    func splitViewController(_ split: SplitViewController, collapseSecondary secondary: ViewController,
                             onto primary: ViewController) -> Bool {
        let detail = (secondary as? NavigationController)?.topViewController as? DetailViewController ?? secondary as? DetailViewController
        // true: handled, the placeholder is discarded and the list shows alone.
        return detail?.entry == nil
    }

    func splitViewController(_ split: SplitViewController, separateSecondaryFrom primary: ViewController) -> ViewController? {
        guard let nav = primary as? NavigationController else { return nil }
        if nav.topViewController is DetailViewController { return nil }  // the default pops it off
        return NavigationController(rootViewController: DetailViewController(entry: nil))
    }
}

/// Seed 1: a cell that may show a disclosure chevron, and may opt out (a cell that leads nowhere).
@MainActor
protocol DisclosableCell: AnyObject {
    var canDisclose: Bool { get }
    func setDisclosureIndicator(visible: Bool)
}

final class EntryCell: TableViewCell, DisclosableCell {
    var canDisclose = true

    func setDisclosureIndicator(visible: Bool) {
        accessoryType = visible && canDisclose ? .disclosureIndicator : .none
    }
}

/// The list: 30 dated entries, a "+" that inserts one at the top, and an Info section whose cell cannot
/// disclose. Chevrons show only while the split is collapsed, refreshed when a rotation ends (seed 1);
/// the selected row is deselected alongside the transition back and reselected if it is cancelled (seed 4).
final class MasterViewController: TableViewController, TableViewDataSource, TableViewDelegate {
    private(set) var entries = MasterDetail.entries()
    private var added = 0
    /// Whether the chevrons show, as last refreshed; nil until the first screen change begins. A row that
    /// appears during a rotation (the landscape bar is shorter, so more rows fit) matches the rows around
    /// it rather than showing the state the rotation has not finished reaching.
    private var chevronsShown: Bool?

    init() {
        super.init(style: .plain)
        clearsSelectionOnViewWillAppear = false
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        title = "Master"
        tableView.identifier = "master-table"
        tableView.rowHeight = 44
        tableView.register("entry") { EntryCell(style: .default) }
        tableView.dataSource = self
        tableView.delegate = self
        // The identifier is set before the item goes to the bar: the bar does not watch a bar button item
        // for changes, so one set afterwards would never reach the button view.
        let add = BarButtonItem(glyph: .plus) { [weak self] in self?.insertNewEntry() }
        add.identifier = "add-entry"
        navigationItem.rightBarButtonItem = add
    }

    var isCollapsed: Bool { splitViewController?.isCollapsed ?? true }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Seed 4: only when the list is what the user comes back to (collapsed); beside the detail the
        // selection shows which entry is open.
        if isCollapsed { deselectSelectedRow(animated: animated) }
    }

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // Seed 1: isCollapsed is only final once the transition is done; until then rows keep what they show.
        if chevronsShown == nil { chevronsShown = isCollapsed }
        coordinator.animate(alongsideTransition: nil, completion: { [weak self] _ in self?.refreshDisclosureIndicators() })
    }

    func refreshDisclosureIndicators() {
        chevronsShown = isCollapsed
        for cell in tableView.visibleCellsInOrder {
            (cell as? DisclosableCell)?.setDisclosureIndicator(visible: isCollapsed)
        }
    }

    func insertNewEntry() {
        added += 1
        entries.insert(MasterDetail.entryTitle(minutesBefore: -added * 5), at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    // MARK: Table

    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? entries.count : 1 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { section == 1 ? "Info" : nil }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath) as! EntryCell
        if indexPath.section == 0 {
            cell.textLabel.text = entries[indexPath.row]
            cell.canDisclose = true
            cell.selectionStyle = .default
            cell.identifier = "entry-\(indexPath.row)"
        } else {
            cell.textLabel.text = "Version 1.0"
            cell.canDisclose = false
            cell.selectionStyle = .none
            cell.identifier = "version-row"
        }
        cell.setDisclosureIndicator(visible: chevronsShown ?? isCollapsed)
        return cell
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { indexPath.section == 0 }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == 0 else { return }
        let detail = DetailViewController(entry: entries[indexPath.row])
        showDetailViewController(NavigationController(rootViewController: detail), sender: self)
    }
}

/// The detail: the selected date, or "No Selection" when there is none.
final class DetailViewController: ViewController {
    let entry: String?
    private let label = Label(text: "", textStyle: .title3, weight: .medium)

    init(entry: String?) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        title = entry == nil ? "" : "Detail"
        view.backgroundColor = .systemBackground
        label.textAlignment = .center
        label.numberOfLines = 0
        if let entry {
            label.text = entry
            label.identifier = "detail-title"
        } else {
            label.text = "No Selection"
            label.textColor = .systemGray
            label.identifier = "no-selection"
        }
        view.addSubview(label)
        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            self.label.frame = Rect(x: safe.minX + 20, y: safe.midY - 30, width: max(0, safe.width - 40), height: 60)
        }
    }
}
