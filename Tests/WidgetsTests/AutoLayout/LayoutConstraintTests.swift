import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Auto Layout constraints")
struct AutoLayoutConstraintTests {
    @Test("a constraint records its items, attributes, relation, multiplier and identifier")
    func properties() {
        let (_, _, container, box) = makeConstrainedScene()
        let constraint = box.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, multiplier: 0.5, constant: 4)
        constraint.identifier = "half"
        #expect(constraint.firstItem === box)
        #expect(constraint.secondItem === container)
        #expect(constraint.firstAttribute == .width)
        #expect(constraint.secondAttribute == .width)
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.multiplier == 0.5)
        #expect(constraint.constant == 4)
        #expect(constraint.priority == .required)
        #expect(!constraint.isActive)
        constraint.isActive = true
        #expect(constraint.isActive)
        #expect(container.constraints.contains { $0 === constraint })
        #expect(constraint.debugDescription.hasPrefix("<LayoutConstraint:0x"))
        #expect(constraint.debugDescription.contains("'half' View:0x"))
        #expect(constraint.debugDescription.hasSuffix(".width <= 0.5*View:0x2.width + 4   (active)>")
                || constraint.debugDescription.contains("*View:0x"))
    }

    @Test("activation installs on the nearest common ancestor and deactivation removes it")
    func installation() {
        let (window, clock, container, box) = makeConstrainedScene()
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        let toSelf = box.widthAnchor.constraint(equalToConstant: 100)
        let toCousin = inner.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 7)
        LayoutConstraint.activate([toSelf, toCousin])
        #expect(box.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(toSelf)])
        #expect(container.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(toCousin)])
        LayoutConstraint.deactivate([toSelf, toCousin])
        #expect(!toSelf.isActive && !toCousin.isActive)
        #expect(box.constraints.isEmpty && container.constraints.isEmpty)
        window.step(clock)
    }

    @Test("changing a constant re-solves in place and the next pass moves the view")
    func constantChange() throws {
        let (window, clock, container, box) = makeConstrainedScene()
        let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        LayoutConstraint.activate([top, box.leftAnchor.constraint(equalTo: container.leftAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 10),
                                   box.heightAnchor.constraint(equalToConstant: 10)])
        window.step(clock)
        #expect(box.frame.minY == 10)
        let engine = try #require(box.existingLayoutEngine)
        let count = engine.solver.constraintCount
        top.constant = 90
        #expect(box.frame.minY == 10)  // applied by the layout pass, not by the setter
        window.step(clock)
        #expect(box.frame.minY == 90)
        #expect(engine.solver.constraintCount == count)  // one relation swapped, nothing rebuilt
    }

    @Test("an optional priority can change while active and the stronger constraint wins")
    func priorityChange() {
        let (window, clock, container, box) = makeConstrainedScene()
        let narrow = box.widthAnchor.constraint(equalToConstant: 50).withPriority(LayoutPriority(300))
        let wide = box.widthAnchor.constraint(equalToConstant: 200).withPriority(LayoutPriority(400))
        LayoutConstraint.activate([narrow, wide, box.leftAnchor.constraint(equalTo: container.leftAnchor),
                                   box.topAnchor.constraint(equalTo: container.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 10)])
        window.step(clock)
        #expect(box.frame.width == 200)
        narrow.priority = LayoutPriority(999)
        window.step(clock)
        #expect(box.frame.width == 50)
    }

    @Test("layoutSubviews reads the solved frames of its subviews")
    func layoutSubviewsReadsResults() {
        let (window, clock) = TestSupport.makeWindow()
        let reader = FrameReadingView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.rootView.addSubview(reader)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        reader.addSubview(child)
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: reader.topAnchor, constant: 5),
            child.leftAnchor.constraint(equalTo: reader.leftAnchor, constant: 6),
            child.rightAnchor.constraint(equalTo: reader.rightAnchor, constant: -6),
            child.bottomAnchor.constraint(equalTo: reader.bottomAnchor, constant: -5),
        ])
        window.step(clock)
        #expect(reader.seen == [Rect(x: 6, y: 5, width: 288, height: 290)])
    }

    @Test("a frame set by code on a view that translates its mask is an input its neighbours follow")
    func autoresizingInput() {
        let (window, clock, container, box) = makeConstrainedScene()
        let anchor = View(frame: Rect(x: 40, y: 50, width: 60, height: 70))
        container.addSubview(anchor)
        #expect(anchor.translatesAutoresizingMaskIntoConstraints)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: anchor.rightAnchor, constant: 1),
            box.topAnchor.constraint(equalTo: anchor.bottomAnchor, constant: 2),
            box.widthAnchor.constraint(equalTo: anchor.widthAnchor),
            box.heightAnchor.constraint(equalTo: anchor.heightAnchor),
        ])
        window.step(clock)
        #expect(box.frame == Rect(x: 101, y: 122, width: 60, height: 70))
        #expect(anchor.frame == Rect(x: 40, y: 50, width: 60, height: 70))
        anchor.frame = Rect(x: 0, y: 0, width: 10, height: 20)
        window.step(clock)
        #expect(box.frame == Rect(x: 11, y: 22, width: 10, height: 20))
    }

    @Test("views without constraints keep their frames and layout handlers")
    func frameLayoutUntouched() {
        let (window, clock, container, box) = makeConstrainedScene()
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
                                   box.leftAnchor.constraint(equalTo: container.leftAnchor),
                                   box.topAnchor.constraint(equalTo: container.topAnchor)])
        let plain = View(frame: Rect(x: 3, y: 4, width: 5, height: 6))
        let handled = View(frame: Rect(x: 0, y: 100, width: 100, height: 100))
        let placed = View()
        handled.addSubview(placed)
        handled.setLayoutHandler { $0.subviews[0].frame = Rect(x: 1, y: 2, width: 3, height: 4) }
        container.addSubview(plain)
        container.addSubview(handled)
        window.step(clock)
        #expect(plain.frame == Rect(x: 3, y: 4, width: 5, height: 6))
        #expect(placed.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(box.frame == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("removing a view from its superview deactivates the constraints that reach it from outside")
    func removalDeactivates() {
        let (window, clock, container, box) = makeConstrainedScene()
        let left = box.leftAnchor.constraint(equalTo: container.leftAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([left, width])
        window.step(clock)
        box.removeFromSuperview()
        #expect(!left.isActive)
        #expect(width.isActive)
        container.addSubview(box)
        #expect(width.isActive)
        #expect(box.constraints.contains { $0 === width })
    }
}

@MainActor
@Suite("Auto Layout incremental passes")
struct AutoLayoutIncrementalTests {
    @Test("a constant change lays out only the superview of the views it moves, and idle frames solve nothing")
    func onlyWhatChanged() throws {
        let (window, clock) = TestSupport.makeWindow()
        let left = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let right = CountingView(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        var tops: [LayoutConstraint] = []
        for container in [left, right] {
            window.rootView.addSubview(container)
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            let top = child.topAnchor.constraint(equalTo: container.topAnchor)
            tops.append(top)
            LayoutConstraint.activate([top, child.leftAnchor.constraint(equalTo: container.leftAnchor),
                                       child.widthAnchor.constraint(equalToConstant: 10),
                                       child.heightAnchor.constraint(equalToConstant: 10)])
        }
        window.step(clock)
        let engine = try #require(window.rootView.existingLayoutEngine)
        let revision = engine.revision
        window.step(clock, frames: 5)
        #expect(engine.revision == revision)
        let (leftLayouts, rightLayouts) = (left.layouts, right.layouts)
        tops[0].constant = 30
        window.step(clock)
        #expect(left.layouts == leftLayouts + 1)
        #expect(right.layouts == rightLayouts)
        #expect(left.subviews[0].frame.minY == 30 && right.subviews[0].frame.minY == 0)
    }

    @Test("addConstraints and removeConstraints activate and deactivate, removeLayoutGuide lets a guide go")
    func viewConveniences() {
        let (window, clock, container, box) = makeConstrainedScene()
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        let constraints = [box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
                           box.leftAnchor.constraint(equalTo: guide.rightAnchor),
                           box.topAnchor.constraint(equalTo: container.topAnchor),
                           guide.leftAnchor.constraint(equalTo: container.leftAnchor),
                           guide.widthAnchor.constraint(equalToConstant: 40)]
        container.addConstraints(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        window.step(clock)
        #expect(box.frame.minX == 40)
        container.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && container.layoutGuides.isEmpty)
        #expect(!constraints[2].isActive && !constraints[4].isActive)
        container.removeConstraints(constraints)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(container.constraints.isEmpty && box.constraints.isEmpty)
    }
}

@Suite("Auto Layout priority rules")
struct AutoLayoutPriorityRuleTests {
    @Test("turning an active required constraint optional traps, as UIKit raises")
    func requiredToOptionalWhileActiveTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (_, _, _, box) = makeConstrainedScene()
                let width = box.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.priority = LayoutPriority(999)
            }
        }
    }

    @Test("an inactive constraint may move between required and optional freely")
    @MainActor func inactiveMayChange() {
        let (_, _, _, box) = makeConstrainedScene()
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        width.priority = LayoutPriority(999)
        width.priority = .required
        width.isActive = true
        #expect(width.priority == .required && width.isActive)
    }
}
