import Render
import Testing
import TestSupport
import Widgets

/// A screen the fixture can rotate to: the window's size and the traits the simulator gives it.
struct SplitScreen {
    let size: Size
    let traits: TraitCollection

    init(_ width: Double, _ height: Double, _ horizontal: UserInterfaceSizeClass, _ vertical: UserInterfaceSizeClass,
         scale: Double) {
        size = Size(width: width, height: height)
        traits = TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale)
    }

    /// iPhone 8 Plus (reference: size classes): compact width in portrait, regular in landscape.
    static let plusPortrait = SplitScreen(414, 736, .compact, .regular, scale: 3)
    static let plusLandscape = SplitScreen(736, 414, .regular, .compact, scale: 3)
    /// A 9.7" iPad in landscape: full screen, the two-thirds pane (regular) and the half pane (compact).
    static let iPadFull = SplitScreen(1024, 768, .regular, .regular, scale: 2)
    static let iPadTwoThirds = SplitScreen(694, 768, .regular, .regular, scale: 2)
    static let iPadHalf = SplitScreen(507, 768, .compact, .regular, scale: 2)
}

/// A page that logs its appearance callbacks, trait changes and the size transitions it joins (with an
/// alongside block and a completion), all into one log when it has one.
@MainActor
final class SplitPage: ViewController {
    let name: String
    let log: EventLog?
    /// Runs in the page's rotation completion (seed 1 reads `isCollapsed` there).
    var onTransitionCompletion: (() -> Void)?

    init(_ name: String, log: EventLog? = nil) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) { log?.add("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log?.add("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.add("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.add("\(name) didDisappear") }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        log?.add("\(name) traits \(traitCollection.horizontalSizeClass.rawValue)/\(traitCollection.verticalSizeClass.rawValue)")
    }

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        log?.add("\(name) willTransition")
        coordinator.animate(alongsideTransition: { [log, name] _ in log?.add("\(name) alongside") },
                            completion: { [weak self, log, name] _ in
                                log?.add("\(name) completion")
                                self?.onTransitionCompletion?()
                            })
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// Seed 2's `CollapsibleSplitViewControllerDelegate`, ported: an object of its own, not a view controller.
/// Collapsing discards the "No Selection" placeholder and keeps a real detail (pushed by default);
/// separating keeps a detail shown on the list's stack (the default pops it off) and otherwise returns a
/// new placeholder. Because Handheld moves a secondary's controllers onto the primary's stack instead of
/// nesting navigation controllers, the seed's "nightmare" check becomes a look at the stack's length.
@MainActor
final class SeedTwoDelegate: SplitViewControllerDelegate {
    static let noSelection = "No Selection"
    let log: EventLog?
    /// Every placeholder this delegate made, weakly, for the leak test.
    private(set) var placeholders: [WeakController] = []

    init(log: EventLog? = nil) { self.log = log }

    func splitViewController(_ split: SplitViewController, collapseSecondary secondary: ViewController,
                             onto primary: ViewController) -> Bool {
        let discard = Self.isPlaceholder(secondary)
        log?.add("delegate collapse \(SplitFixture.describe(secondary)) onto \(SplitFixture.describe(primary)) -> \(discard)")
        return discard
    }

    func splitViewController(_ split: SplitViewController, separateSecondaryFrom primary: ViewController) -> ViewController? {
        let showsDetail = ((primary as? NavigationController)?.viewControllers.count ?? 0) > 1
        log?.add("delegate separate from \(SplitFixture.describe(primary)) -> \(showsDetail ? "default" : "placeholder")")
        guard !showsDetail else { return nil }
        let placeholder = SplitPage(Self.noSelection, log: log)
        let wrapper = NavigationController(rootViewController: placeholder)
        placeholders += [WeakController(placeholder), WeakController(wrapper)]
        return wrapper
    }

    static func isPlaceholder(_ controller: ViewController) -> Bool {
        let shown = (controller as? NavigationController)?.topViewController ?? controller
        return shown.title == noSelection
    }
}

/// A weak reference, for leak checks.
@MainActor
struct WeakController {
    weak var controller: ViewController?
    init(_ controller: ViewController) { self.controller = controller }
}

/// A window on the manual clock showing a split view controller: a navigation controller with the list
/// as primary and a navigation controller with the "No Selection" placeholder as secondary, as Xcode's
/// Master-Detail template (and seed 2) set it up.
@MainActor
struct SplitFixture {
    let window: Window
    let clock: ManualClock
    let log: EventLog
    let split: SplitViewController
    let list: SplitPage
    let primaryNavigation: NavigationController
    let delegate: SeedTwoDelegate?

    /// `withDelegate` false gives UIKit's defaults (no delegate at all). `logging` puts the pages' and the
    /// delegate's events in `log`.
    init(_ screen: SplitScreen, withDelegate: Bool = true, logging: Bool = false) {
        let made = TestSupport.makeWindow(size: screen.size, traits: screen.traits)
        window = made.0
        clock = made.1
        log = EventLog()
        let pageLog = logging ? log : nil
        list = SplitPage("List", log: pageLog)
        primaryNavigation = NavigationController(rootViewController: list)
        let placeholder = NavigationController(rootViewController: SplitPage(SeedTwoDelegate.noSelection, log: pageLog))
        delegate = withDelegate ? SeedTwoDelegate(log: pageLog) : nil
        split = SplitViewController(primary: primaryNavigation, secondary: placeholder)
        split.delegate = delegate
        window.rootViewController = split
        window.step(clock)
    }

    /// What the split shows: each of `viewControllers`, a navigation controller as its stack in brackets,
    /// columns separated by " | ".
    var stacks: String { split.viewControllers.map(Self.describe).joined(separator: " | ") }

    static func describe(_ controller: ViewController) -> String {
        if let navigation = controller as? NavigationController {
            return "[" + navigation.viewControllers.map(describe).joined(separator: ", ") + "]"
        }
        return controller.title ?? "?"
    }

    /// A detail as the list shows it: a page in a navigation controller of its own (the template's segue).
    func makeDetail(_ name: String) -> (page: SplitPage, navigation: NavigationController) {
        let page = SplitPage(name, log: list.log)
        return (page, NavigationController(rootViewController: page))
    }

    /// The list selects a row: shows `name` as the detail and lets any push finish.
    @discardableResult
    func selectDetail(_ name: String) -> (page: SplitPage, navigation: NavigationController) {
        let detail = makeDetail(name)
        list.showDetailViewController(detail.navigation, sender: nil)
        settle()
        return detail
    }

    /// Rotates (or changes the multitasking pane) as the simulator does; see the static `rotate`.
    @discardableResult
    func rotate(to screen: SplitScreen, kind: String = "rotation", frames: Int = 30) -> TransitionCoordinator {
        Self.rotate(window, clock, to: screen, kind: kind, frames: frames, log: log)
    }

    /// What `Simulator.change` does (`Window.transition(toSize:…)`), then `frames` frames run (30 outlast
    /// the 0.4 s).
    @discardableResult
    static func rotate(_ window: Window, _ clock: ManualClock, to screen: SplitScreen, kind: String = "rotation",
                       frames: Int = 30, log: EventLog? = nil) -> TransitionCoordinator {
        let coordinator = window.transition(toSize: screen.size, safeAreaInsets: window.safeAreaInsets,
                                            traits: screen.traits, kind: kind) { _ in log?.add("transition done") }
        window.step(clock, frames: frames)
        return coordinator
    }

    /// Runs frames until nothing moves (a push of 0.35 s takes 22).
    func settle(frames: Int = 30) { window.step(clock, frames: frames) }

    /// What must hold whenever nothing is moving, as a list of problems (empty when consistent): each
    /// column is a child of the split with its view in the split's view; each page of a column's stack
    /// is a child of that navigation controller and only its top page's view is shown; the only children
    /// are the columns.
    var inconsistencies: [String] {
        var problems: [String] = []
        let columns = split.viewControllers
        if split.children.count != columns.count || !zip(split.children, columns).allSatisfy({ $0 === $1 }) {
            problems.append("children \(split.children.map(Self.describe)) are not the columns \(stacks)")
        }
        for column in columns {
            if column.view.superview !== split.view { problems.append("\(Self.describe(column))'s view is not in the split") }
            guard let navigation = column as? NavigationController else { continue }
            for page in navigation.viewControllers where page.parent !== navigation {
                problems.append("\(page.title ?? "?") is in \(Self.describe(navigation)) but its parent is another")
            }
            let shown = navigation.view.subviews.filter { $0.owningController != nil }
            if shown.count != 1 || shown.first !== navigation.topViewController?.view {
                problems.append("\(Self.describe(navigation)) shows \(shown.count) pages")
            }
        }
        if split.isCollapsed != (columns.count == 1) && split.isCollapsed { problems.append("collapsed with two columns") }
        return problems
    }

    var secondaryNavigation: NavigationController? { split.viewControllers.dropFirst().first as? NavigationController }
}
