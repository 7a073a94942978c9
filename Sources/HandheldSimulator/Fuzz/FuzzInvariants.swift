import Foundation
import Render
import Widgets

/// What must hold on every frame of a fuzz run, whatever the input, and once everything has settled (the
/// interruption matrix asks the same questions). Each check returns a one-line reason when it
/// fails.
@MainActor
enum FuzzInvariants {
    /// Everything that must be true once input has stopped and the last animation has ended: nothing moves,
    /// no push or pop is running, every navigation stack and split view agrees with what is on screen,
    /// selection agrees with highlights, every frame is finite and the tree JSON is valid JSON. Returns
    /// every problem found, one line each (empty when consistent).
    static func settledState(_ simulator: Simulator) -> [String] {
        var problems: [String] = []
        if !simulator.isSettled {
            let what = simulator.activeTransition.map { "a \($0.kind) transition" } ?? "an animation"
            problems.append("\(what) is still running")
        }
        for navigation in onScreen(NavigationController.self, in: simulator) {
            if let status = navigation.transitionStatus {
                problems.append("\(describe(navigation)) is still running a \(status.kind) at \(status.percentComplete.compact)")
            }
        }
        for scroll in onScreen(ScrollView.self, in: simulator) where scroll.isDragging || scroll.isDecelerating {
            problems.append("\(describe(scroll)) is still \(scroll.isDragging ? "dragging" : "decelerating")")
        }
        let checks = [finiteGeometry(simulator), navigationStacks(simulator, settled: true),
                      splitViews(simulator, settled: true), selectionMatchesHighlight(simulator, settled: true),
                      presentations(simulator), treeJSON(simulator), controlsNotHighlighted(simulator),
                      oneAlertAtMost(simulator), searchMatchesNavigationBar(simulator)]
        problems += checks.compactMap { $0 }
        return problems
    }

    /// Every presented frame and alpha is a finite number.
    static func finiteGeometry(_ simulator: Simulator) -> String? {
        var problem: String?
        func walk(_ v: View) {
            guard problem == nil else { return }
            let f = v.presentationFrame, b = v.presentationBounds
            if !f.isFinite || !b.isFinite || !v.presentationAlpha.isFinite {
                problem = "\(ViewTree.typeName(of: v))\(v.identifier.map { " #\($0)" } ?? "") has a non-finite frame \(f) or alpha"
            }
            for child in v.subviews { walk(child) }
        }
        walk(simulator.window.rootView)
        return problem
    }

    /// Tables: a visible cell is selected exactly when the table says its row is, and when nothing is
    /// moving and nothing is pressed its selected background shows exactly for selected or highlighted rows.
    static func selectionMatchesHighlight(_ simulator: Simulator, settled: Bool) -> String? {
        var problem: String?
        func walk(_ v: View) {
            guard problem == nil else { return }
            if let table = v as? TableView {
                let selected = Set(table.indexPathsForSelectedRows ?? [])
                for path in table.indexPathsForVisibleRows {
                    guard let cell = table.cellForRow(at: path) else { continue }
                    if cell.isSelected != selected.contains(path) {
                        problem = "row \(path) isSelected=\(cell.isSelected) but the table's selection is \(selected.sorted())"
                        return
                    }
                    if settled && cell.selectionStyle != .none {
                        let expected: Double = cell.isSelected || cell.isHighlighted ? 1 : 0
                        if abs(cell.highlightAlpha - expected) > 1e-6 {
                            problem = "row \(path) settled with highlight alpha \(cell.highlightAlpha.compact), expected \(expected.compact)"
                            return
                        }
                    }
                }
            }
            for child in v.subviews { walk(child) }
        }
        walk(simulator.window.rootView)
        return problem
    }

    /// Every navigation controller on screen that is not running a push or pop shows its top controller and
    /// only it: the top page is the container's one page, not hidden, opaque, untransformed and filling the
    /// container; no other controller of the stack is on screen; the bar holds the stack's items, shows the
    /// top item's title, and the back chevron exactly when there is a back button. While not settled the
    /// model values are compared (an animation alongside a rotation may still be moving the presented ones);
    /// settled, the presented values too.
    static func navigationStacks(_ simulator: Simulator, settled: Bool) -> String? {
        for navigation in onScreen(NavigationController.self, in: simulator) where !navigation.isTransitioning {
            if let problem = stackProblem(navigation, settled: settled) { return problem }
        }
        return nil
    }

    private static func stackProblem(_ navigation: NavigationController, settled: Bool) -> String? {
        let name = describe(navigation)
        let container: View = navigation.view, bar = navigation.navigationBar
        let stack = navigation.viewControllers
        let pages = container.subviews.filter { !navigation.isContainerChrome($0) }
        if let top = stack.last {
            guard pages.count == 1, pages[0] === top.view else {
                return "\(name) shows \(list(pages.map(describe))) instead of only its top \(ViewTree.typeName(of: top))"
            }
            // An active search that hides the bar moves the page up with it (NavigationController+Search).
            let search = top.navigationItem.searchController
            let shifts = search.map { $0.hidesNavigationBarDuringPresentation && ($0.isActive || $0.presentationProgress > 0) } ?? false
            if let problem = fillsContainer(top.view, container, settled: settled, what: "the top page of \(name)", shiftsUp: shifts) {
                return problem
            }
        } else if !pages.isEmpty {
            return "\(name) has an empty stack but shows \(list(pages.map(describe)))"
        }
        for beneath in stack.dropLast() where beneath.isViewLoaded && beneath.view.window != nil {
            return "\(ViewTree.typeName(of: beneath)) beneath the top of \(name) is on screen"
        }
        let items = bar.items
        if items.count != stack.count || zip(items, stack).contains(where: { $0 !== $1.navigationItem }) {
            return "\(name)'s bar shows \(list(items.map { $0.title ?? "-" })) but the stack is \(titles(stack))"
        }
        guard settled else { return nil }
        let shownTitles = descendants(of: bar).compactMap { $0 as? Label }.filter { $0.identifier == "navigation-title" }
        let expected = stack.last?.navigationItem.title ?? ""
        if stack.isEmpty ? !shownTitles.isEmpty : shownTitles.map(\.text) != [expected] {
            return "\(name)'s bar shows the titles \(list(shownTitles.map(\.text))), expected [\(expected)]"
        }
        let hasBackButton = descendants(of: bar).contains { $0.identifier == "back" && !$0.isHidden }
        if let chevron = bar.subviews.first(where: { $0.identifier == "back-indicator" }),
           abs(chevron.presentationAlpha - (hasBackButton ? 1 : 0)) > 1e-6 {
            return "\(name)'s back chevron has alpha \(chevron.presentationAlpha.compact) with\(hasBackButton ? "" : "out") a back button"
        }
        return nil
    }

    /// Every split view on screen is collapsed exactly when its horizontal size class is compact, has the
    /// traits of the window when it is the root, shows one column while collapsed and at most two while
    /// expanded, each in the split's view, and nothing else (a column that left is gone once settled).
    static func splitViews(_ simulator: Simulator, settled: Bool) -> String? {
        for split in onScreen(SplitViewController.self, in: simulator) {
            let name = describe(split)
            let horizontal = split.traitCollection.horizontalSizeClass
            if split === simulator.window.rootViewController, horizontal != simulator.window.traitCollection.horizontalSizeClass {
                return "\(name) has a \(horizontal.rawValue) width but the window's is \(simulator.window.traitCollection.horizontalSizeClass.rawValue)"
            }
            if split.isCollapsed != (horizontal == .compact) {
                return "\(name) is \(split.isCollapsed ? "collapsed" : "expanded") with a \(horizontal.rawValue) horizontal size class"
            }
            let columns = split.viewControllers
            if split.isCollapsed ? columns.count != 1 : !(1...2).contains(columns.count) {
                return "\(name) has \(columns.count) columns while \(split.isCollapsed ? "collapsed" : "expanded")"
            }
            for column in columns where !column.isViewLoaded || column.view.superview !== split.view || column.view.isHidden {
                return "the \(ViewTree.typeName(of: column)) column of \(name) is not shown in it"
            }
            if split.isCollapsed, let primary = columns.first,
               let problem = fillsContainer(primary.view, split.view, settled: settled, what: "the collapsed column of \(name)") {
                return problem
            }
            guard settled else { continue }
            let strays = split.view.subviews.filter { v in v !== split.dividerView && !columns.contains { $0.view === v } }
            if !strays.isEmpty { return "\(name) still shows \(list(strays.map(describe))) beside its columns" }
            if Set(split.children.map(ObjectIdentifier.init)) != Set(columns.map(ObjectIdentifier.init)) {
                return "\(name)'s children \(titles(split.children)) are not its columns \(titles(columns))"
            }
        }
        return nil
    }

    /// Modal presentations once settled: none is stuck mid-transition or mid-drag, each presented
    /// controller has appeared (balanced callbacks after a cancelled drag), its view is on screen where its
    /// style puts it, and the presenter of a full-screen one is hidden.
    static func presentations(_ simulator: Simulator) -> String? {
        var presenter = simulator.window.rootViewController
        while let current = presenter, let p = current.presentationShown {
            let name = ViewTree.typeName(of: p.presentedViewController)
            if let t = p.transition { return "the \(t.kind) of \(name) is still running" }
            if p.isRefusingDrag { return "\(name)'s refused drag never let go" }
            if p.presentedViewController.appearanceState != .appeared {
                return "\(name) is presented but \(p.presentedViewController.appearanceState.rawValue)"
            }
            let view: View = p.presentedViewController.view
            if view.window == nil { return "\(name) is presented but its view is not in the window" }
            if !close(view.presentationFrame, p.frameOfPresentedViewInContainerView) || !view.presentationTransform.isIdentity {
                return "\(name) is at \(view.presentationFrame), expected \(p.frameOfPresentedViewInContainerView)"
            }
            if (p.presentationStyle == .fullScreen) != current.view.isHidden {
                return "the presenter of \(name) is \(current.view.isHidden ? "hidden" : "shown") for a \(p.presentationStyle.rawValue)"
            }
            presenter = p.presentedViewController
        }
        return nil
    }

    /// The tree JSON serialises to text that parses as a JSON object with a root node.
    static func treeJSON(_ simulator: Simulator) -> String? {
        let text = simulator.treeDocument().serialized()
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], object["root"] is [String: Any] else {
            return "the tree JSON does not parse (\(text.prefix(80))…)"
        }
        return nil
    }

    // MARK: Helpers

    /// `page` is shown, opaque, untransformed and exactly covers `container`.
    private static func fillsContainer(_ page: View, _ container: View, settled: Bool, what: String,
                                       shiftsUp: Bool = false) -> String? {
        if page.isHidden { return "\(what) is hidden" }
        if page.alpha != 1 || (settled && abs(page.presentationAlpha - 1) > 1e-6) {
            return "\(what) has alpha \((settled ? page.presentationAlpha : page.alpha).compact)"
        }
        func allowed(_ t: Transform) -> Bool {
            t.isIdentity || (shiftsUp && t == Transform.translation(x: 0, y: t.ty) && t.ty < 0)
        }
        if !allowed(page.transform) || (settled && !allowed(page.presentationTransform)) {
            return "\(what) is moved by \(settled ? page.presentationTransform : page.transform)"
        }
        let frame = settled ? page.presentationFrame : page.frame
        var bounds = settled ? container.presentationBounds : container.bounds
        // A page moved up with an active search's bar is expected where the translation puts it.
        if shiftsUp { bounds.origin.y += settled ? page.presentationTransform.ty : page.transform.ty }
        if !close(frame, bounds) { return "\(what) has the frame \(frame), expected \(bounds)" }
        return nil
    }

    /// Equal within a thousandth of a point (frames come out of animations as doubles).
    private static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
    }

    /// The controllers (found by their root views) and views of a given type in the window's tree, in the
    /// tree's order.
    static func onScreen<T>(_ type: T.Type, in simulator: Simulator) -> [T] {
        // flatMap, not `weakOptional as? T`: the optimiser miscompiles that cast of a nil weak reference
        // (a null dereference in swift_dynamicCastClass in release builds, Swift 6.3).
        descendants(of: simulator.window.rootView).compactMap { view in view.owningController.flatMap { $0 as? T } ?? (view as? T) }
    }

    /// `view` and every view below it, depth first.
    static func descendants(of view: View) -> [View] {
        var result: [View] = []
        func walk(_ v: View) {
            result.append(v)
            for child in v.subviews { walk(child) }
        }
        walk(view)
        return result
    }

    static func describe(_ view: View) -> String {
        let controller = view.owningController.map { " of \(ViewTree.typeName(of: $0))" } ?? ""
        return ViewTree.typeName(of: view) + (view.identifier.map { " #\($0)" } ?? "") + controller
    }

    static func describe(_ controller: ViewController) -> String {
        let name = ViewTree.typeName(of: controller)
        guard let navigation = controller as? NavigationController else { return name }
        return "\(name) \(titles(navigation.viewControllers))"
    }

    private static func titles(_ controllers: [ViewController]) -> String {
        list(controllers.map { $0.navigationItem.title ?? $0.title ?? ViewTree.typeName(of: $0) })
    }

    private static func list(_ names: [String]) -> String { "[" + names.joined(separator: ", ") + "]" }

    /// Everything drawn lies inside the screen once clipping is applied.
    static func drawnInsideScreen(_ simulator: Simulator) -> String? {
        let canvas = BoundsCheckingCanvas(screen: Rect(size: simulator.screenSize))
        simulator.draw(in: canvas)
        return canvas.violation
    }
}

/// A canvas that draws nothing and checks that every primitive, clipped, stays on the screen.
@MainActor
final class BoundsCheckingCanvas: Canvas {
    let measurer: TextMeasuring = FixedTextMeasurer()
    var appearance = Appearance.light
    let screen: Rect
    private(set) var violation: String?
    private var transforms: [Transform] = [.identity]
    private var clips: [Rect]

    init(screen: Rect) {
        self.screen = screen
        clips = [Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)]
    }

    private var current: Transform { transforms[transforms.count - 1] }

    private func check(_ rect: Rect, _ what: String) {
        guard violation == nil else { return }
        let r = current.apply(to: rect)
        if !r.isFinite { violation = "\(what) at a non-finite position \(r)"; return }
        let visible = r.overlap(with: clips[clips.count - 1])
        guard !visible.isEmpty else { return }
        let tolerance = screen.inset(dx: -1, dy: -1)
        if visible.minX < tolerance.minX || visible.minY < tolerance.minY || visible.maxX > tolerance.maxX || visible.maxY > tolerance.maxY {
            violation = "\(what) drawn outside the screen at \(visible)"
        }
    }

    private func bounds(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        return points.reduce(Rect(origin: first, size: .zero)) { $0.hull(with: Rect(origin: $1, size: Size(width: 0.001, height: 0.001))) }
    }

    func fill(_ rect: Rect, color: Color) { check(rect, "a fill") }
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { check(rect, "a rounded rect") }
    func fillPolygon(_ points: [Point], color: Color) { check(bounds(of: points), "a polygon") }
    func strokePolyline(_ points: [Point], width: Double, color: Color) { check(bounds(of: points), "a line") }
    func fillLinearGradient(_ rect: Rect, from: Color, to: Color, axis: GradientAxis) { check(rect, "a gradient") }
    func drawText(_ text: String, font: Font, color: Color, at origin: Point) {
        check(Rect(origin: origin, size: Size(width: measurer.width(of: text, font: font), height: font.size)), "text '\(text)'")
    }
    func drawImage(_ image: Image, from source: Rect, in rect: Rect, tint: Color?) { check(rect, "an image") }
    func pushClip(_ rect: Rect) { clips.append(clips[clips.count - 1].overlap(with: current.apply(to: rect))) }
    func popClip() { if clips.count > 1 { clips.removeLast() } }
    func pushOpacity(_ alpha: Double) {}
    func popOpacity() {}
    func pushTransform(_ transform: Transform) { transforms.append(transform.concatenating(current)) }
    func popTransform() { if transforms.count > 1 { transforms.removeLast() } }
}
