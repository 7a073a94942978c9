import Render

/// Two columns that become one (UISplitViewController, iOS 8 style): side by side while the horizontal
/// size class is regular, collapsed into the primary while it is compact (reference: Split view; seed 2).
///
/// `isCollapsed` and `viewControllers` follow UIKit: one controller while collapsed, the primary and the
/// secondary while expanded. The state changes when the split's horizontal size class does — at launch
/// (an iPhone collapses before it first appears) and inside rotation and multitasking transitions, where
/// the simulator changes the traits within the transition's coordinator. The split keeps the coordinator
/// it received in `viewWillTransition(to:with:)` as its `transitionCoordinator`, so its columns' frames
/// animate with the rotation, controllers can animate alongside it, and their completions run after it
/// with the new `isCollapsed` (seed 1 reads it there).
///
/// Collapsing asks the delegate's `splitViewController(_:collapseSecondary:onto:)`; separating asks
/// `splitViewController(_:separateSecondaryFrom:)`. What happens when the delegate leaves it to the split
/// is described on `collapse(in:)` and `separate(in:)`.
///
/// Children get the traits of their column (`overrideTraitCollection(forChild:)`): while expanded, the
/// primary column is horizontally compact and the secondary has the split's traits; collapsed, the
/// primary has the split's (compact) traits.
@preconcurrency @MainActor
open class SplitViewController: ViewController {
    /// Decides collapsing and separating; held weakly, as UIKit holds it (see the protocol).
    public weak var delegate: SplitViewControllerDelegate?

    /// The arrangement asked for while expanded (UISplitViewController.preferredDisplayMode, default
    /// `automatic` as in UIKit).
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if preferredDisplayMode != oldValue && isViewLoaded { view.setNeedsLayout() } }
    }

    /// The arrangement in effect: `automatic` resolves to `allVisible` (see `DisplayMode`).
    public var displayMode: DisplayMode { .allVisible }

    /// The bar item that changes the display mode (UISplitViewController.displayModeButtonItem), the same
    /// item on every read, as UIKit's is. UIKit's tap sets the mode the delegate's
    /// `targetDisplayModeForAction(in:)` returns; Handheld lays out `allVisible` only, so a tap asks for it.
    public private(set) lazy var displayModeButtonItem: BarButtonItem = {
        let item = BarButtonItem(glyph: .chevronLeft)
        item.action = { [weak self] in self?.preferredDisplayMode = .allVisible }
        return item
    }()

    /// Whether only one column is shown (UISplitViewController.isCollapsed). It changes as collapsing or
    /// separating starts, so the delegate, the appearance callbacks and trait changes during it, and the
    /// transition's completions all see the new value.
    public internal(set) var isCollapsed = false

    /// The primary's controller, and the secondary's while expanded.
    var primary: ViewController?
    var secondary: ViewController?
    /// The navigation controller a collapsed secondary's controllers were taken out of (or the one
    /// `showDetailViewController` unwrapped while collapsed). Separating puts the detail back into it, so
    /// a detail comes back in the navigation controller it was shown in.
    var collapsedSecondaryNavigation: NavigationController?
    /// Columns on their way out: still children until their disappearance ends with the transition.
    var leavingColumns: [ViewController] = []
    /// Work that waits for the running transition to end (`did` appearance calls, removing views).
    var pendingCompletions: [() -> Void] = []
    weak var hookedCoordinator: TransitionCoordinator?

    /// The one-pixel line between the columns.
    public let dividerView = HairlineView(color: .separator)

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        dividerView.identifier = "split-divider"
        dividerView.isUserInteractionEnabled = false
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(nibName: nil, bundle: nil)` gives: no columns yet.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        dividerView.identifier = "split-divider"
        dividerView.isUserInteractionEnabled = false
    }

    /// A split showing `primary` and `secondary` (UIKit sets `viewControllers` to both).
    public convenience init(primary: ViewController, secondary: ViewController?) {
        self.init()
        viewControllers = [primary] + (secondary.map { [$0] } ?? [])
    }

    /// The primary and, while expanded, the secondary (UISplitViewController.viewControllers). Setting it
    /// replaces the columns; while collapsed, a new secondary is collapsed onto the new primary at once,
    /// asking the delegate as a size-class change would (UIKit leaves segues broken then, seed 2 notes).
    public var viewControllers: [ViewController] {
        get { [primary, secondary].compactMap { $0 } }
        set { setColumns(primary: newValue.first, secondary: newValue.dropFirst().first) }
    }

    /// The primary column's width now: 320 pt but at most 40 % of the width, or the whole width while
    /// collapsed (UISplitViewController.primaryColumnWidth).
    public var primaryColumnWidth: Double {
        let width = isViewLoaded ? view.bounds.width : 0
        return isCollapsed ? width : SplitColumnLayout.primaryWidth(forWidth: width)
    }

    // MARK: View

    open override func loadView() {
        let container = View()
        container.backgroundColor = .systemBackground
        container.identifier = "split"
        container.setLayoutHandler { [weak self] _ in self?.layoutColumns() }
        container.addSubview(dividerView)
        setView(container)
        for column in [primary, secondary].compactMap({ $0 }) { installColumnView(column) }
    }

    var columnLayout: SplitColumnLayout {
        SplitColumnLayout(bounds: view.bounds,
                          displayScale: traitCollection.displayScale, collapsed: isCollapsed)
    }

    /// Puts each column's view in its frame with its part of the safe area; the divider fades with the
    /// secondary column, so a collapse inside a rotation does not leave a line behind.
    func layoutColumns() {
        let layout = columnLayout
        for column in [primary, secondary].compactMap({ $0 }) { place(column, in: layout) }
        if let frame = layout.divider {
            dividerView.frame = frame
            dividerView.alpha = 1
        } else {
            dividerView.alpha = 0
        }
    }

    /// Sets one column's frame and safe area, if its view is in the split.
    func place(_ column: ViewController, in layout: SplitColumnLayout) {
        guard column.isViewLoaded, column.view.superview === view else { return }
        if column === primary {
            column.view.frame = layout.primary
        } else if column === secondary, let frame = layout.secondary {
            column.view.frame = frame
        }
    }

    /// Adds a column's view in its place (primary below the divider, secondary above it), laid out; the
    /// other column is left alone, so its frame can still animate.
    func installColumnView(_ controller: ViewController) {
        let page: View = controller.view
        if page.superview !== view {
            if controller === primary {
                view.insertSubview(page, belowSubview: dividerView)
            } else {
                view.insertSubview(page, aboveSubview: dividerView)
            }
        }
        place(controller, in: columnLayout)
        page.layoutIfNeeded()
    }

    // MARK: Traits

    /// The primary column of an expanded, regular split is horizontally compact, as UIKit's is; a column
    /// on its way out keeps the traits it had.
    open override func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        if leavingColumns.contains(where: { $0 === child }) { return child.traitCollection }
        let own = super.overrideTraitCollection(forChild: child)
        if !isCollapsed && child === primary && traitCollection.horizontalSizeClass == .regular {
            return (own ?? TraitCollection()).merging(TraitCollection(horizontalSizeClass: .compact))
        }
        return own
    }

    /// Collapses when the horizontal size class becomes compact and separates when it becomes regular, in
    /// the running transition if there is one. Subclasses that override this must call super.
    open override func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        if isViewLoaded { view.setNeedsLayout() }
        switch traitCollection.horizontalSizeClass {
        case .compact where !isCollapsed: collapse(in: transitionCoordinator)
        case .regular where isCollapsed: separate(in: transitionCoordinator)
        default: break
        }
    }

    // MARK: Transitions

    /// Keeps `coordinator` as this split's transition coordinator until it ends (so the collapse or
    /// separation the size change brings runs inside it, and the columns' `transitionCoordinator` finds
    /// it), registers the split's own completion first, then forwards to the columns — itself, instead of
    /// through super — with the sizes they would have in the current state. A size-class change inside
    /// the transition can still change them: the simulator changes traits after this call, where UIKit
    /// changes them before it.
    open override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        ownTransitionCoordinator = coordinator
        hook(coordinator)
        let layout = SplitColumnLayout(bounds: Rect(size: size),
                                       displayScale: traitCollection.displayScale, collapsed: isCollapsed)
        primary?.viewWillTransition(to: layout.primary.size, with: coordinator)
        if let secondary, let frame = layout.secondary { secondary.viewWillTransition(to: frame.size, with: coordinator) }
    }

    // MARK: Keys

    /// Keys start in the primary column, collapsed or not: the list is where iPadOS puts focus first in a
    /// split view (its sidebar or primary), and collapsed the primary holds everything shown.
    open override var preferredFocusResponder: Responder? { primary }

    // MARK: Tree JSON

    /// "collapsed": whether one column is shown.
    open override func treeAttributes() -> [(String, JSONValue)] {
        [("collapsed", .bool(isCollapsed))]
    }
}
