import Render
import Testing
import TestSupport
import Widgets

@MainActor
final class LoggingController: ViewController {
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() { log.add("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name) didDisappear") }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        log.add("\(name) traits \(traitCollection.horizontalSizeClass.rawValue)")
    }
    /// The coordinators each callback was given, to check they are one object.
    var coordinators: [ObjectIdentifier] = []
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        log.add("\(name) willTransition to \(newCollection.horizontalSizeClass.rawValue)")
        coordinators.append(ObjectIdentifier(coordinator))
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        coordinators.append(ObjectIdentifier(coordinator))
        log.add("\(name) willTransition \(size)")
        coordinator.animate(alongsideTransition: { [log, name] _ in log.add("\(name) alongside") },
                            completion: { [log, name] c in log.add("\(name) completion cancelled=\(c.isCancelled)") })
        super.viewWillTransition(to: size, with: coordinator)
    }
}

@MainActor
@Suite("View controllers and transition coordinators")
struct TransitionCoordinatorTests {
    @Test("the view loads lazily, once, before first use")
    func lazyView() {
        let log = EventLog()
        let c = LoggingController("a", log: log)
        #expect(!c.isViewLoaded)
        _ = c.view
        _ = c.view
        #expect(log.entries == ["a viewDidLoad"])
    }

    @Test("appearance callbacks pair up and reach children; repeated begins are ignored")
    func appearancePairs() {
        let log = EventLog()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        parent.beginAppearanceTransition(true, animated: true)
        parent.beginAppearanceTransition(true, animated: true)
        parent.endAppearanceTransition()
        parent.beginAppearanceTransition(false, animated: false)
        parent.endAppearanceTransition()
        #expect(log.entries == ["parent willAppear", "child willAppear", "parent didAppear", "child didAppear",
                                "parent willDisappear", "child willDisappear", "parent didDisappear", "child didDisappear"])
    }

    @Test("a rotation calls willTransition(to:with:), viewWillTransition(to:with:), traitCollectionDidChange, alongside, completions — UIKit's logged order, one coordinator")
    func transitionOrder() {
        let (window, clock) = TestSupport.makeWindow()
        let log = EventLog()
        let root = LoggingController("root", log: log)
        let child = LoggingController("child", log: log)
        root.addChild(child)
        window.rootViewController = root
        log.clear()
        let size = Size(width: 667, height: 375)
        let traits = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact, displayScale: 2)
        let coordinator = window.transition(toSize: size, safeAreaInsets: .zero, traits: traits, kind: "rotation") { c in
            log.add("done cancelled=\(c.isCancelled)")
        }
        coordinator.animate(alongsideTransition: nil, completion: { _ in log.add("owner completion") })
        var percents: [Double] = []
        for _ in 0..<24 {
            window.step(clock)
            percents.append(coordinator.percentComplete)
        }
        #expect(log.entries == [
            "root willTransition to regular", "child willTransition to regular",
            "root willTransition 667×375", "child willTransition 667×375",
            "root traits regular", "child traits regular",
            "root alongside", "child alongside",
            "root completion cancelled=false", "child completion cancelled=false", "owner completion",
            "done cancelled=false",
        ])
        #expect(Set(root.coordinators + child.coordinators) == [ObjectIdentifier(coordinator)])
        #expect(percents.last == 1)
        #expect(abs(percents[11] - TimingCurve.easeInOut.value(at: 0.5)) < 1e-6)
        #expect(root.view.presentationFrame.size == size)
        #expect(coordinator.transitionDuration == Window.sizeTransitionDuration)
    }

    @Test("a size change that keeps the traits calls no willTransition(to:with:)")
    func sameTraitsNoTraitTransition() {
        let (window, clock) = TestSupport.makeWindow()
        let log = EventLog()
        let root = LoggingController("root", log: log)
        window.rootViewController = root
        log.clear()
        window.transition(toSize: Size(width: 300, height: 600), safeAreaInsets: .zero, traits: window.traitCollection,
                          kind: "multitasking")
        window.step(clock, frames: 30)
        #expect(log.entries == ["root willTransition 300×600", "root alongside", "root completion cancelled=false"])
    }

    @Test("setOverrideTraitCollection gives a child the values it specifies on top of its parent's")
    func overrideTraits() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let root = LoggingController("root", log: log)
        let child = LoggingController("child", log: log)
        root.addChild(child)
        window.rootViewController = root
        log.clear()
        root.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular,
                                                         displayScale: 2))
        #expect(log.entries == ["child traits regular"])
        window.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 3)
        #expect(child.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact,
                                                         displayScale: 3))
        root.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("an interactive transition follows the percent given, and a cancel reverses and reports isCancelled")
    func interactiveCancel() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        let coordinator = TransitionCoordinator(kind: "pop", duration: 0.35, curve: .systemDefault, interactive: true,
                                                engine: window.engine)
        var alongside: [Double] = []
        var cancelled: Bool?
        coordinator.animate(alongsideTransition: { _ in view.alpha = 0 }, completion: { cancelled = $0.isCancelled })
        coordinator.start({}, completion: { _ in })
        for p in [0.1, 0.3, 0.45] {
            coordinator.updateInteractiveTransition(p)
            window.step(clock)
            alongside.append(view.presentationAlpha)
        }
        #expect(zip(alongside, [0.9, 0.7, 0.55]).allSatisfy { abs($0 - $1) < 1e-9 })
        coordinator.cancelInteractiveTransition()
        #expect(coordinator.isCancelled)
        window.step(clock, frames: 30)
        #expect(cancelled == true)
        #expect(view.presentationAlpha == 1)
        #expect(view.alpha == 1)
    }

    @Test("traits flow from the window to every controller, with containers able to override")
    func traitsPropagate() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let root = LoggingController("root", log: log)
        let child = LoggingController("child", log: log)
        root.addChild(child)
        window.rootViewController = root
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        log.clear()
        window.traitCollection = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)
        #expect(log.entries == ["root traits regular", "child traits regular"])
        let same = window.traitCollection
        window.traitCollection = same
        #expect(log.entries.count == 2)
    }
}
