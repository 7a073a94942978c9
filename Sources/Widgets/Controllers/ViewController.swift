import Render

/// Manages one screen's view (UIViewController): loads it lazily, receives appearance and trait callbacks,
/// contains child controllers, and takes part in transitions through a coordinator.
@preconcurrency @MainActor
open class ViewController: Responder {
    public enum AppearanceState: String, Sendable { case disappeared, appearing, appeared, disappearing }

    private var loadedView: View?
    /// The size the default `loadView` gives the root view (ViewController+DefaultViewSize).
    var defaultViewSize: Size?
    /// The title containers show (navigation bar, back button). Setting it also sets the navigation item's
    /// title, as UIKit does, so a navigation bar showing this controller follows it.
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItem.title = title
            titleDidChange()
        }
    }
    /// What a navigation bar shows while this controller is on top of a navigation stack
    /// (UIViewController.navigationItem): title, back-button title, bar button items.
    public let navigationItem = NavigationItem()
    public private(set) var children: [ViewController] = []
    public private(set) weak var parent: ViewController?
    public private(set) var appearanceState: AppearanceState = .disappeared
    /// The environment this controller lays out for; containers pass it down, possibly adjusted.
    public private(set) var traitCollection = TraitCollection()
    /// The traits the parent (or window, or presenter) gives, before `overrideUserInterfaceStyle` applies.
    var inheritedTraits = TraitCollection()
    var interfaceStyleOverride: UserInterfaceStyle = .unspecified
    /// The coordinator of a transition this controller takes part in, set by the container running it.
    /// Weak: the engine holds a running transition and the container its own, and the coordinator names
    /// this controller, so a strong reference here kept both alive when a window ended mid-transition.
    weak var ownTransitionCoordinator: TransitionCoordinator?
    /// How `present(_:animated:completion:)` shows this controller (UIViewController.modalPresentationStyle;
    /// `automatic` is a page sheet, as in iOS 13 and later).
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// Refuses the drag that dismisses a sheet (UIViewController.isModalInPresentation): the card
    /// rubber-bands and the presentation's delegate hears `presentationControllerDidAttemptToDismiss`.
    public var isModalInPresentation = false
    /// UIViewController.definesPresentationContext, false by default: a `.currentContext` or
    /// `.overCurrentContext` controller presented from this one or a descendant covers only this
    /// controller's view (PresentationController+Context).
    public var definesPresentationContext = false
    /// The presentations this controller presents and is presented by (Presentation/).
    var presentationLinks = PresentationLinks()
    /// What a tab bar shows for this controller (UIViewController.tabBarItem; Tabs/).
    public lazy var tabBarItem = TabBarItem(title: title)
    /// Hides the tab bar while this controller is pushed on a navigation stack inside a tab
    /// (UIViewController.hidesBottomBarWhenPushed).
    public var hidesBottomBarWhenPushed = false
    /// Whether this controller wants the status bar hidden while it decides it (UIViewController.
    /// prefersStatusBarHidden, false by default): override it, then call `setNeedsStatusBarAppearanceUpdate()`
    /// when the answer changes (ViewController+StatusBar).
    open var prefersStatusBarHidden: Bool { false }
    /// The child that decides whether the status bar hides in this controller's place
    /// (UIViewController.childForStatusBarHidden); nil is this controller's own rule (ViewController+StatusBar).
    open var childForStatusBarHidden: ViewController? { nil }
    /// The status bar content this controller asks for (UIViewController.preferredStatusBarStyle, `.default`
    /// as UIKit's) when it decides the bar (ViewController+StatusBar); the host draws it.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// The child whose style counts in this one's place (UIViewController.childForStatusBarStyle).
    open var childForStatusBarStyle: ViewController? { nil }
    /// How the bar hides and shows while this controller decides it (UIViewController.
    /// preferredStatusBarUpdateAnimation; `.fade`, UIKit's documented default); only inside an animation block.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }
    /// Whether this controller, presented not full screen, decides the status bar (UIViewController.
    /// modalPresentationCapturesStatusBarAppearance, false by default; ViewController+StatusBar).
    public var modalPresentationCapturesStatusBarAppearance = false
    /// UIViewController.supportedInterfaceOrientations: UIKit's default, every orientation but upside down on
    /// an iPhone (all on an iPad, which Handheld does not tell apart here). Overridden by apps, read by nothing
    /// yet: Handheld's host turns the device, not the app.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
    /// UIViewController.shouldAutorotate (true by default, deprecated in iOS 16).
    open var shouldAutorotate: Bool { true }
    /// UIViewController.edgesForExtendedLayout (iOS 7): the edges whose bars the view extends under, `.all` by
    /// default. Stored: Handheld's views always lie under the bars and keep clear of them with the safe area,
    /// which is what `.all` asks.
    public var edgesForExtendedLayout: RectEdge = .all
    /// UIViewController.automaticallyAdjustsScrollViewInsets (deprecated in iOS 11 for the scroll view's
    /// `contentInsetAdjustmentBehavior`): stored, true by default; the safe area adjusts the insets either way.
    public var automaticallyAdjustsScrollViewInsets = true
    /// The storage behind `toolbarItems` (NavigationController+Toolbar).
    var toolbarItemsStorage: [BarButtonItem]?
    /// UIViewController.isEditing's storage; `setEditing(_:animated:)` sets it (ViewController+Editing).
    var editingState = false
    /// The item `editButtonItem` made, kept so it retitles when editing changes (ViewController+Editing).
    var editButtonItemStorage: BarButtonItem?
    /// What the UIKit module keeps on the controller (its restoration identifier), so it goes with it.
    package var extensionStorage = ExtensionStorage()

    /// UIViewController.init(), a convenience initializer as in UIKit (NSObject's `init()` ends in
    /// `init(nibName: nil, bundle: nil)`), so a subclass declares `init()` without `override` and calls
    /// `super.init(nibName: nil, bundle: nil)`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// UIViewController(nibName:bundle:), the designated initializer. Handheld loads no nibs, so both are
    /// ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// UIViewController's storyboard initializer, required as UIKit's is (UIViewController adopts NSCoding),
    /// so a subclass with its own designated initializer provides it, usually as `fatalError(...)` or
    /// `super.init(coder:)`. No storyboard is decoded here: the controller starts as `init(nibName: nil,
    /// bundle: nil)` does and never fails.
    public required init?(coder: NSCoder) { super.init() }

    open override var next: Responder? { nextInControllerTree }

    // MARK: View

    /// The root view, loaded on first access (`loadView` then `viewDidLoad`). Settable, as UIKit's is, so
    /// an overridden `loadView()` may assign `view = MyView()`. Implicitly unwrapped, as UIKit declares it
    /// (`var view: UIView!`): reading gives a view, so `view.frame` needs no `!`, and app code may assign an
    /// optional (`self.view = someOptionalView`). Assigning nil unloads the view, as UIKit's setter does,
    /// and the next read loads it again.
    public var view: View! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let v = loadedView ?? View()
            loadedView = v
            v.owningController = self
            viewDidLoad()
            // `viewDidLoad` may put another view in place (UITableViewController's `tableView = …`).
            return loadedView ?? v
        }
        set {
            if let newValue { setView(newValue) } else { unloadView() }
        }
    }

    /// Forgets the root view (`view = nil`): it stays wherever it is in a hierarchy, no longer this
    /// controller's.
    private func unloadView() {
        if loadedView?.owningController === self { loadedView?.owningController = nil }
        loadedView = nil
    }

    public var isViewLoaded: Bool { loadedView != nil }
    /// The root view if it is loaded, without loading it (UIViewController.viewIfLoaded).
    public var viewIfLoaded: View? { loadedView }

    /// Creates the root view; override to supply a custom one (set it with `setView`).
    open func loadView() {
        let v = View(frame: Rect(size: sizeForDefaultView))
        v.backgroundColor = .systemBackground
        setView(v)
    }

    /// Installs the root view from `loadView`.
    public func setView(_ view: View) {
        loadedView = view
        view.owningController = self
    }

    open func viewDidLoad() {}
    /// UIViewController.didReceiveMemoryWarning(). The simulator never sends one; it is here so the override
    /// every Xcode template has compiles.
    open func didReceiveMemoryWarning() {}

    /// Insets added to the safe area of this controller's view, on top of what the geometry gives
    /// (UIViewController.additionalSafeAreaInsets): for chrome the app draws itself.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue, isViewLoaded { view.updateSafeAreaInsets() } }
    }

    /// Whether the root view keeps at least `systemMinimumLayoutMargins` on its sides
    /// (UIViewController.viewRespectsSystemMinimumLayoutMargins, default true).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue, isViewLoaded { view.marginsChanged() } }
    }

    /// What the container this controller is in covers of its view (a navigation bar's height): UIKit's
    /// private content overlay insets, set by containers only.
    var containerSafeAreaInsets = EdgeInsets.zero {
        didSet { if containerSafeAreaInsets != oldValue, isViewLoaded { view.updateSafeAreaInsets() } }
    }

    /// The view's safe area changed (UIViewController.viewSafeAreaInsetsDidChange).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called before and after the root view's `layoutSubviews` in each layout pass that lays it out.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func titleDidChange() {}

    // MARK: Appearance

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Containers that manage their children's appearance themselves (navigation) return false.
    open var forwardsAppearanceToChildren: Bool { true }

    /// Starts an appearance change (UIViewController.beginAppearanceTransition): calls `viewWillAppear` or
    /// `viewWillDisappear` unless the controller is already in that state, and forwards to children.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        if isAppearing {
            guard appearanceState != .appeared && appearanceState != .appearing else { return }
            appearanceState = .appearing
            viewIsAppearingSent = false
            viewWillAppear(animated)
        } else {
            guard appearanceState != .disappeared && appearanceState != .disappearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
        if forwardsAppearanceToChildren {
            for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// Completes the change started by `beginAppearanceTransition` with the matching `did` call.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            sendViewIsAppearingIfNeeded()
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
            // UIKit asks again which controller decides the status bar when one appears.
            if isViewLoaded { view.window?.updateStatusBarAppearance() }   // never loads the view
            isMovingToParent = false
            isMovingFromParent = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
            isMovingFromParent = false
        default: break
        }
        if forwardsAppearanceToChildren {
            for child in children { child.endAppearanceTransition() }
        }
    }

    private var appearanceAnimated = false
    private var viewIsAppearingSent = false

    /// The view is in the hierarchy with its traits and geometry up to date, between `viewWillAppear` and
    /// `viewDidAppear` (UIViewController.viewIsAppearing, iOS 17): sent on the first layout pass that
    /// lays the view out while appearing, or just before `viewDidAppear` if none did.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Whether the controller is appearing because it was just added to a parent (pushed), or disappearing
    /// because it is being removed (popped). UIKit documents both as meaningful inside the appearance
    /// callbacks; they are cleared when the matching `did` callback has run.
    public internal(set) var isMovingToParent = false
    public internal(set) var isMovingFromParent = false

    func sendViewIsAppearingIfNeeded() {
        guard appearanceState == .appearing, !viewIsAppearingSent else { return }
        viewIsAppearingSent = true
        viewIsAppearing(appearanceAnimated)
    }

    // MARK: Containment

    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.isMovingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.setInheritedTraits(traits(forChild: child))
    }

    /// What a container calls when it starts removing `self` (UIKit's `willMove(toParent: nil)`, which
    /// the container calls): the controller is now moving from its parent.
    public func beginRemovalFromParent() {
        isMovingFromParent = true
        willMove(toParent: nil)
    }

    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        parent.traitOverrides[ObjectIdentifier(self)] = nil
        containerSafeAreaInsets = .zero
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: ViewController?) {}
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Editing

    /// Turns editing on or off (UIViewController.setEditing(_:animated:)): records it for `isEditing` and
    /// turns `editButtonItem` between Edit and Done. Subclasses override it to put their views into editing
    /// mode, calling super, as UIKit's documentation asks.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        editButtonItemStorage?.showEditing(editing)
    }

    // MARK: Traits

    /// The traits `setOverrideTraitCollection(_:forChild:)` gave each child.
    private var traitOverrides: [ObjectIdentifier: TraitCollection] = [:]

    /// Gives `child` traits of its own on top of this controller's (UIViewController's
    /// `setOverrideTraitCollection(_:forChild:)`): the values `collection` specifies replace the inherited
    /// ones; nil removes the override. The child's `traitCollectionDidChange` runs if its traits change.
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild child: ViewController) {
        traitOverrides[ObjectIdentifier(child)] = collection
        if child.parent === self { child.setInheritedTraits(traits(forChild: child)) }
    }

    /// The override for `child` (UIViewController.overrideTraitCollection(forChild:)): by default the one
    /// set with `setOverrideTraitCollection`. Containers override it to give columns their own size class.
    open func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
        traitOverrides[ObjectIdentifier(child)]
    }

    /// What `child` inherits: these traits (or `parentTraits`, the ones coming) with its override merged in.
    func traits(forChild child: ViewController, parentTraits: TraitCollection? = nil) -> TraitCollection {
        (parentTraits ?? traitCollection).merging(overrideTraitCollection(forChild: child))
    }

    /// Sets the inherited traits; when they change, `traitCollectionDidChange` runs and children follow.
    func setInheritedTraits(_ inherited: TraitCollection) {
        inheritedTraits = inherited
        var traits = inherited
        if interfaceStyleOverride != .unspecified { traits.userInterfaceStyle = interfaceStyleOverride }
        let previous = traitCollection
        guard traits != previous else { return }
        traitCollection = traits
        traitCollectionDidChange(previous)
        if isViewLoaded { view.sendTraitCollectionDidChange(previous) }
        // The size class sets the root view's system minimum margins (systemMinimumLayoutMargins).
        if isViewLoaded, traits.horizontalSizeClass != previous.horizontalSizeClass { view.marginsChanged() }
        for child in children { child.setInheritedTraits(self.traits(forChild: child)) }
        presentationLinks.presenting?.presenterTraitsDidChange(traits)
    }

    /// Re-derives the children's traits (after a container changed how it overrides them).
    public func updateChildTraits() {
        for child in children { child.setInheritedTraits(traits(forChild: child)) }
    }

    /// The traits are about to change inside a transition (UIContentContainer's
    /// `willTransition(to:with:)`). UIKit calls it before `viewWillTransition(to:with:)` and before
    /// `traitCollectionDidChange(_:)`, all three with the same coordinator, and only when the traits
    /// change. The default forwards to each child whose traits will change; call super when overriding.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        for child in children {
            let childTraits = traits(forChild: child, parentTraits: newCollection)
            if childTraits != child.traitCollection { child.willTransition(to: childTraits, with: coordinator) }
        }
    }

    open func traitCollectionDidChange(_ previous: TraitCollection?) {}

    // MARK: Transitions

    /// The view is about to change size inside a transition (rotation, multitasking). The default
    /// forwards to the children, as UIKit does; call super when overriding.
    open func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: Content container (ContentContainer)

    /// A child's `preferredContentSize` changed (UIContentContainer): UIKit calls this on the parent, as
    /// ViewController+Popover's setter does here. The default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}
    /// UIContentContainer's hook for a child whose Auto Layout fitting size changed. Kept so overrides
    /// compile; Handheld does not yet track a child's fitting size, so nothing calls it.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer) {}
    /// The size a container gives a child (UIContentContainer.size(forChildContentContainer:
    /// withParentContainerSize:)); UIKit's default returns the parent's size unchanged.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size {
        parentSize
    }

    /// Extra keys for the tree JSON node of this controller's root view ("stack", "collapsed", …).
    open func treeAttributes() -> [(String, JSONValue)] { [] }

    /// The scroll view the bars follow at `edge`, `.top` or `.bottom` (UIViewController.contentScrollView(for:),
    /// iOS 15): the one set with `setContentScrollView(_:for:)`, else the one found in the view tree
    /// (ViewController+ContentScrollView). Overridden to return nil, that edge's bar keeps its scroll-edge look.
    open func contentScrollView(for edge: DirectionalRectEdge) -> ScrollView? { storedOrFoundContentScrollView(for: edge) }

    /// The window's animation engine, once the view is in a window.
    public var engine: AnimationEngine? { loadedView?.window?.engine }
}

extension ViewController {
    /// UIViewController.loadViewIfNeeded(): loads the view (loadView, then viewDidLoad) if it is not yet,
    /// as reading `view` does; tests and previews call it to reach views made in viewDidLoad. In an
    /// extension, so the class's method table is unchanged.
    public func loadViewIfNeeded() { _ = view }
}
