import Render

/// A scrolling collection of items in sections placed by a `CollectionViewLayout` (UICollectionView). Like
/// `TableView`, only the elements the layout reports in the viewport (plus an overscan) have views; the rest
/// exist as the layout's attributes, so the cost of a scroll follows what is visible, not the item count.
@preconcurrency @MainActor
open class CollectionView: ScrollView {
    /// UICollectionView.elementKindSectionHeader / elementKindSectionFooter (UIKit's string values).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// Extra distance beyond the viewport that gets views, the table's overscan (`TableView.overscan`).
    public static var overscan: Double { TableView.overscan }

    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            decorationClassesChanged()
            collectionViewLayout.invalidateLayout()
        }
    }
    public weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
    /// The delegate as a collection view's (UIKit's `delegate` is UICollectionViewDelegate, refining the
    /// scroll view's; here the one `delegate` property is the scroll view's).
    public var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }
    /// The view behind every item (UICollectionView.backgroundView); placed by CollectionView+BackgroundView.
    public var backgroundView: View? {
        didSet { if backgroundView !== oldValue { backgroundViewChanged(to: backgroundView, from: oldValue) } }
    }
    open override func delegateDidChange() { reloadData() }

    public var allowsSelection = true
    public var allowsMultipleSelection = false

    // Model: item counts per section, read from the data source on reload.
    var itemCounts: [Int] = []
    var needsReload = true
    /// Set by `CollectionViewLayout.invalidateLayout`: `prepare` runs before the next query.
    var layoutIsStale = true
    var preparedSize = Size.zero
    /// How many times the layout was prepared; with the viewport of the last complete placing pass, what a
    /// scroll checks before placing again (CollectionView+StillScroll). Nil when anything since may have
    /// changed what that pass placed.
    var preparations = 0
    var lastPlacement: (rect: Rect, preparation: Int)?
    /// How many placing passes ran (`layoutElements`), for tests of the passes a scroll skips.
    var placingPasses = 0

    // Views.
    var cells: [IndexPath: CollectionViewCell] = [:]
    /// Swipe actions on list rows, once a list section has some (List/CollectionView+SwipeActions).
    var rowSwipe: RowSwipeController?
    /// Drag and drop, once a drag or drop delegate is set (CollectionView+DragDrop).
    var dragDrop: CollectionDragDrop?
    var supplementaries: [SupplementaryKey: CollectionReusableView] = [:]
    /// The row scrollers of orthogonally scrolling sections, by section (CollectionView+Orthogonal).
    var orthogonalScrollers: [Int: CollectionOrthogonalScrollView] = [:]
    let cellQueue = ReuseQueue<CollectionViewCell>()
    let supplementaryQueue = ReuseQueue<CollectionReusableView>()
    /// Section backgrounds and their queue, by kind, made from the layout's classes (CollectionView+Decorations).
    var decorations: [SupplementaryKey: CollectionReusableView] = [:]
    var decorationQueue = ReuseQueue<CollectionReusableView>()
    /// While > 0 an animated batch update runs: views leaving the viewport stay until it ends.
    var updateDepth = 0
    /// Changes recorded inside `performBatchUpdates` (CollectionView+Updates).
    var pendingItemBatch: ItemBatch?
    /// Why the last batch update that did not add up was replaced by a reload, in UIKit's words
    /// (CollectionView+UpdateValidation); nil until one happens.
    public internal(set) var invalidUpdateMessage: String?

    // Selection and focus (CollectionView+Selection, +Keyboard).
    var selectedItems: [IndexPath] = []
    var pressedItem: IndexPath?
    var highlightTimer: DisplayLink?
    public internal(set) var focusedIndexPath: IndexPath?
    /// The item being dragged to a new place, while it is (CollectionView+InteractiveMovement).
    var interactiveMovement: InteractiveMovement?

    public init(frame: Rect = .zero, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives a collection view with a flow layout at its defaults.
    public required init?(coder: NSCoder) {
        let layout = CollectionViewFlowLayout()
        collectionViewLayout = layout
        super.init(coder: coder)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// UICollectionView() compiles in UIKit (NSObject's `init()`), with no layout; a collection view needs
    /// one, so this gives it an empty flow layout (UIKit raises "must be initialized with a non-nil layout
    /// parameter" only when it first lays out). Here, not in the UIKit module: View's `init()` cannot be
    /// overridden in an extension.
    public convenience init() {
        self.init(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    }

    // MARK: Registration and reuse

    /// UICollectionView.register(_:forCellWithReuseIdentifier:).
    public func register<Cell: CollectionViewCell>(_ cellClass: Cell.Type, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(identifier) { Cell(madeForReuse: .zero) }
    }

    /// Registers a factory for cells of `identifier` (cells that need arguments to be made).
    public func register(cellWithReuseIdentifier identifier: String, _ factory: @escaping () -> CollectionViewCell) {
        cellQueue.register(identifier, factory)
    }

    /// UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:).
    public func register<V: CollectionReusableView>(_ viewClass: V.Type, forSupplementaryViewOfKind kind: String,
                                                    withReuseIdentifier identifier: String) {
        supplementaryQueue.register(kind + "/" + identifier) { V(madeForReuse: .zero) }
    }

    /// A recycled cell for `identifier`, or a new one from what was registered (UIKit traps on an
    /// unregistered identifier, and so does this, naming it).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        let cell = cellQueue.dequeue(identifier, what: "cell")
        cell.indexPath = indexPath
        return cell
    }

    public func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        let view = supplementaryQueue.dequeue(kind + "/" + identifier, what: "'\(kind)' view")
        view.reuseIdentifier = identifier
        view.supplementaryKind = kind
        view.indexPath = indexPath
        return view
    }

    /// Cells made since the collection view was created, cells shown now, and cells waiting for reuse.
    package var cellsCreated: Int { cellQueue.created }
    package var liveCellCount: Int { cells.count }
    package var pooledCellCount: Int { cellQueue.pooled }

    // MARK: Data

    /// Drops every view and asks the data source again (UICollectionView.reloadData).
    public func reloadData() {
        interactiveMovement = nil
        for (_, cell) in cells.sorted(by: { $0.key < $1.key }) { recycle(cell) }
        cells.removeAll()
        for (_, view) in supplementaries.sorted(by: { $0.key < $1.key }) { recycle(view) }
        supplementaries.removeAll()
        needsReload = true
        layoutIsStale = true
        lastPlacement = nil
        setNeedsLayout()
    }

    public var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }

    /// Reads the counts from the data source when they are stale, and prepares the layout when it is.
    func loadIfNeeded() {
        if needsReload {
            needsReload = false
            readCounts()
        }
    }

    func readCounts() {
        guard let dataSource else { itemCounts = []; return }
        itemCounts = (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    func prepareLayoutIfNeeded() {
        loadIfNeeded()
        if !layoutIsStale && preparedSize == bounds.size { return }
        layoutIsStale = false
        preparedSize = bounds.size
        preparations += 1
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
        syncOrthogonalScrollers()
    }

    func isValid(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < itemCounts.count && path.item >= 0 && path.item < itemCounts[path.section]
    }

    // MARK: Queries

    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { cells[indexPath] }
    public var indexPathsForVisibleItems: [IndexPath] { cells.keys.sorted() }
    /// The cells on screen in index-path order (UIKit's `visibleCells` is unordered; ordered is kinder to tests).
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { cells[$0] } }

    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        supplementaries[SupplementaryKey(kind: kind, indexPath: indexPath)]
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return isValid(indexPath) ? collectionViewLayout.layoutAttributesForItem(at: indexPath) : nil
    }

    /// The item under a point in content coordinates (UICollectionView.indexPathForItem(at:)).
    public func indexPathForItem(at point: Point) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = Rect(x: point.x, y: point.y, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .last { $0.representedElementCategory == .cell && !$0.isHidden && presentedFrame(of: $0).contains(point) }?.indexPath
    }

    // MARK: Layout

    open override func layoutSubviews() {
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { layoutIsStale = true }
        prepareLayoutIfNeeded()
        layoutElements()
        rowSwipe?.layout()
        placeBackgroundView(backgroundView)
    }

    open override func didScroll() {
        if !scrollKeepsPlacement() { layoutElements() }
        placeBackgroundView(backgroundView)
        rowSwipe?.tableDidScroll()
    }

    /// A new text size measures self-sizing list rows again (UIKit invalidates the layout of self-sizing
    /// cells when the preferred content size category changes).
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Layouts that keep to the safe area (compositional sections) place again when it changes (rotation).
    open override func safeAreaInsetsDidChange() {
        layoutIsStale = true
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        super.treeAttributes() + [("visibleItems", .array(indexPathsForVisibleItems.map { path in
            .array([.number(Double(path.section)), .number(Double(path.item))])
        }))]
    }

    // Arrows move a focused item and Return selects it (CollectionView+Keyboard).
    open override var keyCommands: [KeyCommand]? { keyboardCommands }
    open override var keyCommandGroupTitle: String? { "Collection" }
    open override var canBecomeFocused: Bool { true }

    // Items are pressed through the responder chain from the cells (CollectionView+Selection).
    open override func touchesBegan(_ touch: Touch) { pressBegan(touch) }
    open override func touchesMoved(_ touch: Touch) { pressMoved(touch) }
    open override func touchesEnded(_ touch: Touch) { pressEnded(touch) }
    open override func touchesCancelled(_ touch: Touch) { pressCancelled(touch) }
}

/// A supplementary view's key: its kind and index path.
struct SupplementaryKey: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath

    static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool {
        (a.kind, a.indexPath) < (b.kind, b.indexPath)
    }
}

extension IndexPath {
    /// UIKit's collection-view name for the second index (NSIndexPath's `item`), the table's `row`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
