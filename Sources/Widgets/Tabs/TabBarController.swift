import Render

/// Tabs along the bottom, one child shown at a time (UITabBarController). Each child keeps its own state,
/// a navigation stack included, while another tab is shown.
///
/// Layout is UIKit's: the selected child's view fills the container and the bar covers its bottom on the
/// safe area (49 pt, plus the home indicator's inset below it: 83 pt on an iPhone 11 Pro), which the
/// child's safe area learns, so its lists scroll under the translucent bar.
///
/// A tab switch is immediate unless the delegate hands out an animator (UIKit animates none by default):
/// no transition coordinator, every appearance callback `animated` false, in the order UIKit logs (see
/// `switchImmediately`). With the delegate's animator the switch is a `TransitionCoordinator` transition
/// like a push (TabBarController+Transitions). Tapping the selected tab again pops its navigation stack to
/// the root, and at the root scrolls its list to the top (iOS).
/// A pushed controller with `hidesBottomBarWhenPushed` takes the bar away with the page it covers: the bar
/// slides out inside the push's transition (so a back swipe scrubs it back and a cancel restores it).
@preconcurrency @MainActor
open class TabBarController: ViewController {
    public let tabBar = TabBar()
    public weak var delegate: TabBarControllerDelegate?

    /// The tabs, in order (UITabBarController.viewControllers), optional as UIKit declares it
    /// (`[UIViewController]?`): nil until tabs are set and after `viewControllers = nil`, which removes
    /// every tab. Setting them keeps the selection when it is still in range.
    public var viewControllers: [ViewController]? {
        get { tabsAreSet ? tabs : nil }
        set {
            tabsAreSet = newValue != nil
            tabs = newValue ?? []
        }
    }
    /// Whether `viewControllers` was last given an array rather than nil.
    var tabsAreSet = false

    /// The tabs, in order: `viewControllers` without its optional.
    var tabs: [ViewController] = [] {
        // A running switch ends first (the one rule), so it never refers to a tab that has gone.
        willSet { finishTabTransition() }
        didSet { viewControllersDidChange(from: oldValue) }
    }

    /// The selected tab (UITabBarController.selectedIndex); setting it switches tabs without the re-tap rule
    /// and without asking `shouldSelect` or telling `didSelect` (UIKit tells the delegate of taps only), but
    /// with the delegate's animator if it gives one. During an animated switch it is already the new tab;
    /// a cancelled switch puts it back.
    public var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }
    var selected = 0

    /// The selected tab's controller (UITabBarController.selectedViewController); setting it to one of
    /// `viewControllers` is setting `selectedIndex`, and to anything else does nothing.
    public var selectedViewController: ViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// The running animated switch, if any (TabBarController+Transitions).
    var tabTransition: TabTransition?

    /// Whether the bar is hidden because the selected stack's top (or a controller below it above the root)
    /// hides it (`hidesBottomBarWhenPushed`).
    public internal(set) var isTabBarHidden = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.onSelect = { [weak self] index in self?.tabTapped(index) }
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(nibName: nil, bundle: nil)` gives: no tabs yet.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.onSelect = { [weak self] index in self?.tabTapped(index) }
    }

    public convenience init(viewControllers: [ViewController]) {
        self.init()
        // Through the computed property, so `tabs`' observer runs (it does not for a stored property
        // assigned directly in an initializer).
        self.viewControllers = viewControllers
    }

    // MARK: View

    open override func loadView() {
        let container = View()
        container.backgroundColor = .systemBackground
        container.identifier = "tabs"
        container.setLayoutHandler { [weak self] _ in self?.layoutContainer() }
        container.addSubview(tabBar)
        setView(container)
        if let child = selectedViewController { install(child) }
    }

    /// The bar's full height here: its own plus the safe area's bottom (the home indicator).
    var barHeight: Double { TabBar.height(for: traitCollection) + (isViewLoaded ? view.safeAreaInsets.bottom : 0) }

    func layoutContainer() {
        let b = view.bounds, safe = view.safeAreaInsets
        let own = TabBar.height(for: traitCollection)
        tabBar.bottomInset = safe.bottom
        tabBar.horizontalInsets = EdgeInsets(left: safe.left, right: safe.right)
        tabBar.frame = Rect(x: b.minX, y: b.maxY - own - safe.bottom, width: b.width, height: own + safe.bottom)
        // During an animated switch the animator owns both children's frames (nothing resizes the container
        // meanwhile: a rotation ends the switch first).
        guard tabTransition == nil else { return }
        if let child = selectedViewController, child.isViewLoaded, child.view.superview === view { layoutChild(child) }
        updateTabBarScrollEdge()
    }

    /// The child fills the container; the bar covers its bottom unless hidden. Bounds and centre, not
    /// frame: an animator may have left a transform on it.
    func layoutChild(_ child: ViewController) {
        child.containerSafeAreaInsets = EdgeInsets(bottom: isTabBarHidden ? 0 : TabBar.height(for: traitCollection))
        child.view.setFrameIgnoringTransform(view.bounds)
    }

    func install(_ child: ViewController) {
        if child.view.superview !== view { view.insertSubview(child.view, belowSubview: tabBar) }
        layoutChild(child)
        child.view.layoutIfNeeded()
        updateTabBarVisibility(animated: false)
        updateTabBarScrollEdge()
    }

    // MARK: Children

    private func viewControllersDidChange(from old: [ViewController]) {
        let shown = old.indices.contains(selected) ? old[selected] : nil
        for c in old where !tabs.contains(where: { $0 === c }) {
            c.beginRemovalFromParent()
            if c === shown, c.isViewLoaded {
                if appearanceState == .appeared { c.beginAppearanceTransition(false, animated: false) }
                c.view.removeFromSuperview()
                if appearanceState == .appeared { c.endAppearanceTransition() }
            }
            c.removeFromParent()
        }
        for c in tabs where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        tabBar.items = tabs.map(\.tabBarItem)
        selected = min(max(0, selected), max(0, tabs.count - 1))
        tabBar.selectedIndex = selected
        if let now = selectedViewController, now !== shown, isViewLoaded {
            let visible = appearanceState == .appeared
            if visible { layoutChild(now); now.beginAppearanceTransition(true, animated: false) }
            install(now)
            if visible { now.endAppearanceTransition() }
        }
    }

    /// A tap on tab `index`: the delegate may refuse; the selected tab again pops to the root, or scrolls to
    /// the top at the root; another tab is selected.
    func tabTapped(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let target = tabs[index]
        if delegate?.tabBarController(self, shouldSelect: target) == false { return }
        if tabTransition != nil {
            // During an animated switch a tap is a new selection, under the one rule (see `select`).
            select(index)
        } else if index == selected {
            reselect(target)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: target)
    }

    /// The selected tab tapped again: pop to the root if anything is pushed, else scroll to the top.
    func reselect(_ target: ViewController) {
        if let navigation = target as? NavigationController, navigation.viewControllers.count > 1 {
            navigation.popToRootViewController(animated: true)
            return
        }
        let page = (target as? NavigationController)?.topViewController ?? target
        guard page.isViewLoaded else { return }
        Self.firstScrollView(in: page.view)?.statusBarTapped()
    }

    static func firstScrollView(in view: View) -> ScrollView? {
        if let scroll = view as? ScrollView, scroll.scrollsToTop { return scroll }
        for child in view.subviews {
            if let found = firstScrollView(in: child) { return found }
        }
        return nil
    }

    // MARK: Appearance (forwarded to the selected child only)

    open override var forwardsAppearanceToChildren: Bool { false }

    /// The selected page is sized to the container before its first viewWillAppear, as UIKit does (a page
    /// that lays out from `view.bounds` there sees its real size): the container was sized before its own
    /// viewWillAppear, and its page was installed at 0×0 when its view loaded.
    open override func viewWillAppear(_ animated: Bool) {
        if let shown = selectedViewController, shown.isViewLoaded, shown.view.superview === view, tabTransition == nil {
            layoutChild(shown)
        }
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        selectedViewController?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        // A switch still running ends first (the one rule), so the tab that disappears has settled.
        finishTabTransition()
        selectedViewController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        selectedViewController?.endAppearanceTransition()
    }

    open override func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.verticalSizeClass != traitCollection.verticalSizeClass, isViewLoaded { view.setNeedsLayout() }
    }

    open override var preferredFocusResponder: Responder? { selectedViewController }
    /// The selected controller decides whether the status bar hides, as in UIKit (ViewController+StatusBar).
    open override var childForStatusBarHidden: ViewController? { selectedViewController }
    /// The selected controller decides the status bar's style too: UIKit's tab bar controller returns it
    /// from `childForStatusBarStyle` (not documented; observed, cockscomb.hatenablog.com, 2013-11-12).
    open override var childForStatusBarStyle: ViewController? { selectedViewController }

    // MARK: Tree JSON

    /// "selectedIndex", "tabs", "tabBarHidden"; "transition" ({"kind": "tab", "interactive", "percent"})
    /// while an animated switch runs.
    open override func treeAttributes() -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [
            ("selectedIndex", .number(Double(selected))),
            ("tabs", .array(tabs.map { c in c.tabBarItem.title.map(JSONValue.string) ?? .null })),
            ("tabBarHidden", .bool(isTabBarHidden)),
        ]
        if let t = tabTransition {
            pairs.append(("transition", t.coordinator.treeJSON))
        }
        return pairs
    }
}
