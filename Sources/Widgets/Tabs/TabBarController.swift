import Render

/// Tabs along the bottom, one child shown at a time (UITabBarController). Each child keeps its own state,
/// a navigation stack included, while another tab is shown.
///
/// Layout is UIKit's: the selected child's view fills the container and the bar covers its bottom on the
/// safe area (49 pt, plus the home indicator's inset below it: 83 pt on an iPhone 11 Pro), which the
/// child's safe area learns, so its lists scroll under the translucent bar.
///
/// Appearance: a tab switch is immediate (UIKit animates none by default): the old child gets
/// will/did disappear, then the new one will/did appear, both `animated` false. Tapping the selected tab
/// again pops its navigation stack to the root, and at the root scrolls its list to the top (iOS).
/// A pushed controller with `hidesBottomBarWhenPushed` takes the bar away with the page it covers: the bar
/// slides out inside the push's transition (so a back swipe scrubs it back and a cancel restores it).
@MainActor
open class TabBarController: ViewController {
    public let tabBar = TabBar()
    public weak var delegate: TabBarControllerDelegate?

    /// The tabs, in order (UITabBarController.viewControllers). Setting them keeps the selection when it is
    /// still in range.
    public var viewControllers: [ViewController] = [] {
        didSet { viewControllersDidChange(from: oldValue) }
    }

    /// The selected tab (UITabBarController.selectedIndex); setting it switches tabs without the re-tap rule.
    public var selectedIndex: Int {
        get { selected }
        set { select(newValue) }
    }
    private var selected = 0

    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selected) ? viewControllers[selected] : nil
    }

    /// Whether the bar is hidden because the selected stack's top (or a controller below it above the root)
    /// hides it (`hidesBottomBarWhenPushed`).
    public internal(set) var isTabBarHidden = false

    public override init() {
        super.init()
        tabBar.onSelect = { [weak self] index in self?.tabTapped(index) }
    }

    public convenience init(viewControllers: [ViewController]) {
        self.init()
        self.viewControllers = viewControllers
        viewControllersDidChange(from: [])
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
        if let child = selectedViewController, child.isViewLoaded, child.view.superview === view { layoutChild(child) }
    }

    /// The child fills the container; the bar covers its bottom unless hidden.
    func layoutChild(_ child: ViewController) {
        child.containerSafeAreaInsets = EdgeInsets(bottom: isTabBarHidden ? 0 : TabBar.height(for: traitCollection))
        child.view.frame = view.bounds
    }

    private func install(_ child: ViewController) {
        if child.view.superview !== view { view.insertSubview(child.view, belowSubview: tabBar) }
        layoutChild(child)
        child.view.layoutIfNeeded()
        updateTabBarVisibility(animated: false)
    }

    // MARK: Children

    private func viewControllersDidChange(from old: [ViewController]) {
        let shown = old.indices.contains(selected) ? old[selected] : nil
        for c in old where !viewControllers.contains(where: { $0 === c }) {
            c.beginRemovalFromParent()
            if c === shown, c.isViewLoaded {
                if appearanceState == .appeared { c.beginAppearanceTransition(false, animated: false) }
                c.view.removeFromSuperview()
                if appearanceState == .appeared { c.endAppearanceTransition() }
            }
            c.removeFromParent()
        }
        for c in viewControllers where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        tabBar.items = viewControllers.map(\.tabBarItem)
        selected = min(max(0, selected), max(0, viewControllers.count - 1))
        tabBar.selectedIndex = selected
        if let now = selectedViewController, now !== shown, isViewLoaded {
            let visible = appearanceState == .appeared
            if visible { now.beginAppearanceTransition(true, animated: false) }
            install(now)
            if visible { now.endAppearanceTransition() }
        }
    }

    /// A tap on tab `index`: the delegate may refuse; the selected tab again pops to the root, or scrolls to
    /// the top at the root; another tab is selected.
    func tabTapped(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        let target = viewControllers[index]
        if delegate?.tabBarController(self, shouldSelect: target) == false { return }
        if index == selected {
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

    private func select(_ index: Int) {
        guard viewControllers.indices.contains(index), index != selected else { return }
        let old = selectedViewController
        let new = viewControllers[index]
        selected = index
        tabBar.selectedIndex = index
        guard isViewLoaded else { return }
        // A transition running in the old tab ends first (the one rule), so its callbacks stay balanced.
        view.window?.finishTransitions(inside: old?.isViewLoaded == true ? old?.view : nil)
        let visible = appearanceState == .appeared
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            new.beginAppearanceTransition(true, animated: false)
        }
        if let old, old.isViewLoaded { old.view.removeFromSuperview() }
        install(new)
        if visible {
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
        }
    }

    // MARK: Appearance (forwarded to the selected child only)

    open override var forwardsAppearanceToChildren: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        selectedViewController?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
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

    // MARK: Tree JSON

    open override func treeAttributes() -> [(String, JSONValue)] {
        [("selectedIndex", .number(Double(selected))),
         ("tabs", .array(viewControllers.map { c in c.tabBarItem.title.map(JSONValue.string) ?? .null })),
         ("tabBarHidden", .bool(isTabBarHidden))]
    }
}
