import Render
import Testing
import TestSupport
@testable import Widgets

/// Animated changes of a shown navigation item: what changed cross-fades over 0.25 s on the virtual clock,
/// what did not change stays still, and an unanimated change is at once.
@MainActor
@Suite("Navigation item cross-fades")
struct NavigationItemCrossFadeTests {
    @MainActor
    private struct Fixture {
        let window: Window
        let clock: ManualClock
        let nav: NavigationController
        let page = ViewController()

        init() {
            (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
            window.safeAreaInsets = EdgeInsets(top: 20)
            let root = ViewController()
            root.title = "Library"
            nav = NavigationController(rootViewController: root)
            page.title = "Chapter"
            page.navigationItem.rightBarButtonItem = BarButtonItem(title: "Select")
            page.navigationItem.leftItemsSupplementBackButton = true
            page.navigationItem.leftBarButtonItem = BarButtonItem(title: "Fonts")
            window.rootViewController = nav
            window.step(clock)
            nav.pushViewController(page, animated: false)
            window.step(clock)
        }

        var content: NavigationBarContentView { nav.navigationBar.contentView! }
    }

    @Test("setRightBarButton animated: the old button fades out in place while the new fades in; the left one stays")
    func rightCrossFade() throws {
        let f = Fixture()
        let old = try #require(f.content.rightButtons.first)
        let left = try #require(f.content.leftButtons.first)
        let oldFrame = old.frame
        f.page.navigationItem.setRightBarButton(BarButtonItem(title: "Done"), animated: true)
        let new = try #require(f.content.rightButtons.first)
        #expect(new !== old && old.superview === f.content)
        #expect(f.content.leftButtons.first === left || f.content.leftButtons.first?.presentationAlpha == 1)
        #expect(new.presentationAlpha == 0 && old.presentationAlpha == 1)
        var samples: [(Double, Double)] = []
        for _ in 0..<16 {
            f.window.step(f.clock)
            samples.append((old.presentationAlpha, new.presentationAlpha))
        }
        // Every frame: the old only falls, the new only rises, and both move together (one curve).
        for (a, b) in zip(samples, samples.dropFirst()) { #expect(b.0 <= a.0 && b.1 >= a.1) }
        for s in samples { #expect(abs(s.0 + s.1 - 1) < 0.001) }
        let mid = samples[7]
        #expect(mid.0 > 0.2 && mid.0 < 0.8)
        #expect(old.frame == oldFrame)
        // 0.25 s: the old button is gone, the new one fully there; the left button never faded.
        #expect(old.superview == nil && new.presentationAlpha == 1)
        #expect(f.content.leftButtons.allSatisfy { $0.presentationAlpha == 1 })
        #expect(f.content.subviews.filter { $0 is BarButton }.count == 3)
    }

    @Test("setHidesBackButton animated fades the button and its chevron together, and back")
    func backButtonFade() throws {
        let f = Fixture()
        let back = try #require(f.content.backButton)
        let chevron = f.nav.navigationBar.backIndicator
        f.page.navigationItem.setHidesBackButton(true, animated: true)
        #expect(f.content.backButton == nil && back.superview === f.content)
        f.window.step(f.clock, frames: 8)
        #expect(back.presentationAlpha > 0.2 && back.presentationAlpha < 0.8)
        #expect(abs(chevron.presentationAlpha - back.presentationAlpha) < 0.001)
        f.window.step(f.clock, frames: 8)
        #expect(back.superview == nil && chevron.presentationAlpha == 0)
        f.page.navigationItem.setHidesBackButton(false, animated: true)
        let again = try #require(f.content.backButton)
        #expect(again.presentationAlpha == 0)
        f.window.step(f.clock, frames: 16)
        #expect(again.presentationAlpha == 1 && chevron.presentationAlpha == 1)
    }

    @Test("a title set inside an animation block cross-fades the old text out over the new")
    func titleInBlock() throws {
        let f = Fixture()
        f.nav.view.animate(withDuration: 0.3) { f.page.navigationItem.title = "Chapter 2" }
        let fading = try #require(f.content.viewWithIdentifier("navigation-title-fading") as? Label)
        #expect(fading.text == "Chapter" && f.content.titleLabel.text == "Chapter 2")
        f.window.step(f.clock, frames: 9)
        #expect(fading.presentationAlpha > 0.2 && fading.presentationAlpha < 0.8)
        #expect(f.content.titleLabel.presentationAlpha > 0.2 && f.content.titleLabel.presentationAlpha < 0.8)
        f.window.step(f.clock, frames: 10)
        #expect(fading.superview == nil && f.content.titleLabel.presentationAlpha == 1)
    }

    @Test("unanimated, the same changes are at once: no fading copies, nothing transparent")
    func atOnce() throws {
        let f = Fixture()
        let old = try #require(f.content.rightButtons.first)
        f.page.navigationItem.setRightBarButton(BarButtonItem(title: "Done"), animated: false)
        f.page.navigationItem.setHidesBackButton(true, animated: false)
        f.page.navigationItem.title = "Chapter 2"
        #expect(old.superview == nil && f.content.viewWithIdentifier("navigation-title-fading") == nil)
        #expect(f.content.rightButtons.first?.presentationAlpha == 1)
        #expect(f.nav.navigationBar.backIndicator.presentationAlpha == 0)
    }
}
