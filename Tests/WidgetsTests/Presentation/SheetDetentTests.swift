import Render
import Testing
import TestSupport
@testable import Widgets

/// Sheet detents (UISheetPresentationController, iOS 15): resolution, the drag between detents and its
/// release, the delegate, the undimmed detent and the tree key. The iPhone 8 fixture: 375×667, status
/// bar 20, no bottom inset, so the large detent is 637 pt and the medium one half of it, 318.5 pt.
@MainActor
@Suite("Sheet detents")
struct SheetDetentTests {
    /// A fixture whose sheet has `detents`, configured before `present` as UIKit apps do.
    static func fixture(_ detents: [SheetPresentationController.Detent] = [.medium(), .large()],
                        undimmed: SheetPresentationController.Detent.Identifier? = nil,
                        size: Size = Size(width: 375, height: 667), insets: EdgeInsets = EdgeInsets(top: 20),
                        style: ModalPresentationStyle = .pageSheet,
                        traits: TraitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                                                  displayScale: 2)) -> PresentationFixture {
        let f = PresentationFixture(style: style, size: size, traits: traits)
        f.window.safeAreaInsets = insets
        let sheet = f.sheet.sheetPresentationController!
        sheet.detents = detents
        sheet.largestUndimmedDetentIdentifier = undimmed
        sheet.prefersGrabberVisible = true
        sheet.delegate = f.logger
        f.root.present(f.sheet, animated: true)
        f.settle()
        f.log.clear()
        return f
    }

    static func sheet(_ f: PresentationFixture) throws -> SheetPresentationController {
        try #require(f.root.presentationShown as? SheetPresentationController)
    }

    @Test("sheetPresentationController: made before present and used by it; nil for full screen")
    func controllerIdentity() throws {
        let f = PresentationFixture()
        let early = try #require(f.sheet.sheetPresentationController)
        early.detents = [.medium()]
        f.root.present(f.sheet, animated: false)
        #expect(f.root.presentationShown === early && f.sheet.sheetPresentationController === early)
        let g = PresentationFixture(style: .fullScreen)
        #expect(g.sheet.sheetPresentationController == nil)
        g.root.present(g.sheet, animated: false)
        #expect(g.root.presentationShown != nil && !(g.root.presentationShown is SheetPresentationController))
    }

    @Test("medium is half the large detent's value, safe-area aware; large is the full card")
    func resolutionOnIPhones() throws {
        let f = Self.fixture()
        let s = try Self.sheet(f)
        #expect(s.resolvedDetents.map(\.identifier) == [.medium, .large])
        #expect(s.resolvedDetents.map(\.value) == [318.5, 637])
        #expect(s.currentDetentIdentifier == .medium && s.selectedDetentIdentifier == nil)
        #expect(f.sheet.view.frame == Rect(x: 0, y: 348.5, width: 375, height: 318.5))
        // An iPhone X class screen: 812 pt, insets 44 and 34. The large card is 812 − 54 = 758 pt, its
        // value leaves out the 34 pt under it (724), medium is 362 and its card 362 + 34 = 396 pt.
        let x = Self.fixture(size: Size(width: 375, height: 812), insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let sx = try Self.sheet(x)
        #expect(sx.resolvedDetents.map(\.value) == [362, 724])
        #expect(x.sheet.view.frame == Rect(x: 0, y: 416, width: 375, height: 396))
        sx.selectedDetentIdentifier = .large
        #expect(x.sheet.view.frame == Rect(x: 0, y: 54, width: 375, height: 758))
    }

    @Test("an iPad form sheet resolves against its 620 pt card: medium 310 pt, centred")
    func resolutionOnFormSheet() throws {
        let f = Self.fixture(size: Size(width: 1024, height: 768), style: .formSheet,
                                  traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2))
        let s = try Self.sheet(f)
        #expect(s.presentationStyle == .formSheet)
        #expect(s.resolvedDetents.map(\.value) == [310, 620])
        #expect(f.sheet.view.frame == Rect(x: 242, y: 384 - 155, width: 540, height: 310))
        s.selectedDetentIdentifier = .large
        #expect(f.sheet.view.frame == Rect(x: 242, y: 74, width: 540, height: 620))
    }

    @Test("custom detents are clamped to the large value; medium is inactive in compact height")
    func customAndCompactHeight() throws {
        let small = SheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 120 }
        let huge = SheetPresentationController.Detent.custom(identifier: .init("huge")) { $0.maximumDetentValue + 500 }
        let f = Self.fixture([small, .medium(), huge])
        let s = try Self.sheet(f)
        #expect(s.resolvedDetents.map(\.value) == [120, 318.5, 637])
        #expect(s.currentDetentIdentifier.rawValue == "small" && f.sheet.view.frame.minY == 667 - 120)
        let c = Self.fixture([.medium()], size: Size(width: 667, height: 375), insets: .zero,
                                  traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 2))
        let sc = try Self.sheet(c)
        #expect(sc.resolvedDetents.map(\.identifier) == [.large] && sc.currentDetentIdentifier == .large)
    }

    @Test("the release picks the detent nearest the position projected by the velocity (0.998 deceleration)")
    func releaseRule() throws {
        let f = Self.fixture()
        let s = try Self.sheet(f)
        #expect(abs(SheetPresentationController.projectedDistance(velocity: 1000) - 499) < 1e-9)
        // Still: the nearest by position; half way between is 477.75.
        #expect(s.detentForRelease(height: 470, upwardVelocity: 0) == .medium)
        #expect(s.detentForRelease(height: 490, upwardVelocity: 0) == .large)
        // A flick up from just above medium carries it to large; a flick down from near large to medium.
        #expect(s.detentForRelease(height: 340, upwardVelocity: 600) == .large)
        #expect(s.detentForRelease(height: 600, upwardVelocity: -600) == .medium)
    }

    @Test("dragged up, the card follows the pointer; let go past half way it settles at large and the delegate hears once")
    func dragUpToLarge() throws {
        let f = Self.fixture()
        let s = try Self.sheet(f)
        f.press(187, 400)
        f.drag(from: 400, to: 230, frames: 20)
        // 170 pt up (the drag's translation counts from the press, the slop included).
        let top = f.sheet.view.presentationFrameInWindow.minY
        #expect(abs(top - (348.5 - 170)) < 1e-6 && f.sheet.view.bounds.height == 667 - top)
        #expect(s.transition == nil && s.draggedHeight != nil)
        // Half way from medium to large: the presenter half scaled back, the dimming full (none undimmed).
        #expect(s.presenterLevel > 0.4 && s.presenterLevel < 0.6 && s.dimmingView.alpha == 1)
        f.frames(10)
        f.release(187, 230)
        f.settle()
        #expect(s.currentDetentIdentifier == .large && s.selectedDetentIdentifier == .large)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(f.root.view.transform.scaleX == PresentationController.presenterScale)
        #expect(f.log.entries == ["delegate detent large"])
        // Set in code: no delegate call.
        s.animateChanges { s.selectedDetentIdentifier = .medium }
        f.settle()
        #expect(f.sheet.view.presentationFrameInWindow.minY == 348.5 && f.root.view.transform == .identity)
        #expect(f.log.entries == ["delegate detent large"])
    }

    @Test("a short drag up with a flick reaches large; a long one flicked down returns to medium")
    func velocityDecides() throws {
        let f = Self.fixture()
        let s = try Self.sheet(f)
        f.press(187, 400)
        f.drag(from: 400, to: 340, frames: 4)  // 60 pt in 1/15 s: 900 pt/s up
        f.release(187, 340)
        f.settle()
        #expect(s.currentDetentIdentifier == .large)
        f.press(187, 100)
        f.drag(from: 100, to: 180, frames: 20)
        f.drag(from: 180, to: 140, frames: 4)  // let go moving up: stays large
        f.release(187, 140)
        f.settle()
        #expect(s.currentDetentIdentifier == .large)
        f.press(187, 100)
        f.drag(from: 100, to: 180, frames: 4)  // 80 pt down at 1200 pt/s
        f.release(187, 180)
        f.settle()
        #expect(s.currentDetentIdentifier == .medium && f.sheet.view.presentationFrameInWindow.minY == 348.5)
        #expect(f.log.entries == ["delegate detent large", "delegate detent medium"])
    }

    @Test("dragged down from medium: the dismissal with its whole appearance log, the grabber riding along")
    func dismissFromMedium() throws {
        // Undimmed at medium, so the container had shrunk to the card and grows back for the dismissal.
        let f = Self.fixture(undimmed: .medium)
        let s = try Self.sheet(f)
        f.press(187, 400)
        f.drag(from: 400, to: 500, frames: 20)
        let t = try #require(s.transition)
        #expect(t.kind == "dismiss" && t.isInteractive)
        // 100 pt of the 318.5 pt card.
        #expect(abs(t.percentComplete - 100 / 318.5) < 1e-6)
        #expect(abs(f.sheet.view.presentationFrameInWindow.minY - (348.5 + 100)) < 1e-6)
        #expect(abs(s.grabberView.presentationFrameInWindow.minY - (348.5 + 100 + 5)) < 1e-6)
        f.drag(from: 500, to: 600, frames: 20)
        f.frames(10)
        f.release(187, 600)
        f.settle()
        #expect(f.root.presentedViewController == nil)
        #expect(f.log.entries == ["S willDisappear", "delegate willDismiss", "S completion cancelled=false",
                                  "S didDisappear", "delegate didDismiss"])
    }

    @Test("from large, dragged below medium: settles the detent, then dismisses; cancelled, it rests at medium")
    func dismissFromLargeCancelled() throws {
        let f = Self.fixture()
        let s = try Self.sheet(f)
        s.selectedDetentIdentifier = .large
        f.press(187, 100)
        f.drag(from: 100, to: 460, frames: 30)  // 360 pt: 318.5 to medium, 41.5 into the dismissal
        let t = try #require(s.transition)
        #expect(abs(t.percentComplete - 41.5 / 318.5) < 1e-6)
        f.frames(10)
        f.release(187, 460)
        f.settle()
        #expect(f.root.presentedViewController === f.sheet && s.currentDetentIdentifier == .medium)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 348.5, width: 375, height: 318.5))
        #expect(f.log.entries == ["delegate detent medium", "S willDisappear", "delegate willDismiss",
                                  "S completion cancelled=true", "S willAppear", "S didAppear"])
    }

    @Test("isModalInPresentation: below the smallest detent the card rubber-bands and the delegate is asked")
    func refusedBelowSmallest() throws {
        let f = Self.fixture()
        f.sheet.isModalInPresentation = true
        let s = try Self.sheet(f)
        f.press(187, 400)
        f.drag(from: 400, to: 600, frames: 20)
        #expect(s.transition == nil)
        let top = f.sheet.view.presentationFrameInWindow.minY
        #expect(top > 348.5 && top < 348.5 + 100)
        f.release(187, 600)
        f.settle()
        #expect(f.sheet.view.presentationFrameInWindow.minY == 348.5)
        #expect(f.log.entries == ["delegate didAttemptToDismiss"])
    }

    @Test("at or below the largest undimmed detent: no dimming, the presenter unscaled and taking taps")
    func undimmed() throws {
        let f = Self.fixture(undimmed: .medium)
        let s = try Self.sheet(f)
        #expect(s.dimmingView.alpha == 0 && f.root.view.transform == .identity)
        // Nothing black behind the status bar: it keeps its dark text.
        #expect(!s.showsLightStatusBar)
        let button = Button(title: "Behind")
        button.frame = Rect(x: 20, y: 100, width: 120, height: 44)
        var taps = 0
        button.onTap = { taps += 1 }
        f.root.view.addSubview(button)
        #expect(f.window.hitTest(Point(x: 60, y: 120)) === button)
        f.press(60, 120)
        f.release(60, 120)
        #expect(taps == 1)
        // The card still takes its own touches.
        #expect(f.window.hitTest(Point(x: 187, y: 500))?.isDescendant(of: f.sheet.view) == true)
        // At large: dimmed, and the dimming takes the touch.
        s.selectedDetentIdentifier = .large
        f.frame()
        #expect(s.dimmingView.alpha == 1 && f.root.view.transform.scaleX == PresentationController.presenterScale)
        #expect(s.showsLightStatusBar)
        #expect(f.window.hitTest(Point(x: 187, y: 20)) === s.dimmingView)
        // Without an undimmed detent, medium is dimmed too and the presenter is not scaled back.
        let g = Self.fixture()
        let sg = try Self.sheet(g)
        #expect(sg.dimmingView.alpha == 1 && g.root.view.transform == .identity)
        #expect(g.window.hitTest(Point(x: 60, y: 120)) === sg.dimmingView)
    }

    @Test("the grabber: 36×5 pt, 5 pt below the card's top, centred; hidden unless asked for")
    func grabber() throws {
        let f = Self.fixture()
        let s = try Self.sheet(f)
        #expect(!s.grabberView.isHidden)
        #expect(s.grabberView.presentationFrameInWindow == Rect(x: 169.5, y: 353.5, width: 36, height: 5))
        s.prefersGrabberVisible = false
        #expect(s.grabberView.isHidden)
    }

    @Test("the tree's presented object names the detent")
    func treeKey() throws {
        let f = Self.fixture()
        let s = try Self.sheet(f)
        guard case .object(let pairs) = s.treeJSON else { Issue.record("not an object"); return }
        #expect(pairs.first { $0.0 == "detent" }?.1 == .string("medium"))
        s.selectedDetentIdentifier = .large
        guard case .object(let after) = s.treeJSON else { return }
        #expect(after.first { $0.0 == "detent" }?.1 == .string("large"))
    }

    @Test("rotated to compact height the medium detent is inactive: the card is full height; back, medium again")
    func rotation() throws {
        let f = Self.fixture(undimmed: .medium)
        let s = try Self.sheet(f)
        f.window.transition(toSize: Size(width: 667, height: 375), safeAreaInsets: .zero,
                            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 2),
                            kind: "rotation")
        f.settle()
        f.frames(2)
        #expect(s.currentDetentIdentifier == .large)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 10, width: 667, height: 365))
        // Dimmed again, and the dimming covers the whole window (the container grew back).
        #expect(s.dimmingView.alpha == 1 && s.container.frame == Rect(x: 0, y: 0, width: 667, height: 375))
        f.window.transition(toSize: Size(width: 375, height: 667), safeAreaInsets: EdgeInsets(top: 20),
                            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2),
                            kind: "rotation")
        f.settle()
        f.frames(2)
        #expect(s.currentDetentIdentifier == .medium)
        #expect(f.sheet.view.presentationFrameInWindow == Rect(x: 0, y: 348.5, width: 375, height: 318.5))
        #expect(s.dimmingView.alpha == 0 && f.root.view.transform == .identity)
    }
}
