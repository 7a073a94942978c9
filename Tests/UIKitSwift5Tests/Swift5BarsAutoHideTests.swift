import Testing
import TestSupport
import UIKit
// Handheld-only: the window's pointer injection and the bar's content, to drive and read the screen.
@testable import Widgets

/// A reader screen as Swift 5 apps write one: the bars go on an upward swipe and come back on a downward
/// one, set in viewDidLoad; a Select button that swaps itself for Done with the animated setters.
final class ReaderViewController: UIViewController {
    let textScroll = UIScrollView()
    lazy var selectItem = UIBarButtonItem(title: "Select", primaryAction: UIAction { [weak self] _ in self?.beginSelecting() })
    lazy var doneItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.endSelecting() })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chapter 1"
        navigationController?.hidesBarsOnSwipe = true
        textScroll.frame = view.bounds
        textScroll.contentSize = CGSize(width: view.bounds.width, height: 4000)
        view.addSubview(textScroll)
        navigationItem.rightBarButtonItem = selectItem
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        textScroll.frame = view.bounds
    }

    func beginSelecting() {
        navigationItem.setRightBarButton(doneItem, animated: true)
        navigationItem.setHidesBackButton(true, animated: true)
    }

    func endSelecting() {
        navigationItem.setRightBarButton(selectItem, animated: true)
        navigationItem.setHidesBackButton(false, animated: true)
    }
}

@MainActor
struct Swift5BarsAutoHideTests {
    private func launch() -> (UIWindow, ManualClock, UINavigationController, ReaderViewController) {
        let reader = ReaderViewController()
        let library = UIViewController()
        library.title = "Library"
        let navigation = UINavigationController(rootViewController: library)
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.rootViewController = navigation
        window.step(clock)
        navigation.pushViewController(reader, animated: false)
        window.step(clock)
        return (window, clock, navigation, reader)
    }

    private func drag(_ window: UIWindow, _ clock: ManualClock, from y0: CGFloat, to y1: CGFloat) {
        func at(_ y: CGFloat, _ phase: UITouch.Phase) {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(phase, at: CGPoint(x: 200, y: y), time: clock.now)
            window.advanceFrame()
        }
        at(y0, .began)
        for i in 1...10 { at(y0 + (y1 - y0) * CGFloat(i) / 10, .moved) }
        at(y1, .ended)
    }

    @Test("hidesBarsOnSwipe set in viewDidLoad: reading on, the bar slides away and the safe area gives its room to the text")
    func swipeHides() {
        let (window, clock, navigation, reader) = launch()
        #expect(navigation.hidesBarsOnSwipe)
        #expect(navigation.barHideOnSwipeGestureRecognizer.isEnabled)
        #expect(reader.view.safeAreaInsets.top == 64)
        drag(window, clock, from: 500, to: 300)
        #expect(navigation.isNavigationBarHidden)
        window.step(clock, frames: 14)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: -44, width: 375, height: 44))
        #expect(reader.view.safeAreaInsets.top == 20)
        #expect(reader.textScroll.adjustedContentInset.top == 20)
        drag(window, clock, from: 300, to: 450)
        window.step(clock, frames: 14)
        #expect(!navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(reader.view.safeAreaInsets.top == 64)
    }

    @Test("the animated setters cross-fade Select into Done and fade the back button out, then back")
    func animatedItems() throws {
        let (window, clock, navigation, reader) = launch()
        let bar = try #require(navigation.navigationBar.contentView)
        let select = try #require(bar.rightButtons.first)
        let back = try #require(bar.backButton)
        reader.beginSelecting()
        let done = try #require(bar.rightButtons.first)
        #expect(done !== select && bar.backButton == nil)
        window.step(clock, frames: 8)
        // About half way through the 0.25 s fade: the old and new are both partly there.
        #expect(select.presentationAlpha > 0.05 && select.presentationAlpha < 0.95)
        #expect(done.presentationAlpha > 0.05 && done.presentationAlpha < 0.95)
        #expect(back.presentationAlpha > 0.05 && back.presentationAlpha < 0.95)
        window.step(clock, frames: 10)
        #expect(select.superview == nil && back.superview == nil)
        #expect(done.presentationAlpha == 1)
        #expect(navigation.navigationBar.backIndicator.presentationAlpha == 0)
        reader.endSelecting()
        window.step(clock, frames: 18)
        #expect(bar.backButton != nil && navigation.navigationBar.backIndicator.presentationAlpha == 1)
        #expect(bar.rightButtons.first?.presentationAlpha == 1)
    }
}
