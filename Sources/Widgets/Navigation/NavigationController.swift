import Render

/// A stack of controllers shown one at a time under a navigation bar (UINavigationController): push
/// slides a page in from the right, pop (by code, the back button or a drag from the left edge) slides it
/// away, with UIKit's parallax, dimming and shadow (reference: Navigation).
///
/// Layout is UIKit's: each page's view fills the whole container and its `safeAreaInsets.top` is the bar's
/// bottom, so scroll views inset their content below the bar and scroll under it.
///
/// Appearance is forwarded to the top controller only (`forwardsAppearanceToChildren` is false): when
/// the navigation controller appears or disappears (subclasses overriding the appearance methods call
/// super), and around each push and pop. Transitions run on a
/// `TransitionCoordinator` the children find through `transitionCoordinator` (it is set on this
/// controller, which is their parent), so their alongside animations share the pages' progress and
/// their completions learn whether a back swipe was cancelled.
///
/// Requests made while a transition runs first end it by the transition contract's one rule (a back swipe
/// still under the pointer is cancelled, a push or pop jumps to its end), then apply, animated as asked;
/// so code that rearranges stacks synchronously (a split view collapsing during a rotation) sees the
/// result immediately, and appearance callbacks stay balanced. Push and pop animations come from the
/// delegate's animator when it gives one (`navigationController(_:animationControllerFor:from:to:)`).
@preconcurrency @MainActor
open class NavigationController: ViewController {
    /// The stack, root first. It changes when a transition starts (as UIKit's: right after a push,
    /// `topViewController` is the pushed controller); a cancelled back swipe puts it back. Setting it is
    /// `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The storage behind `viewControllers`, written only by `changeStack` and a cancelled back swipe.
    var stack: [ViewController] = []
    public var topViewController: ViewController? { viewControllers.last }
    public weak var delegate: NavigationControllerDelegate?
    public let navigationBar = NavigationBar()
    /// The top item's large title below the bar (NavigationController+LargeTitles).
    public let largeTitleView = LargeTitleView()
    /// The bar at the bottom showing the top controller's `toolbarItems` (NavigationController+Toolbar).
    public let toolbar = Toolbar()
    /// The storage behind `isToolbarHidden` (hidden by default, as UIKit's).
    var toolbarHiddenStorage = true
    /// The storage behind `isNavigationBarHidden` (shown by default, as UIKit's; NavigationController+BarHiding).
    var navigationBarHiddenStorage = false
    /// hidesBarsOnSwipe and its siblings, with their recognisers (NavigationController+AutoHiding).
    let barAutoHiding = BarAutoHiding()

    /// The back swipe: a press within 20 pt of the container's left edge and a move to the right
    /// (UINavigationController.interactivePopGestureRecognizer). Its `isEnabled` is managed: on while
    /// there is something to pop, no transition runs and `allowsInteractivePop` is true.
    let popGestureRecognizer = ScreenEdgePanGestureRecognizer(edge: .left)
    /// UIKit's type, `UIGestureRecognizer?` (always set here), so `interactivePopGestureRecognizer?.delegate = nil`
    /// compiles as written.
    public var interactivePopGestureRecognizer: GestureRecognizer? { popGestureRecognizer }
    /// Turns the back swipe off (UIKit apps set the recogniser's `isEnabled`; here that is managed).
    public var allowsInteractivePop = true { didSet { updateInteractivePopGesture() } }

    /// The running push or pop, if any.
    var transition: NavigationTransition?
    /// The interaction controller the edge swipe drives, while a back swipe with the built-in animator runs.
    var edgeSwipe: PercentDrivenInteractiveTransition?
    /// Requests made during a transition, carried out in order after it.
    var pendingRequests: [NavigationRequest] = []
    /// What the last back swipe's release decided (for tests and the inspector).
    package internal(set) var lastRelease: InteractivePopRelease?
    /// The container's own interaction flag, restored when a transition ends (pages take no touches
    /// while one runs, as UIKit ignores interaction during navigation transitions).
    var interactionEnabledBeforeTransition = true

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        wireBarAndPopGesture()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(nibName: nil, bundle: nil)` gives: an empty stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        wireBarAndPopGesture()
    }
    private func wireBarAndPopGesture() {
        popGestureRecognizer.action = { [weak self] recognizer in
            guard let self, let pan = recognizer as? ScreenEdgePanGestureRecognizer else { return }
            self.handleInteractivePop(pan)
        }
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        updateInteractivePopGesture()
        wireBarAutoHiding()
    }

    /// A stack holding `rootViewController` (UINavigationController(rootViewController:)).
    public convenience init(rootViewController: ViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The running transition's kind, interactivity and progress, for the simulator's inspector.
    public var transitionStatus: NavigationTransitionStatus? { transition?.status }

    /// Whether a push or pop is running (requests made now are queued).
    public var isTransitioning: Bool { transition != nil }

    // MARK: Stack operations (UIKit's names; each is queued while a transition runs)

    /// Pushes `viewController` on top (UINavigationController.pushViewController(_:animated:)). A
    /// controller already in the stack is ignored, as UIKit refuses to push one instance twice.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        request(.push(viewController, animated: animated))
    }

    /// Pops the top controller and returns it; nil at the root, or when queued behind a running
    /// transition (what it will pop is known only when it runs).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        request(.pop(animated: animated)).first
    }

    /// Pops everything above the root and returns what was popped (nil: nothing, or queued).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        let popped = request(.popToRoot(animated: animated))
        return popped.isEmpty ? nil : popped
    }

    /// Pops down to `viewController` and returns what was popped (nil: not in the stack, or queued).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        let popped = request(.popTo(viewController, animated: animated))
        return popped.isEmpty ? nil : popped
    }

    /// Replaces the stack. Animated, a new top pushes and a top already in the stack pops, as UIKit
    /// chooses; repeated controllers are dropped.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        request(.set(viewControllers, animated: animated))
    }

    // MARK: View

    /// The top controller decides whether the status bar hides, as in UIKit (ViewController+StatusBar).
    open override var childForStatusBarHidden: ViewController? { topViewController }
    /// The bar, not the top controller, decides the status bar's style, as in UIKit, where a navigation
    /// controller's `childForStatusBarStyle` is nil and a `.black` bar gives light content: Apple documents
    /// neither; it is what apps meet ("If your viewController is inside a navigationController then
    /// preferredStatusBarStyle seems to be ignored completely. Instead the navigationController's
    /// navigationBar's barStyle is used", coderwall "Mastering iOS 7 UIStatusBarStyle"). With the bar hidden
    /// nothing of it is under the status bar, and the top controller answers [EST].
    open override var childForStatusBarStyle: ViewController? { isNavigationBarHidden ? topViewController : nil }
    open override var preferredStatusBarStyle: StatusBarStyle {
        navigationBar.barStyle == .default ? .default : .lightContent
    }

    open override func loadView() {
        let container = View()
        container.backgroundColor = .systemBackground
        container.clipsToBounds = true
        container.identifier = "navigation"
        container.setLayoutHandler { [weak self] _ in self?.layoutContainer() }
        container.addSubview(navigationBar)
        // The toolbar joins the container (above the pages) the first time it is shown.
        toolbar.isHidden = toolbarHiddenStorage
        toolbar.items = topViewController?.toolbarItems
        // Inside the bar, below its bounds, so the container holds only the bar and pages.
        navigationBar.addSubview(largeTitleView)
        container.addGestureRecognizer(popGestureRecognizer)
        navigationBar.onLargeTitlesChange = { [weak self] in self?.largeTitlesSettingChanged() }
        setView(container)
        updateBarHidingGestures()
        navigationBar.setItems(viewControllers.map(\.navigationItem))
        if let top = topViewController { installPage(top) }
    }

    /// Bar at the safe area's top, pages filling the container (see the type's comment).
    func layoutContainer() {
        let b = view.bounds, safe = view.safeAreaInsets
        let barHeight = NavigationBar.height(for: traitCollection)
        // An active search that hides the bar slides it up out of view (NavigationController+Search); a
        // hidden bar sits just above the container's top (NavigationController+BarHiding).
        let barY = navigationBarHiddenStorage ? b.minY - barHeight : b.minY + safe.top - searchHiddenFraction * barHeight
        navigationBar.frame = Rect(x: b.minX, y: barY, width: b.width, height: barHeight)
        navigationBar.backgroundExtension = safe.top
        navigationBar.horizontalInsets = EdgeInsets(left: safe.left, right: safe.right)
        layoutToolbar()
        var pages = topViewController.map { [$0] } ?? []
        if let transition { pages += [transition.from, transition.to] }
        for page in pages where page.isViewLoaded && page.view.superview === view { layoutPage(page) }
        transition?.layout()
        if transition == nil { updateLargeTitle() }
    }

    /// A page fills the container; the bar covers its top, which its safe area learns as UIKit's content
    /// overlay insets (the rest of its safe area follows from its frame).
    func layoutPage(_ controller: ViewController) {
        controller.containerSafeAreaInsets = EdgeInsets(top: navigationBarCoverage(for: controller), bottom: toolbarCoverage)
        // Bounds and centre, not frame: the page may be mid-slide with a translation (the parallax).
        controller.view.setFrameIgnoringTransform(view.bounds)
        shiftPageForSearch(controller)
    }

    /// Adds `controller`'s view below the bar, sized and laid out, so a transition can move it at once.
    func installPage(_ controller: ViewController) {
        let page: View = controller.view
        if page.superview !== view { view.insertSubview(page, belowSubview: navigationBar) }
        layoutPage(controller)
        page.layoutIfNeeded()
    }

    // MARK: Appearance (forwarded to the top controller only)

    open override var forwardsAppearanceToChildren: Bool { false }

    /// The bar is shorter at compact height, and the large title's area follows the text size, so the
    /// container lays out again when either changes.
    open override func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        let sizeClass = previous?.verticalSizeClass != traitCollection.verticalSizeClass
        let textSize = previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        if sizeClass || textSize, isViewLoaded { view.setNeedsLayout() }
        if sizeClass { verticalSizeClassChanged() }
    }

    /// The top page is sized to the container before its first viewWillAppear, as UIKit does (a page
    /// that lays out from `view.center` there sees its real size): the container was sized and given its
    /// traits before its own viewWillAppear, and its page was installed at 0×0 when its view loaded.
    open override func viewWillAppear(_ animated: Bool) {
        if let top = topViewController, top.isViewLoaded, top.view.superview === view, transition == nil { layoutPage(top) }
        topViewController?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        topViewController?.endAppearanceTransition()
        updateKeyboardObservation()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        topViewController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        topViewController?.endAppearanceTransition()
        updateKeyboardObservation(appeared: false)
    }

    // MARK: Keys

    /// Back with Escape or Ctrl+[ (NavigationController+KeyCommands).
    open override var keyCommands: [KeyCommand]? { backKeyCommands }
    open override var keyCommandGroupTitle: String? { "Navigation" }
    /// Keys start in the page on top.
    open override var preferredFocusResponder: Responder? { topViewController }

    // MARK: Tree JSON

    /// "stack": the titles, root first; "transition" while one runs.
    open override func treeAttributes() -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [
            ("stack", .array(viewControllers.map { c in (c.navigationItem.title ?? c.title).map(JSONValue.string) ?? .null })),
        ]
        if let status = transitionStatus { pairs.append(("transition", status.json)) }
        return pairs
    }
}
