import Render
import Testing
import TestSupport
@testable import Widgets

/// Column frames, the divider, the safe area, the traits each column gets, and the tree JSON.
@MainActor
@Suite("Split view: columns, traits and tree")
struct SplitLayoutTests {
    @Test("the primary column is 320 pt, but at most 40 % of the width")
    func primaryWidthRule() {
        #expect(SplitColumnLayout.primaryWidth(forWidth: 1024) == 320)
        #expect(SplitColumnLayout.primaryWidth(forWidth: 800) == 320)
        #expect(SplitColumnLayout.primaryWidth(forWidth: 736) == 736 * 0.4)
        #expect(SplitColumnLayout.primaryWidth(forWidth: 0) == 0)
    }

    @Test("the automatic display mode resolves to all-visible, the tiled arrangement")
    func displayModes() {
        let split = SplitViewController()
        #expect(split.preferredDisplayMode == .automatic)
        #expect(split.displayMode == .allVisible)
    }

    @Test("expanded, a one-pixel divider sits between the primary and the secondary, which fills the rest")
    func expandedFrames() {
        let f = SplitFixture(.iPadFull)
        #expect(f.primaryNavigation.view.frame == Rect(x: 0, y: 0, width: 320, height: 768))
        #expect(f.split.dividerView.frame == Rect(x: 320, y: 0, width: 0.5, height: 768))
        #expect(f.split.dividerView.color == .separator)
        #expect(f.secondaryNavigation?.view.frame == Rect(x: 320.5, y: 0, width: 703.5, height: 768))
    }

    @Test("the safe area goes to the column at each edge; collapsed, the primary gets all of it")
    func safeAreaPerColumn() {
        let f = SplitFixture(.plusLandscape)
        f.window.safeAreaInsets = EdgeInsets(top: 20, left: 44, bottom: 21, right: 44)
        f.window.layoutIfNeeded()
        #expect(f.primaryNavigation.view.safeAreaInsets == EdgeInsets(top: 20, left: 44, bottom: 21, right: 0))
        #expect(f.secondaryNavigation?.view.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 21, right: 44))
        f.rotate(to: .plusPortrait)
        #expect(f.primaryNavigation.view.safeAreaInsets == EdgeInsets(top: 20, left: 44, bottom: 21, right: 44))
    }

    @Test("the columns' frames and the divider animate with the rotation")
    func framesAnimate() {
        let f = SplitFixture(.plusLandscape)
        f.selectDetail("Detail B")
        let coordinator = TransitionCoordinator(kind: "rotation", duration: 0.4, curve: .easeInOut, engine: f.window.engine)
        f.split.viewWillTransition(to: SplitScreen.plusPortrait.size, with: coordinator)
        coordinator.start({
            f.window.size = SplitScreen.plusPortrait.size
            f.window.traitCollection = SplitScreen.plusPortrait.traits
            f.window.layoutIfNeeded()
        }, completion: { _ in })
        f.window.step(f.clock, frames: 12)
        let progress = coordinator.percentComplete
        #expect(progress > 0.3 && progress < 0.7)
        let width = f.primaryNavigation.view.presentationFrame.width
        #expect(abs(width - (294.4 + (414 - 294.4) * progress)) < 1e-6)
        #expect(abs(f.split.dividerView.presentationAlpha - (1 - progress)) < 1e-6)
        #expect(f.primaryNavigation.view.frame.width == 414)
        f.window.step(f.clock, frames: 18)
        #expect(f.primaryNavigation.view.presentationFrame.width == 414)
        #expect(f.split.dividerView.presentationAlpha == 0)
    }

    @Test("separating, the primary column narrows with the rotation and the new secondary fades in")
    func separationAnimates() {
        let f = SplitFixture(.plusPortrait)
        let coordinator = TransitionCoordinator(kind: "rotation", duration: 0.4, curve: .easeInOut, engine: f.window.engine)
        f.split.viewWillTransition(to: SplitScreen.plusLandscape.size, with: coordinator)
        coordinator.start({
            f.window.size = SplitScreen.plusLandscape.size
            f.window.traitCollection = SplitScreen.plusLandscape.traits
            f.window.layoutIfNeeded()
        }, completion: { _ in })
        f.window.step(f.clock, frames: 12)
        let progress = coordinator.percentComplete
        let secondary = f.secondaryNavigation?.view
        #expect(abs(f.primaryNavigation.view.presentationFrame.width - (414 + (736 * 0.4 - 414) * progress)) < 1e-6)
        #expect(abs((secondary?.presentationAlpha ?? -1) - progress) < 1e-6)
        #expect(secondary?.presentationFrame == secondary?.frame)
        f.window.step(f.clock, frames: 18)
        #expect(f.primaryNavigation.view.presentationFrame.width == 736 * 0.4)
        #expect(secondary?.presentationAlpha == 1)
    }

    @Test("expanded, the primary column is horizontally compact and the secondary keeps the split's traits")
    func columnTraits() {
        let f = SplitFixture(.iPadFull)
        let detail = f.selectDetail("Detail A")
        #expect(f.list.traitCollection.horizontalSizeClass == .compact)
        #expect(f.list.traitCollection.verticalSizeClass == .regular)
        #expect(detail.page.traitCollection.horizontalSizeClass == .regular)
        f.rotate(to: .iPadHalf, kind: "multitasking")
        #expect(f.list.traitCollection.horizontalSizeClass == .compact)
        #expect(detail.page.traitCollection.horizontalSizeClass == .compact)
        f.rotate(to: .iPadTwoThirds, kind: "multitasking")
        #expect(detail.page.traitCollection.horizontalSizeClass == .regular)
        #expect(f.list.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("the tree JSON says whether the split is collapsed")
    func treeCollapsed() {
        let f = SplitFixture(.plusLandscape)
        #expect(Self.collapsedKey(of: f.split) == .bool(false))
        f.rotate(to: .plusPortrait)
        #expect(Self.collapsedKey(of: f.split) == .bool(true))
    }

    static func collapsedKey(of split: SplitViewController) -> JSONValue? {
        guard case let .object(pairs) = ViewTree.node(for: split.view) else { return nil }
        #expect(pairs.first { $0.0 == "controller" }?.1 == .string("SplitViewController"))
        return pairs.first { $0.0 == "collapsed" }?.1
    }

    @Test("setting viewControllers while collapsed collapses the new secondary at once, asking the delegate")
    func setWhileCollapsed() {
        let f = SplitFixture(.plusPortrait)
        let newList = SplitPage("New List")
        let primary = NavigationController(rootViewController: newList)
        f.split.viewControllers = [primary, NavigationController(rootViewController: SplitPage("Detail C"))]
        #expect(f.stacks == "[New List, Detail C]")
        #expect(f.split.view.subviews.map(\.identifier) == ["navigation", "split-divider"])
        f.rotate(to: .plusLandscape)
        #expect(f.stacks == "[New List] | [Detail C]")
        #expect(f.primaryNavigation.parent == nil)
    }
}
