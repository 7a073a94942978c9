import Render
import Widgets

/// The inbox: messages in a list (`inbox-table`); a row pushes the message, which hides the tab bar; the
/// compose button (`compose`) presents the compose sheet; the search field (`search-field`) filters the
/// list and pulling it down (`refresh`) fetches a new message.
final class InboxViewController: TableViewController, TableViewDataSource, TableViewSwipeActionsDelegate {
    private(set) var messages = Message.samples
    /// The search field's text (InboxViewController+Search); the list shows the messages that match it.
    var searchText = ""
    /// The search's scope button: 0 matches sender or subject, 1 the sender only, 2 the subject only.
    var searchScope = 0
    /// The messages the list shows: all of them, or those whose sender or subject (as the scope says)
    /// contains the search text.
    var shown: [Message] {
        guard !searchText.isEmpty else { return messages }
        return messages.filter {
            (searchScope != 2 && $0.sender.localizedCaseInsensitiveContains(searchText))
                || (searchScope != 1 && $0.subject.localizedCaseInsensitiveContains(searchText))
        }
    }
    /// Whether the messages come from a background load (`mail-loading`) rather than at once (`mail`).
    let loadsInBackground: Bool

    init(loadsInBackground: Bool = false) {
        self.loadsInBackground = loadsInBackground
        super.init(style: .plain)
        if loadsInBackground { messages = [] }
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        title = "Inbox"
        tableView.identifier = "inbox-table"
        tableView.register("message") { TableViewCell(style: .subtitle) }
        tableView.dataSource = self
        tableView.delegate = self
        let compose = BarButtonItem(glyph: .plus) { [weak self] in self?.compose() }
        compose.identifier = "compose"
        navigationItem.rightBarButtonItem = compose
        installSearch()
        installRefresh()
        if loadsInBackground { loadMessages() }
    }

    /// Shows the messages a load delivered: the table reloads and the tab's badge counts them.
    func show(_ loaded: [Message]) {
        messages = loaded
        tableView.reloadData()
        navigationController?.tabBarItem.badgeValue = messages.isEmpty ? nil : "\(messages.count)"
    }

    /// Presents the compose sheet (a page sheet in a navigation controller).
    func compose() {
        let composer = ComposeViewController()
        let navigation = NavigationController(rootViewController: composer)
        navigation.modalPresentationStyle = .pageSheet
        navigation.view.identifier = "compose-sheet"
        present(navigation, animated: true)
        navigation.presentationController?.delegate = composer
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = shown[indexPath.row]
        cell.textLabel.text = message.sender
        cell.detailTextLabel.text = message.subject
        cell.accessoryType = .disclosureIndicator
        cell.identifier = "message-\(indexPath.row)"
        return cell
    }

    // MARK: Swipe actions: Delete (full swipe) and Archive trailing, Unread leading.

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.remove(indexPath)
            done(true)
        }
        delete.identifier = "swipe-delete"
        let archive = ContextualAction(style: .normal, title: "Archive") { [weak self] _, _, done in
            self?.remove(indexPath)
            done(true)
        }
        archive.backgroundColor = .systemIndigo
        archive.identifier = "swipe-archive"
        return SwipeActionsConfiguration(actions: [delete, archive])
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let unread = ContextualAction(style: .normal, title: "Unread") { _, _, done in done(true) }
        unread.backgroundColor = .systemBlue
        unread.identifier = "swipe-unread"
        return SwipeActionsConfiguration(actions: [unread])
    }

    /// Removes a message: the row animates away and the tab's badge counts what is left.
    func remove(_ indexPath: IndexPath) {
        let visible = shown
        guard visible.indices.contains(indexPath.row) else { return }
        let message = visible[indexPath.row]
        guard let index = messages.firstIndex(where: { $0.sender == message.sender && $0.subject == message.subject }) else { return }
        messages.remove(at: index)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        navigationController?.tabBarItem.badgeValue = messages.isEmpty ? nil : "\(messages.count)"
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let page = MessageViewController(message: shown[indexPath.row])
        page.hidesBottomBarWhenPushed = true
        navigationController?.pushViewController(page, animated: true)
    }
}

/// A message on its own page; pushed with `hidesBottomBarWhenPushed`.
final class MessageViewController: ViewController {
    let message: Message
    private let subject = Label(text: "", textStyle: .title2, weight: .semibold)
    private let sender = Label(text: "", textStyle: .subheadline, color: .secondaryLabel)

    init(message: Message) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        title = message.sender
        navigationItem.largeTitleDisplayMode = .never
        view.identifier = "message-page"
        subject.text = message.subject
        subject.numberOfLines = 0
        sender.text = "From " + message.sender
        sender.numberOfLines = 0
        view.addSubview(subject)
        view.addSubview(sender)
        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            let size = self.subject.sizeThatFits(Size(width: safe.width - 40, height: .infinity))
            self.subject.frame = Rect(x: safe.minX + 20, y: safe.minY + 20, width: safe.width - 40, height: size.height)
            let from = self.sender.sizeThatFits(Size(width: safe.width - 40, height: .infinity))
            self.sender.frame = Rect(x: safe.minX + 20, y: self.subject.frame.maxY + 8, width: safe.width - 40,
                                     height: max(20, from.height))
        }
    }
}

/// The second tab: a few static rows.
final class MailSettingsViewController: TableViewController, TableViewDataSource, TableViewDelegate {
    let rows = ["Accounts", "Signature", "Notifications", "Filters"]

    init() { super.init(style: .grouped) }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        title = "Settings"
        tableView.identifier = "mail-settings-table"
        tableView.register("row") { TableViewCell(style: .default) }
        tableView.dataSource = self
        tableView.delegate = self
    }

    /// A row pushes an empty page of that name; the tab bar stays. Signature opens as a form sheet instead:
    /// a centred card on an iPad, a page sheet wherever the width is compact. Filters opens the half-height
    /// Filter sheet (FilterSheetController).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if rows[indexPath.row] == "Filters" { return present(FilterSheetController(), animated: true) }
        let page = ViewController()
        page.title = rows[indexPath.row]
        guard rows[indexPath.row] == "Signature" else {
            navigationController?.pushViewController(page, animated: true)
            return
        }
        let form = NavigationController(rootViewController: page)
        form.modalPresentationStyle = .formSheet
        form.view.identifier = "signature-sheet"
        let done = BarButtonItem(title: "Done", style: .done) { [weak form] in form?.dismiss(animated: true) }
        done.identifier = "signature-done"
        page.navigationItem.rightBarButtonItem = done
        present(form, animated: true)
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = rows[indexPath.row]
        cell.identifier = "settings-row-\(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
