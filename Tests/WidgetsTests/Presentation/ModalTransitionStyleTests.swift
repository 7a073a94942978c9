import Render
import Testing
import TestSupport
@testable import Widgets

/// The modal transition styles on the virtual clock: what is on screen at the start, the middle and the end
/// of a present and a dismiss, and what stays behind.
@MainActor
@Suite("Modal transition styles")
struct ModalTransitionStyleTests {
    /// A fixture whose presented page has `transition`.
    static func fixture(_ style: ModalPresentationStyle, _ transition: ModalTransitionStyle) -> PresentationFixture {
        let f = PresentationFixture(style: style)
        f.sheet.modalTransitionStyle = transition
        return f
    }

    @Test("cross dissolve fades the presented view in over 0.4 s on the built-in curve, and out on dismissal")
    func crossDissolveAlpha() throws {
        let f = Self.fixture(.overFullScreen, .crossDissolve)
        f.root.present(f.sheet, animated: true)
        #expect(f.sheet.view.presentationAlpha == 0)
        #expect(f.sheet.view.presentationTransform == .identity)  // no slide
        f.frames(12)  // 0.2 s of 0.4 s
        let half = PresentationController.transitionCurve.value(at: 0.5)
        #expect(abs(f.sheet.view.presentationAlpha - half) < 0.005)
        #expect(!f.root.view.isHidden)
        f.settle()
        #expect(f.sheet.view.presentationAlpha == 1 && f.sheet.view.alpha == 1)
        #expect(!f.root.view.isHidden)  // over full screen keeps the presenter
        f.sheet.dismiss(animated: true)
        f.frames(1)
        #expect(f.sheet.view.presentationAlpha > 0.95)
        f.frames(11)
        #expect(abs(f.sheet.view.presentationAlpha - (1 - half)) < 0.005)
        f.settle()
        #expect(f.sheet.view.superview == nil && f.sheet.view.alpha == 1)
        #expect(f.root.presentedViewController == nil && f.sheet.presentingViewController == nil)
    }

    @Test("cross dissolve full screen: the presenter shows through the fade and leaves the screen after it")
    func crossDissolveFullScreen() throws {
        let f = Self.fixture(.fullScreen, .crossDissolve)
        f.root.present(f.sheet, animated: true)
        f.frames(12)
        #expect(!f.root.view.isHidden)
        f.settle()
        #expect(f.root.view.isHidden)
        #expect(f.log.entries.contains("A didDisappear"))
        f.sheet.dismiss(animated: true)
        f.frames(6)
        #expect(!f.root.view.isHidden)
        f.settle()
        #expect(!f.root.view.isHidden && f.log.entries.last == "A didAppear")
    }

    @Test("cross dissolve on a page sheet fades the card in place; the dimming and the scale-back still run")
    func crossDissolveSheet() throws {
        let f = Self.fixture(.pageSheet, .crossDissolve)
        f.root.present(f.sheet, animated: true)
        f.frames(12)
        #expect(f.sheet.view.presentationFrameInWindow.minY == 30)
        #expect(f.sheet.view.presentationAlpha > 0.5 && f.sheet.view.presentationAlpha < 1)
        #expect(f.root.view.presentationTransform.scaleX < 1)
        f.settle()
        #expect(f.sheet.view.presentationAlpha == 1)
    }

    @Test("flip: the presenter narrows to nothing, then the presented view widens from nothing, each shaded")
    func flipSamples() throws {
        let f = Self.fixture(.fullScreen, .flipHorizontal)
        f.root.present(f.sheet, animated: true)
        let t = try #require(f.root.presentationShown?.transition)
        #expect(t.transitionDuration == 0.75)
        #expect(f.sheet.view.presentationTransform.scaleX == -1)
        #expect(!f.sheet.view.layer.isDoubleSided && !f.root.view.layer.isDoubleSided)
        f.frames(9)  // 0.15 s of 0.75 s: a fifth
        let early = TimingCurve.easeInOut.value(at: 0.2)
        #expect(abs(f.root.view.presentationTransform.a - (1 - 2 * early)) < 0.005)
        #expect(abs(f.sheet.view.presentationTransform.a - (-1 + 2 * early)) < 0.005)
        let shade = try #require(f.window.rootView.viewWithIdentifier("presentation-flip-shade-presenter"))
        #expect(abs(shade.presentationAlpha - early) < 0.005)
        f.frames(36)  // 0.75 s
        f.settle()
        #expect(f.sheet.view.transform == .identity && f.root.view.transform == .identity)
        #expect(f.sheet.view.layer.isDoubleSided && f.root.view.layer.isDoubleSided)
        #expect(f.window.rootView.viewWithIdentifier("presentation-flip-shade-presenter") == nil)
        #expect(f.root.view.isHidden)
        f.sheet.dismiss(animated: true)
        f.frames(9)
        #expect(abs(f.sheet.view.presentationTransform.a - (1 - 2 * early)) < 0.005)
        #expect(abs(f.root.view.presentationTransform.a - (-1 + 2 * early)) < 0.005)
        f.settle()
        #expect(f.root.view.transform == .identity && !f.root.view.isHidden && f.sheet.view.superview == nil)
    }

    @Test("a mirrored single-sided view is not drawn: the presented view is invisible in the flip's first half")
    func flipCullsBackFaces() throws {
        let f = Self.fixture(.fullScreen, .flipHorizontal)
        f.sheet.view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        f.root.view.backgroundColor = Color(red: 0, green: 0, blue: 1)
        f.root.present(f.sheet, animated: true)
        f.frames(9)
        let early = try Golden.draw(f.window).pixel(x: 187, y: 333)
        #expect(early.blue > 0.2 && early.red < 0.1)  // the shaded blue presenter, no red
        f.frames(27)
        let late = try Golden.draw(f.window).pixel(x: 187, y: 333)
        #expect(late.red > 0.2 && late.blue < 0.1)
        f.settle()
    }

    @Test("partial curl lifts the presenter's page by the presented content's height and keeps it in sight")
    func partialCurl() throws {
        let f = Self.fixture(.fullScreen, .partialCurl)
        let content = View(frame: Rect(x: 0, y: 200, width: 375, height: 100))
        f.sheet.view.addSubview(content)
        f.root.present(f.sheet, animated: true)
        let p = try #require(f.root.presentationShown)
        #expect(p.curlRevealedHeight == 667 - 200)
        // The presented view lies under the presenter's page.
        let space = try #require(f.root.view.superview)
        #expect(space.subviews.firstIndex { $0 === p.container }! < space.subviews.firstIndex { $0 === f.root.view }!)
        f.frames(12)
        let ty = f.root.view.presentationTransform.ty
        #expect(ty < 0 && ty > -467)
        f.settle()
        #expect(f.root.view.transform == .translation(x: 0, y: -467))
        #expect(!f.root.view.isHidden)
        f.sheet.dismiss(animated: true)
        f.settle()
        #expect(f.root.view.transform == .identity && p.container.superview == nil)
    }

    @Test("partial curl outside full screen slides up as cover vertical (UIKit raises)")
    func partialCurlNeedsFullScreen() throws {
        let f = Self.fixture(.overFullScreen, .partialCurl)
        f.root.present(f.sheet, animated: true)
        f.frames(12)
        #expect(f.sheet.view.presentationTransform.ty > 0)
        f.settle()
        #expect(f.root.view.transform == .identity)
    }

    @Test("an alert keeps its own transition whatever modalTransitionStyle says")
    func alertIgnoresTransitionStyle() throws {
        let f = PresentationFixture(style: .fullScreen)
        let alert = AlertController(title: "T", message: "M", preferredStyle: .alert)
        alert.modalTransitionStyle = .flipHorizontal
        f.root.present(alert, animated: true)
        let p = try #require(alert.presentationController)
        #expect(!(p.transitionAnimator(presenting: true) is ModalTransitionAnimator))
        f.settle()
        #expect(alert.view.transform == .identity && f.root.view.layer.isDoubleSided)
    }
}
