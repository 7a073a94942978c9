import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Modal presentation")
struct PresentationTests {
    @Test("a page sheet sits 10 pt below the status bar, the presenter scaled back with rounded corners")
    func pageSheetGeometry() throws {
        let f = PresentationFixture()
        f.present()
        let p = try #require(f.root.presentationShown)
        #expect(p.presentationStyle == .pageSheet)
        #expect(f.root.presentedViewController === f.sheet)
        #expect(f.sheet.presentingViewController === f.root)
        #expect(f.sheet.view.frame == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(f.sheet.view.cornerRadius == 10)
        let t = f.root.view.transform
        #expect(t.scaleX == PresentationController.presenterScale && t.scaleY == PresentationController.presenterScale)
        // The presenter's top is at the status bar's bottom.
        #expect(abs(f.root.view.presentationFrameInWindow.minY - 20) < 1e-9)
        #expect(f.root.view.cornerRadius == 10)
        #expect(p.dimmingView.alpha == 1)
        #expect(f.log.entries == ["S willAppear", "S completion cancelled=false", "S didAppear"])
    }

    @Test("presenting animates the sheet up from below over 0.4 s")
    func presentAnimates() throws {
        let f = PresentationFixture()
        f.root.present(f.sheet, animated: true)
        f.frames(12)  // 0.2 s, half of 0.4 s
        let y = f.sheet.view.presentationFrameInWindow.minY
        #expect(y > 30 && y < 667)
        let t = try #require(f.root.presentationShown?.transition)
        #expect(t.kind == "present" && !t.isInteractive)
        #expect(f.log.entries == ["S willAppear"])
        f.settle()
        #expect(f.sheet.view.presentationFrameInWindow.minY == 30)
        #expect(f.log.entries == ["S willAppear", "S completion cancelled=false", "S didAppear"])
    }

    @Test("dismiss(animated:) slides the sheet away and restores the presenter; the delegate hears nothing")
    func dismissInCode() throws {
        let f = PresentationFixture()
        f.present()
        f.log.clear()
        var done = false
        f.sheet.dismiss(animated: true) { done = true }
        f.settle()
        #expect(done)
        #expect(f.root.presentedViewController == nil && f.sheet.presentingViewController == nil)
        #expect(f.sheet.view.superview == nil)
        #expect(f.root.view.transform == .identity && f.root.view.cornerRadius == 0)
        #expect(f.log.entries == ["S willDisappear", "S completion cancelled=false", "S didDisappear"])
    }

    @Test("dragging the sheet down follows the pointer 1:1; past half way it dismisses")
    func dragPastHalfDismisses() throws {
        let f = PresentationFixture()
        f.present()
        f.log.clear()
        f.press(187, 100)
        f.drag(from: 100, to: 300, frames: 20)
        let p = try #require(f.root.presentationShown)
        let t = try #require(p.transition)
        #expect(t.kind == "dismiss" && t.isInteractive)
        // 200 pt of 637 pt of travel.
        #expect(abs(t.percentComplete - 200.0 / 637) < 1e-6)
        #expect(abs(f.sheet.view.presentationFrameInWindow.minY - 230) < 1e-6)
        f.drag(from: 300, to: 500, frames: 30)
        f.frames(10)  // hold still: no flick
        f.release(187, 500)
        let release = try #require(p.lastRelease)
        #expect(release.finishes)
        f.settle()
        #expect(f.root.presentedViewController == nil)
        #expect(f.log.entries == ["S willDisappear", "delegate willDismiss", "S completion cancelled=false",
                                  "S didDisappear", "delegate didDismiss"])
    }

    @Test("let go before half way, the sheet springs back, and appearance is balanced")
    func shortDragCancels() throws {
        let f = PresentationFixture()
        f.present()
        f.log.clear()
        f.press(187, 100)
        f.drag(from: 100, to: 250, frames: 20)
        f.frames(10)
        f.release(187, 250)
        let p = try #require(f.root.presentationShown)
        #expect(p.lastRelease?.finishes == false)
        f.settle()
        #expect(f.root.presentedViewController === f.sheet)
        #expect(f.sheet.view.presentationFrameInWindow.minY == 30)
        #expect(f.sheet.appearanceState == .appeared)
        #expect(f.root.view.transform.scaleX == PresentationController.presenterScale)
        #expect(f.log.entries == ["S willDisappear", "delegate willDismiss", "S completion cancelled=true",
                                  "S willAppear", "S didAppear"])
    }

    @Test("a quick downward flick dismisses even before half way")
    func flickDismisses() throws {
        let f = PresentationFixture()
        f.present()
        f.press(187, 100)
        f.drag(from: 100, to: 250, frames: 6)  // 150 pt in 0.1 s: 1500 pt/s > 637 pt/s
        f.release(187, 250)
        let p = try #require(f.root.presentationShown)
        #expect(p.lastRelease?.finishes == true)
        f.settle()
        #expect(f.root.presentedViewController == nil)
    }

    @Test("isModalInPresentation refuses the drag: the card rubber-bands, springs back and the delegate is told")
    func modalInPresentationRefuses() throws {
        let f = PresentationFixture()
        f.present()
        f.sheet.isModalInPresentation = true
        f.log.clear()
        f.press(187, 100)
        f.drag(from: 100, to: 300, frames: 20)
        let p = try #require(f.root.presentationShown)
        #expect(p.transition == nil && p.isRefusingDrag)
        let expected = p.refusedOffset(forTravel: 200)
        #expect(expected < 200 && expected > 0)
        #expect(abs(f.sheet.view.presentationFrameInWindow.minY - (30 + expected)) < 1e-6)
        f.release(187, 300)
        #expect(f.log.entries == ["delegate didAttemptToDismiss"])
        f.settle()
        #expect(f.sheet.view.presentationFrameInWindow.minY == 30)
        #expect(f.root.presentedViewController === f.sheet)
        #expect(!f.log.entries.contains { $0.contains("Disappear") })
    }

    @Test("the delegate's presentationControllerShouldDismiss false refuses like isModalInPresentation")
    func delegateRefuses() throws {
        let f = PresentationFixture()
        f.present()
        f.logger.allowsDismiss = false
        f.log.clear()
        f.press(187, 100)
        f.drag(from: 100, to: 400, frames: 20)
        f.release(187, 400)
        f.settle()
        #expect(f.root.presentedViewController === f.sheet)
        #expect(f.log.entries == ["delegate didAttemptToDismiss"])
    }

    @Test("full screen covers the window and the presenter disappears and reappears")
    func fullScreen() throws {
        let f = PresentationFixture(style: .fullScreen)
        f.present()
        #expect(f.sheet.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(f.root.view.isHidden && f.root.view.transform == .identity)
        f.sheet.dismiss(animated: true)
        f.settle()
        #expect(!f.root.view.isHidden)
        // Both sides join the one coordinator (UIKit's transitionCoordinator on presenter and presented).
        #expect(f.log.entries == ["A willDisappear", "S willAppear", "A completion cancelled=false",
                                  "S completion cancelled=false", "A didDisappear", "S didAppear",
                                  "S willDisappear", "A willAppear", "S completion cancelled=false",
                                  "A completion cancelled=false", "S didDisappear", "A didAppear"])
    }

    @Test("a full-screen presentation cannot be dragged away")
    func fullScreenIgnoresDrag() throws {
        let f = PresentationFixture(style: .fullScreen)
        f.present()
        f.press(187, 100)
        f.drag(from: 100, to: 500, frames: 20)
        f.release(187, 500)
        f.settle()
        #expect(f.root.presentedViewController === f.sheet)
    }

    @Test("over full screen keeps the presenter on screen without appearance calls")
    func overFullScreen() throws {
        let f = PresentationFixture(style: .overFullScreen)
        f.present()
        #expect(f.sheet.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(!f.root.view.isHidden)
        #expect(f.log.entries == ["S willAppear", "S completion cancelled=false", "S didAppear"])
    }

    @Test("a form sheet is a centred 540×620 card on a regular-width iPad, a page sheet in compact width")
    func formSheetAdapts() throws {
        let ipad = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)
        let f = PresentationFixture(style: .formSheet, size: Size(width: 768, height: 1024), traits: ipad)
        f.present()
        let p = try #require(f.root.presentationShown)
        #expect(p.presentationStyle == .formSheet)
        #expect(f.sheet.view.frame == Rect(x: 114, y: 202, width: 540, height: 620))
        #expect(f.root.view.transform == .identity)
        // Split View at a compact width: the form sheet becomes a page sheet.
        f.window.size = Size(width: 320, height: 1024)
        f.window.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)
        f.frame()
        #expect(p.presentationStyle == .pageSheet)
        #expect(f.sheet.view.frame == Rect(x: 0, y: 30, width: 320, height: 994))
    }

    @Test("presenting while something is presented is refused; the presented controller can present on top")
    func stacking() throws {
        let f = PresentationFixture()
        f.present()
        let other = PageController("X", log: f.log)
        f.root.present(other, animated: false)
        #expect(f.root.presentedViewController === f.sheet)
        f.sheet.present(other, animated: true)
        f.settle()
        #expect(f.sheet.presentedViewController === other)
        #expect(other.presentingViewController === f.sheet)
        // Dismissing the bottom one takes the top one away at once.
        f.log.clear()
        f.root.dismiss(animated: true)
        f.settle()
        #expect(f.root.presentedViewController == nil && f.sheet.presentedViewController == nil)
        #expect(f.log.entries == ["X willDisappear", "X didDisappear", "S willDisappear", "S completion cancelled=false",
                                  "S didDisappear"])
    }

    @Test("a rotation during a drag cancels the dismissal: nothing stays stuck")
    func sizeTransitionCancelsDrag() throws {
        let f = PresentationFixture()
        f.present()
        f.log.clear()
        f.press(187, 100)
        f.drag(from: 100, to: 400, frames: 20)
        f.window.transition(toSize: Size(width: 667, height: 375), safeAreaInsets: .zero,
                            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 2),
                            kind: "rotation")
        f.settle()
        #expect(f.root.presentedViewController === f.sheet)
        #expect(f.root.presentationShown?.transition == nil)
        #expect(f.sheet.appearanceState == .appeared)
        #expect(f.log.entries.first == "S willDisappear")
        #expect(f.log.entries.suffix(2) == ["S willAppear", "S didAppear"])
    }

    @Test("the tree shows the presentation as \"presented\" on the presenter's node, with its style")
    func treeJSON() throws {
        let f = PresentationFixture()
        f.present()
        let node = ViewTree.node(for: f.window.rootView)
        guard case let .array(children)? = node["children"] else { Issue.record("no children"); return }
        // Root view's children: the black backdrop, the presenter's view, the presentation container.
        #expect(children.compactMap { $0["id"] } == [.string("presentation-backdrop"), .string("presentation")])
        let rootNode = try #require(children.first { $0["controller"] == .string("PageController") })
        #expect(rootNode["presented"]?["style"] == .string("pageSheet"))
        #expect(rootNode["presented"]?["title"] == .string("S"))
    }

    @Test("presenter and presented share the transition coordinator while it runs")
    func sharedCoordinator() throws {
        let f = PresentationFixture()
        f.root.present(f.sheet, animated: true)
        let coordinator = try #require(f.sheet.transitionCoordinator)
        #expect(f.root.transitionCoordinator === coordinator && coordinator.kind == "present")
        f.settle()
        #expect(f.root.transitionCoordinator == nil && f.sheet.transitionCoordinator == nil)
    }

    @Test("a controller deep in a tab's stack presents from the root of its tree; dismiss from the presented child")
    func presentsFromRoot() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        window.safeAreaInsets = EdgeInsets(top: 20)
        let log = EventLog()
        let page = PageController("Inner", log: log)
        let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: page)])
        window.rootViewController = tabs
        window.step(clock)
        let sheet = PageController("S", log: log)
        let nav = NavigationController(rootViewController: sheet)
        page.present(nav, animated: false)
        window.step(clock, frames: 2)
        #expect(tabs.presentedViewController === nav && page.presentedViewController === nav)
        #expect(sheet.presentingViewController === tabs)
        #expect(sheet.presentationController?.presentationStyle == .pageSheet)
        sheet.dismiss(animated: true)
        window.step(clock, frames: 40)
        #expect(tabs.presentedViewController == nil)
        #expect(nav.view.window == nil)
    }
}

/// Logs the size-transition callbacks a presented controller receives.
@MainActor
final class SizeLoggingPage: ViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.add("willTransition vertical=\(newCollection.verticalSizeClass)")
    }
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.add("viewWillTransition \(Int(size.width))x\(Int(size.height))")
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        log.add("traitCollectionDidChange vertical=\(traitCollection.verticalSizeClass)")
    }
}

@MainActor
@Suite("Modal presentation: rotation")
struct PresentationRotationTests {
    @Test("a rotation tells the presented controller, in UIKit's order, and the presenter is no longer scaled")
    func rotation() throws {
        let f = PresentationFixture()
        let presented = SizeLoggingPage(log: f.log)
        f.root.present(presented, animated: false)
        f.frames(2)
        f.log.clear()
        f.window.transition(toSize: Size(width: 667, height: 375), safeAreaInsets: .zero,
                            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 2),
                            kind: "rotation")
        f.settle()
        #expect(f.log.entries == ["willTransition vertical=compact", "viewWillTransition 667x375",
                                  "traitCollectionDidChange vertical=compact"])
        #expect(f.root.view.transform == .identity)
        #expect(presented.view.frame == Rect(x: 0, y: 10, width: 667, height: 365))
    }
}
