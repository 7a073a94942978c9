import Render

/// A scrolling list of rows in sections (UITableView): a data source supplies cells, a delegate heights and
/// selection. Only the rows on screen (plus a small overscan) have cells; the rest exist as heights in a
/// `RowHeightIndex`, so a million rows cost what a screenful does. Self-sizing rows are measured by their
/// cell once and cached, with estimated heights until then.
@preconcurrency @MainActor
open class TableView: ScrollView {
    /// UITableView.automaticDimension: let the cell size itself.
    public static let automaticDimension = -1.0
    /// Extra height above and below the viewport that gets cells, so a small scroll shows no gap.
    public static let overscan = 22.0

    public let style: TableStyle
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// The delegate as a table's (UITableView declares its `delegate` as UITableViewDelegate, which refines
    /// UIScrollViewDelegate; here the one `delegate` property is the scroll view's).
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    open override func delegateDidChange() { reloadData() }

    /// Rows stay on screen when the content shrinks (rows deleted at the end), as UITableView keeps them.
    open override var clampsOffsetWhenContentShrinks: Bool { true }
    /// A fixed row height, or `automaticDimension` for self-sizing cells.
    public var rowHeight = TableView.automaticDimension { didSet { if rowHeight != oldValue { reloadData() } } }
    /// Whether rows draw their separator hairline (UITableView.separatorStyle; `.singleLine` by default).
    public var separatorStyle = TableViewCell.SeparatorStyle.singleLine {
        didSet {
            guard separatorStyle != oldValue else { return }
            for (path, cell) in visibleCells { configureChrome(of: cell, at: path) }
        }
    }
    public var estimatedRowHeight = TableViewCell.defaultRowHeight
    public var allowsSelection = true
    public var allowsMultipleSelection = false

    // Model: sections flattened into items (header, rows…, footer per section), with their heights.
    var sections: [TableSection] = []
    var heights = RowHeightIndex(count: 0, base: TableViewCell.defaultRowHeight)
    /// Items whose height came from measuring their cell (self-sizing), so they are not measured again.
    var measuredItems: Set<Int> = []
    /// Measured items whose cells constraints size, and the width they were measured at: their heights
    /// hold for that width only, so a new width measures them again (frame-based cells keep theirs).
    var constraintMeasuredItems: Set<Int> = []
    var constraintMeasureWidth = 0.0
    /// Items whose height the delegate fixed (including 0 for a hidden row).
    var delegateHeights: Set<Int> = []
    var needsReload = true
    /// UITableView.prefetchDataSource (weak, as UIKit's), told of rows about to come on screen (TableView+Prefetching).
    public weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// The rows already handed to the prefetch data source since the last reload.
    var prefetchedRows: Set<IndexPath> = []
    /// The width the footer heights were measured at; footers wrap, so a new width measures them again.
    var footerMeasureWidth = 0.0

    /// The views above and below every section (TableView+TableHeaderFooter).
    var tableHeaderViewStorage: View?
    var tableFooterViewStorage: View?
    /// UITableView.separatorColor's storage (TableView+SeparatorColor).
    var separatorColorStorage: Color?

    // Cells.
    var visibleCells: [IndexPath: TableViewCell] = [:]
    private var reusePool: [String: [TableViewCell]] = [:]
    private var factories: [String: () -> TableViewCell] = [:]
    /// The header and footer view classes by reuse identifier (TableView+HeaderFooterViews).
    var headerFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    /// The view behind every row (UITableView.backgroundView); placed by TableView+BackgroundView.
    public var backgroundView: View? {
        didSet { if backgroundView !== oldValue { backgroundViewChanged(to: backgroundView, from: oldValue) } }
    }
    var pendingBatch: RowBatch?
    var batchDepth = 0
    /// While > 0 an animated update is laying out: cells leaving the viewport are kept until it ends.
    var updateDepth = 0
    /// Drag and drop, once a drag or drop delegate is set (TableView+DragDrop).
    var dragDrop: TableDragDrop?

    // Selection.
    var selectedRows: [IndexPath] = []
    var pressedRow: IndexPath?
    var highlightTimer: DisplayLink?
    /// The row the hardware keyboard's arrows moved to (TableView+Keyboard); distinct from the selection.
    public internal(set) var focusedIndexPath: IndexPath?

    /// Counters for tests and the benchmark: cells ever created, and cells measured.
    package internal(set) var cellsCreated = 0
    package internal(set) var measurementCount = 0

    public init(frame: Rect = .zero, style: TableStyle = .plain) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = style == .plain ? .systemBackground : .groupedBackground
        addGestureRecognizer(rowSwipe.recognizer)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero, style: .plain)` gives.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
        backgroundColor = .systemBackground
        addGestureRecognizer(rowSwipe.recognizer)
    }

    /// Swipe actions on rows (Table/Swipe).
    lazy var rowSwipe = RowSwipeController(table: self)

    // MARK: Registration and reuse

    /// Registers how to make cells for `identifier` (UITableView.register(_:forCellReuseIdentifier:)).
    public func register(_ identifier: String, _ factory: @escaping () -> TableViewCell) {
        factories[identifier] = factory
    }

    public func register<Cell: TableViewCell>(_ type: Cell.Type, forCellReuseIdentifier identifier: String) {
        factories[identifier] = { Cell(madeForReuse: .default, reuseIdentifier: identifier) }
    }

    /// A reused cell for `identifier` if one is free, else a new one from the registered factory.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let factory = factories[identifier] else {
            preconditionFailure("no cell registered for reuse identifier '\(identifier)'; call register first")
        }
        let cell = factory()
        cell.reuseIdentifier = identifier
        cellsCreated += 1
        return cell
    }

    /// UITableView.dequeueReusableCell(withIdentifier:): a free cell for `identifier`, or a new one when a
    /// cell is registered for it, or nil when neither (the caller then makes its own, as UIKit code written
    /// before `register` does: `?? UITableViewCell(style: .subtitle, reuseIdentifier: id)`).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard reusePool[identifier]?.isEmpty == false || factories[identifier] != nil else { return nil }
        return dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }

    private func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        cell.indexPath = nil
        returnToPool(cell)
    }

    /// Keeps a cell for `dequeueReusableCell`; cells without an identifier are dropped.
    func returnToPool(_ cell: TableViewCell) {
        guard let id = cell.reuseIdentifier else { return }
        reusePool[id, default: []].append(cell)
    }

    /// Cells that exist (visible plus overscan) and cells waiting in the reuse pool.
    package var liveCellCount: Int { visibleCells.count }
    package var pooledCellCount: Int { reusePool.values.reduce(0) { $0 + $1.count } }

    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visibleCells[indexPath] }
    public var indexPathsForVisibleRows: [IndexPath] { visibleCells.keys.sorted() }
    public var visibleCellsInOrder: [TableViewCell] { indexPathsForVisibleRows.compactMap { visibleCells[$0] } }

    // MARK: Loading

    /// Drops every cell and asks the data source again (UITableView.reloadData).
    public func reloadData() {
        for cell in visibleCells.values { enqueue(cell) }
        visibleCells.removeAll()
        prefetchedRows.removeAll()
        needsReload = true
        setNeedsLayout()
    }

    public var numberOfSections: Int { sections.count }
    public func numberOfRows(inSection section: Int) -> Int { section < sections.count ? sections[section].rowCount : 0 }

    /// Reads the section structure from the data source and rebuilds the height index, keeping heights
    /// already known for `carried` items (old item → new item).
    func rebuildModel(carrying carried: [Int: Int] = [:], oldHeights: RowHeightIndex? = nil) {
        needsReload = false
        let oldSectionViews = sections.flatMap { [$0.headerView, $0.footerView].compactMap { $0 } }
        var built: [TableSection] = []
        var item = 0
        let count = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for s in 0..<count {
            let rows = dataSource!.tableView(self, numberOfRowsInSection: s)
            let section = TableSection(firstItem: item, rowCount: rows,
                                       headerTitle: dataSource!.tableView(self, titleForHeaderInSection: s),
                                       footerTitle: dataSource!.tableView(self, titleForFooterInSection: s),
                                       headerView: tableDelegate?.tableView(self, viewForHeaderInSection: s),
                                       footerView: tableDelegate?.tableView(self, viewForFooterInSection: s))
            built.append(section)
            item += rows + 2
        }
        sections = built
        removeSectionViews(oldSectionViews)
        let base = rowHeight >= 0 ? rowHeight : estimatedRowHeight
        var index = RowHeightIndex(count: item, base: base)
        var measured: Set<Int> = []
        for (s, section) in sections.enumerated() {
            index.setHeight(headerHeight(section: s), of: section.headerItem)
            index.setHeight(footerHeight(section: s), of: section.footerItem)
            guard rowHeight < 0, let delegate = tableDelegate else { continue }
            // Rows not measured yet stand at the delegate's estimate (UITableViewDelegate's
            // estimatedHeightForRowAt), so the content size and scroll indicator start close to the truth.
            for r in 0..<section.rowCount {
                let estimate = delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: r, section: s))
                if estimate >= 0 { index.setHeight(estimate, of: section.firstRowItem + r) }
            }
        }
        footerMeasureWidth = bounds.width
        if let oldHeights {
            for (old, new) in carried where measuredItems.contains(old) {
                index.setHeight(oldHeights.height(of: old), of: new)
                measured.insert(new)
            }
        }
        index.leading = heights.leading
        index.trailing = heights.trailing
        heights = index
        measuredItems = measured
        constraintMeasuredItems.formIntersection(measured)
        delegateHeights = []
        applyDelegateHeights()
        updateContentSize()
    }

    /// Heights the delegate fixes (0 hides a row) replace estimates and measurements; a row the delegate
    /// stops fixing goes back to self-sizing. Asked for every row, as UIKit does on reload and endUpdates.
    func applyDelegateHeights() {
        guard let delegate = tableDelegate else { return }
        let base = rowHeight >= 0 ? rowHeight : estimatedRowHeight
        for (s, section) in sections.enumerated() {
            for r in 0..<section.rowCount {
                let h = delegate.tableView(self, heightForRowAt: IndexPath(row: r, section: s))
                let item = section.firstRowItem + r
                if h >= 0 {
                    heights.setHeight(h, of: item)
                    delegateHeights.insert(item)
                } else if delegateHeights.remove(item) != nil {
                    measuredItems.remove(item)
                    let estimate = rowHeight < 0 ? delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: r, section: s)) : -1
                    heights.setHeight(estimate >= 0 ? estimate : base, of: item)
                }
            }
        }
    }

    /// Whether the row's cell must be asked for its height before it is placed.
    func needsMeasurement(_ item: Int) -> Bool {
        rowHeight < 0 && !delegateHeights.contains(item) && !measuredItems.contains(item)
    }

    /// Forgets measured heights so visible cells are measured again (content changed size).
    public func invalidateMeasuredHeights() {
        measuredItems.removeAll()
    }

    func updateContentSize() {
        contentSize = Size(width: bounds.width, height: heights.totalHeight)
    }

    // MARK: Geometry

    func item(for indexPath: IndexPath) -> Int? {
        guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].rowCount, indexPath.row >= 0 else { return nil }
        return sections[indexPath.section].firstRowItem + indexPath.row
    }

    func indexPath(forItem item: Int) -> IndexPath? {
        var lo = 0, hi = sections.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let s = sections[mid]
            if item < s.headerItem { hi = mid - 1 } else if item > s.footerItem { lo = mid + 1 } else {
                let row = item - s.firstRowItem
                return row >= 0 && row < s.rowCount ? IndexPath(row: row, section: mid) : nil
            }
        }
        return nil
    }

    /// Horizontal inset of rows: inset-grouped cards sit 16 pt in (20 on a regular-width screen).
    var rowInset: Double { style == .insetGrouped ? (isRegularWidth ? 20 : 16) : 0 }
    /// The rows' left and right insets. Inset-grouped cards are inset from the safe area too: UIKit places
    /// them on the table's layout margins, which include the safe area (insetsLayoutMarginsFromSafeArea), so
    /// in landscape on a notched phone the cards clear the housing, as in the Settings app. Plain and grouped
    /// rows stay full width and inset their content instead (TableViewCell's insetsContentViewsToSafeArea).
    var rowInsets: (left: Double, right: Double) {
        guard style == .insetGrouped else { return (0, 0) }
        return (rowInset + safeAreaInsets.left, rowInset + safeAreaInsets.right)
    }
    /// The width of a row: the table's less the rows' insets.
    var rowWidth: Double { bounds.width - rowInsets.left - rowInsets.right }
    /// Whether the table is as wide as a horizontally regular pane (the size classes' width rule).
    /// A compact-width window (an iPhone in landscape, wider than 678 pt but still compact) keeps the compact
    /// margins, as UIKit's system minimum margins follow the size class, not the width.
    var isRegularWidth: Bool {
        bounds.width >= UserInterfaceSizeClass.regularMinimumWidth && window?.traitCollection.horizontalSizeClass != .compact
    }

    /// Where the row at `item` goes, in content coordinates: the one place a row's rectangle is made.
    func rowRect(forItem item: Int) -> Rect {
        Rect(x: rowInsets.left, y: heights.offset(of: item), width: rowWidth, height: heights.height(of: item))
    }

    /// The row's rectangle in content coordinates.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        if needsReload { rebuildModel() }
        guard let item = item(for: indexPath) else { return .zero }
        return rowRect(forItem: item)
    }

    /// The row at a point in content coordinates.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        guard let item = heights.index(at: point.y), let path = indexPath(forItem: item) else { return nil }
        let rect = rectForRow(at: path)
        return rect.contains(point) && rect.height > 0 ? path : nil
    }

    open override func didScroll() {
        layoutRows()
        placeBackgroundView(backgroundView)
        rowSwipe.tableDidScroll()
    }

    open override func layoutSubviews() {
        if needsReload { rebuildModel() }
        if bounds.width != footerMeasureWidth {
            // Loaded before its first layout (zero width) or rotated: the footers wrap differently now.
            footerMeasureWidth = bounds.width
            for (s, section) in sections.enumerated() { heights.setHeight(footerHeight(section: s), of: section.footerItem) }
        }
        if bounds.width != constraintMeasureWidth {
            constraintMeasureWidth = bounds.width
            measuredItems.subtract(constraintMeasuredItems)
            constraintMeasuredItems.removeAll()
        }
        updateContentSize()
        layoutRows()
        rowSwipe.layout()
        placeBackgroundView(backgroundView)
    }

    open override func draw(in canvas: Canvas) { drawSections(in: canvas) }
    open override func drawOverlay(in canvas: Canvas) { drawPlainSectionTitles(in: canvas) }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentSizeCategoryMayHaveChanged(from: previousTraitCollection)
    }

    // Arrows move a focused row and Return selects it (TableView+Keyboard).
    open override var keyCommands: [KeyCommand]? { keyboardCommands }
    open override var keyCommandGroupTitle: String? { "List" }
    open override var canBecomeFocused: Bool { true }

    // Rows are pressed through the responder chain from the cells (TableView+Selection).
    open override func touchesBegan(_ touch: Touch) { pressBegan(touch) }
    open override func touchesMoved(_ touch: Touch) { pressMoved(touch) }
    open override func touchesEnded(_ touch: Touch) { pressEnded(touch) }
    open override func touchesCancelled(_ touch: Touch) { pressCancelled(touch) }
}

/// One section's place among the table's items: its header item, rows, and footer item.
struct TableSection {
    var firstItem: Int
    var rowCount: Int
    var headerTitle: String?
    var footerTitle: String?
    /// The delegate's header and footer views (TableView+SectionViews), shown instead of the titles.
    var headerView: View? = nil
    var footerView: View? = nil
    var headerItem: Int { firstItem }
    var firstRowItem: Int { firstItem + 1 }
    var footerItem: Int { firstItem + 1 + rowCount }
}
