import Render

/// An open menu (what UIKit shows for UIButton.menu, UIBarButtonItem.menu and UIContextMenuInteraction,
/// through its private _UIContextMenuPresentation): a platter of rows beside its source, presented over
/// everything (`.overFullScreen`) through the one transition contract with its own animator, as alerts are.
///
/// - Taps: a row runs its action; a submenu row shows that submenu in the platter (with a row back to its
///   parent); a tap outside the platter closes the menu and is not passed on (UIKit swallows it).
/// - Keys, as UIKit's menus with a hardware keyboard: up and down arrows move the highlight over enabled
///   rows, Return picks the highlighted row, Escape closes the menu (or leaves a submenu).
/// - Order: the menu is dismissed, then the handler runs when the dismissal completes, the order UIKit keeps
///   for context-menu actions so a handler that presents finds the presenter free.
/// - A context menu (`style == .context`) also blurs and dims what is behind and lifts a preview of its
///   source (ContextMenuPreviewView); the dismissal puts it back.
@preconcurrency @MainActor
public final class MenuController: ViewController, ViewControllerTransitioningDelegate {
    public enum Style: Sendable { case button, context }

    public let menu: Menu
    public let style: Style
    /// The view the menu came from: it places the platter and is what a context menu lifts.
    public private(set) weak var sourceView: View?
    /// The button, bar button or view an action's `sender` is while its handler runs.
    weak var sender: AnyObject?
    /// The menu shown now: `menu`, or a submenu opened from it.
    public private(set) var shownMenu: Menu
    private var parents: [Menu] = []
    /// Told after the dismissal completed, with the action picked (nil when closed without one).
    var onClose: ((MenuLeaf?) -> Void)?
    /// Told when the menu starts to close (UIContextMenuInteractionDelegate's willEnd).
    var onWillClose: (() -> Void)?

    let catcher = View()
    let backdrop = MenuBackdropView()
    let platter = MenuPlatterView()
    private(set) var preview: ContextMenuPreviewView?
    let headerLabel = Label(text: "", font: MenuLayout.headerFont, color: .secondaryLabel)
    private(set) var rowViews: [MenuRowView] = []
    private var gapViews: [View] = []
    /// The rows shown, top to bottom (a submenu's back row first): what a test or script taps.
    public var itemViews: [View] { rowViews }
    /// Their titles, in the same order.
    public var itemTitles: [String] { rowViews.map(\.row.title) }
    /// The keyboard's highlighted row (an index into `rowViews`), nil until an arrow is pressed.
    public private(set) var highlightedIndex: Int?
    private var picked: MenuLeaf?

    public init(menu: Menu, sourceView: View, style: Style = .button, sender: AnyObject? = nil) {
        self.menu = menu
        self.shownMenu = menu
        self.style = style
        self.sourceView = sourceView
        self.sender = sender ?? sourceView
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }
    /// Required by ViewController. A menu controller is made from its menu and source view, which no archive
    /// gives here, so it fails.
    public required init?(coder: NSCoder) { nil }

    /// Presents `menu` from `source` over the window's front-most controller; nil when `source` is not in a
    /// window or something else is being presented there.
    @discardableResult
    public static func show(_ menu: Menu, from source: View, style: Style = .button, sender: AnyObject? = nil,
                            animated: Bool = true) -> MenuController? {
        guard let window = source.window, var top = window.rootViewController else { return nil }
        while let next = top.presentedViewController { top = next }
        let controller = MenuController(menu: menu, sourceView: source, style: style, sender: sender)
        top.present(controller, animated: animated)
        return controller.presentingViewController == nil ? nil : controller
    }

    public override func loadView() {
        let root = View()
        root.identifier = style == .context ? "context-menu" : "menu"
        root.backgroundColor = .clear
        catcher.identifier = "menu-dismiss"
        catcher.backgroundColor = .clear
        catcher.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.close() })
        root.addSubview(catcher)
        if style == .context {
            backdrop.identifier = "context-menu-backdrop"
            backdrop.isUserInteractionEnabled = false
            root.addSubview(backdrop)
            if let sourceView {
                let preview = ContextMenuPreviewView(source: sourceView)
                preview.identifier = "context-menu-preview"
                root.addSubview(preview)
                self.preview = preview
            }
        }
        platter.identifier = "menu-platter"
        root.addSubview(platter)
        headerLabel.identifier = "menu-title"
        platter.addSubview(headerLabel)
        setView(root)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rebuildRows()
        view.setLayoutHandler { [unowned self] _ in self.layoutMenu() }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = becomeFirstResponder()
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onClose?(picked)
    }

    /// The rows of the shown menu, rebuilt when a submenu opens or closes.
    func rebuildRows() {
        loadDeferredElements()
        for v in rowViews { v.removeFromSuperview() }
        for v in gapViews { v.removeFromSuperview() }
        gapViews.removeAll()
        highlightedIndex = nil
        var rows = MenuRow.rows(of: shownMenu)
        if !parents.isEmpty { rows.insert(.back(shownMenu), at: 0) }
        let hasCheckColumn = rows.contains { $0.state != .off }
        rowViews = rows.map { row in
            let v = MenuRowView(row: row, hasCheckColumn: hasCheckColumn)
            v.identifier = Self.identifier(for: row)
            v.onTap = { [weak self, unowned v] in self?.pick(v.row) }
            return v
        }
        for v in rowViews { platter.addSubview(v) }
        headerLabel.text = parents.isEmpty ? shownMenu.title : ""
        headerLabel.isHidden = headerLabel.text.isEmpty
        view.setNeedsLayout()
    }

    /// Asks the shown menu's deferred elements (inline groups' too) for their elements; those that answer
    /// later rebuild the rows, if this menu is still showing.
    private func loadDeferredElements() {
        func visit(_ menu: Menu) {
            for child in menu.children {
                if let deferred = child as? DeferredMenuElement,
                   askedDeferred.insert(ObjectIdentifier(deferred)).inserted {
                    deferred.load { [weak self] in
                        guard let self, self.presentingViewController != nil else { return }
                        self.rebuildRows()
                    }
                } else if let sub = child as? Menu, sub.options.contains(.displayInline) {
                    visit(sub)
                }
            }
        }
        visit(shownMenu)
    }
    /// The deferred elements asked while this menu is open: each once per opening, so an uncached one
    /// that answers later does not ask again when its answer rebuilds the rows.
    private var askedDeferred: Set<ObjectIdentifier> = []

    /// `menu-item-<identifier>` for an action, `menu-submenu-<identifier>` for a submenu row, `menu-back`.
    static func identifier(for row: MenuRow) -> String {
        switch row {
        case let .leaf(leaf, _): "menu-item-" + leaf.identifierString
        case let .submenu(menu, _): "menu-submenu-" + menu.identifier
        case .back: "menu-back"
        }
    }

    /// Places the platter beside the source and lays out the header, the rows and the gaps inside it.
    func layoutMenu() {
        let bounds = view.bounds
        catcher.frame = bounds
        backdrop.frame = bounds
        let source = sourceView.map { $0.convert($0.bounds, to: view) }
            ?? Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        preview?.frame = source
        let rows = rowViews.map(\.row)
        let hasHeader = !headerLabel.isHidden
        let height = MenuLayout.height(of: rows, hasHeader: hasHeader)
        let safe = bounds.inset(by: view.safeAreaInsets)
        let frame = MenuLayout.platterFrame(size: Size(width: MenuLayout.width, height: height), source: source, safe: safe)
        platter.setFrameIgnoringTransform(frame)
        var y = 0.0
        if hasHeader {
            headerLabel.frame = Rect(x: MenuLayout.rowInset, y: 0, width: frame.width - 2 * MenuLayout.rowInset,
                                     height: MenuLayout.headerHeight)
            y = MenuLayout.headerHeight
        }
        var previous: Int?
        var gapIndex = 0
        for v in rowViews {
            if let previous, previous != v.row.group {
                let gap = gap(at: gapIndex)
                gap.frame = Rect(x: 0, y: y, width: frame.width, height: MenuLayout.groupGap)
                gapIndex += 1
                y += MenuLayout.groupGap
            }
            v.frame = Rect(x: 0, y: y, width: frame.width, height: MenuLayout.rowHeight)
            y += MenuLayout.rowHeight
            previous = v.row.group
        }
    }

    private func gap(at index: Int) -> View {
        if index < gapViews.count { return gapViews[index] }
        let v = View()
        v.backgroundColor = MenuLayout.gapColor
        v.isUserInteractionEnabled = false
        platter.addSubview(v)
        gapViews.append(v)
        return v
    }

    // MARK: Picking

    /// A tap or Return on `row`: an enabled action closes the menu and runs after; a submenu opens.
    func pick(_ row: MenuRow) {
        guard presentingViewController != nil, appearanceState == .appeared, row.isEnabled else { return }
        switch row {
        case let .leaf(leaf, _):
            menu.select(leaf)
            if leaf.attributes.contains(.keepsMenuPresented) {
                leaf.perform(sender: sender)
                rebuildRows()
                return
            }
            picked = leaf
            onWillClose?()
            // The handler runs in the dismissal's completion, once the presenter is free (as an alert's).
            dismiss(animated: true) { [sender] in leaf.perform(sender: sender) }
        case let .submenu(sub, _):
            parents.append(shownMenu)
            shownMenu = sub
            rebuildRows()
        case .back:
            leaveSubmenu()
        }
    }

    private func leaveSubmenu() {
        guard let parent = parents.popLast() else { return }
        shownMenu = parent
        rebuildRows()
    }

    /// Closes the menu without running anything (a tap outside, Escape at the top level).
    public func close() {
        guard presentingViewController != nil, appearanceState == .appeared else { return }
        onWillClose?()
        dismiss(animated: true)
    }

    // MARK: Keys

    public override var canBecomeFirstResponder: Bool { true }

    public override var keyCommands: [KeyCommand]? {
        [KeyCommand(KeyCombo(.down), title: "Next item") { [weak self] _ in self?.moveHighlight(by: 1) },
         KeyCommand(KeyCombo(.up), title: "Previous item") { [weak self] _ in self?.moveHighlight(by: -1) },
         KeyCommand(KeyCombo(.return), title: "Choose") { [weak self] _ in self?.pickHighlighted() },
         KeyCommand(KeyCombo(.escape), title: "Close") { [weak self] _ in self?.escape() }]
    }

    /// Moves the highlight to the next enabled row (down from none starts at the first, up at the last),
    /// stopping at the ends as UIKit's menus do.
    func moveHighlight(by step: Int) {
        let enabled = rowViews.indices.filter { rowViews[$0].row.isEnabled }
        guard !enabled.isEmpty else { return }
        let next: Int
        if let current = highlightedIndex, let at = enabled.firstIndex(of: current) {
            next = enabled[min(max(at + step, 0), enabled.count - 1)]
        } else {
            next = step > 0 ? enabled[0] : enabled[enabled.count - 1]
        }
        setHighlight(next)
    }

    private func setHighlight(_ index: Int?) {
        highlightedIndex = index
        for (i, v) in rowViews.enumerated() { v.isKeyboardHighlighted = i == index }
    }

    func pickHighlighted() {
        guard let index = highlightedIndex else { return }
        pick(rowViews[index].row)
    }

    func escape() {
        if parents.isEmpty { close() } else { leaveSubmenu() }
    }

    // MARK: Tree

    /// `menu: {title, items: [{title, id, state, destructive, disabled, submenu}], highlighted}`: what the
    /// open menu shows, for scripts and tests (as an alert's controller shows its actions).
    public override func treeAttributes() -> [(String, JSONValue)] {
        let items: [JSONValue] = rowViews.map { v in
            var pairs: [(String, JSONValue)] = [("title", .string(v.row.title)), ("id", .string(v.identifier ?? ""))]
            if case .leaf = v.row { pairs.append(("state", .string(MenuRowView.stateName(v.row.state)))) }
            if case .submenu = v.row { pairs.append(("submenu", .bool(true))) }
            pairs.append(("destructive", .bool(v.row.isDestructive)))
            pairs.append(("disabled", .bool(!v.row.isEnabled)))
            return .object(pairs)
        }
        let menuNode: JSONValue = .object([("title", .string(shownMenu.title)), ("items", .array(items)),
                                           ("highlighted", highlightedIndex.map { .number(Double($0)) } ?? .null)])
        return [("menu", menuNode)]
    }

    // MARK: ViewControllerTransitioningDelegate

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> ViewControllerAnimatedTransitioning? {
        MenuTransitionAnimator(menu: self, isPresenting: true)
    }

    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        MenuTransitionAnimator(menu: self, isPresenting: false)
    }
}
