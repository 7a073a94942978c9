import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

/// The status bar's style and hidden state resolved as UIKit resolves them: from the window's root down
/// `childForStatusBarStyle` (a navigation controller answers from its bar's style, a tab bar controller
/// for its selected controller), a controller presented full screen or capturing the status bar deciding,
/// and `setNeedsStatusBarAppearanceUpdate()` inside an animation block moving the bar as
/// `preferredStatusBarUpdateAnimation` says.
@MainActor
@Suite("UIKit status bar style")
struct UIStatusBarStyleTests {
    final class StyledController: UIViewController {
        var style: UIStatusBarStyle
        var hidesBar = false
        var animation: UIStatusBarAnimation = .fade
        init(_ style: UIStatusBarStyle) {
            self.style = style
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidesBar }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    }

    @Test("a navigation controller answers from its bar: .black gives light content whatever the top controller prefers; with the bar hidden the top controller answers")
    func navigationController() {
        let top = StyledController(.darkContent)
        let navigation = UINavigationController(rootViewController: top)
        let host = UIKitHost(navigation)
        host.window.step(host.clock, frames: 2)
        #expect(navigation.childForStatusBarStyle == nil)
        #expect(host.window.statusBar.style == .default, "the top controller's .darkContent is not asked")
        navigation.navigationBar.barStyle = .black
        #expect(navigation.preferredStatusBarStyle == .lightContent)
        #expect(host.window.statusBar.style == .lightContent, "setting the bar's style updates the status bar")
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(navigation.childForStatusBarStyle === top)
        #expect(host.window.statusBar.style == .darkContent)
    }

    @Test("a tab bar controller answers for its selected controller, read again when the other tab appears")
    func tabBarController() {
        let light = StyledController(.lightContent), dark = StyledController(.darkContent)
        let tabs = UITabBarController()
        tabs.viewControllers = [light, dark]
        let host = UIKitHost(tabs)
        host.window.step(host.clock, frames: 2)
        #expect(tabs.childForStatusBarStyle === light)
        #expect(host.window.statusBar.style == .lightContent)
        tabs.selectedIndex = 1
        host.window.step(host.clock, frames: 30)
        #expect(host.window.statusBar.style == .darkContent)
    }

    @Test("a controller presented full screen decides until it is dismissed; a page sheet does not, unless it captures the status bar")
    func presentations() {
        let root = StyledController(.darkContent)
        let host = UIKitHost(root)
        host.window.step(host.clock, frames: 2)
        #expect(host.window.statusBar.style == .darkContent)

        let full = StyledController(.lightContent)
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: true)
        host.window.step(host.clock, frames: 40)
        #expect(host.window.statusBar.style == .lightContent)
        full.dismiss(animated: true)
        host.window.step(host.clock, frames: 40)
        #expect(host.window.statusBar.style == .darkContent)

        let sheet = StyledController(.lightContent)
        root.present(sheet, animated: true)
        host.window.step(host.clock, frames: 40)
        #expect(root.presentedViewController === sheet)
        #expect(host.window.statusBar.style == .darkContent, "a page sheet leaves the status bar to its presenter")
        sheet.dismiss(animated: false)
        host.window.step(host.clock, frames: 2)

        let capturing = StyledController(.lightContent)
        capturing.modalPresentationCapturesStatusBarAppearance = true
        capturing.hidesBar = true
        root.present(capturing, animated: true)
        host.window.step(host.clock, frames: 40)
        #expect(host.window.statusBar.style == .lightContent)
        #expect(host.window.isStatusBarHidden)
        capturing.dismiss(animated: true)
        host.window.step(host.clock, frames: 40)
        #expect(host.window.statusBar.style == .darkContent, "the presenter decides again once the sheet is gone")
        #expect(!host.window.isStatusBarHidden)
    }

    @Test("inside UIView.animate the bar hides with the block's timing as preferredStatusBarUpdateAnimation says; outside one it jumps")
    func animatedHiding() {
        let controller = StyledController(.default)
        let host = UIKitHost(controller)
        host.window.step(host.clock, frames: 2)
        controller.hidesBar = true
        controller.animation = .slide
        UIView.animate(withDuration: 0.4) { controller.setNeedsStatusBarAppearanceUpdate() }
        #expect(host.window.isStatusBarHidden)
        #expect(host.window.statusBar.animation == .slide)
        host.window.step(host.clock, frames: 12)
        let halfway = host.window.statusBar.shownFraction
        #expect(halfway > 0.1 && halfway < 0.9, "0.2 s into a 0.4 s slide: \(halfway)")
        host.window.step(host.clock, frames: 14)
        #expect(host.window.statusBar.shownFraction == 0)

        controller.hidesBar = false
        controller.animation = .fade
        UIView.animate(withDuration: 0.4) { controller.setNeedsStatusBarAppearanceUpdate() }
        #expect(host.window.statusBar.animation == .fade)
        host.window.step(host.clock, frames: 6)
        let fading = host.window.statusBar.shownFraction
        #expect(fading > 0 && fading < 1)
        host.window.step(host.clock, frames: 20)
        #expect(host.window.statusBar.shownFraction == 1)

        controller.hidesBar = true
        controller.animation = .none
        UIView.animate(withDuration: 0.4) { controller.setNeedsStatusBarAppearanceUpdate() }
        #expect(host.window.statusBar.shownFraction == 0, ".none hides at once, even in a block")
        controller.hidesBar = false
        controller.animation = .slide
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(host.window.statusBar.shownFraction == 1, "outside a block the bar shows at once")
        #expect(host.window.statusBar.animation == .none)
    }

    @Test("a style change inside an animation block cross-fades; .default resolves in the deciding controller's interface style")
    func styleFadeAndOverride() {
        let controller = StyledController(.default)
        let host = UIKitHost(controller)
        host.window.step(host.clock, frames: 2)
        #expect(host.window.statusBarContentAppearance.darkness == 0)
        controller.style = .lightContent
        UIView.animate(withDuration: 0.3) { controller.setNeedsStatusBarAppearanceUpdate() }
        #expect(host.window.statusBar.style == .lightContent && host.window.statusBar.previousStyle == .default)
        host.window.step(host.clock, frames: 9)
        let fraction = host.window.statusBar.styleFraction
        #expect(fraction > 0 && fraction < 1)
        host.window.step(host.clock, frames: 12)
        #expect(host.window.statusBar.styleFraction == 1)

        controller.style = .default
        controller.overrideUserInterfaceStyle = .dark
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(host.window.statusBar.styleFraction == 1, "outside a block the style changes at once")
        #expect(host.window.statusBarContentAppearance.darkness == 1, "a dark screen's .default is light content")
        #expect(host.window.appearance.darkness == 0)
    }

    @Test("UIApplication.statusBarStyle is the deciding controller's: a page sheet's preference does not count")
    func applicationStyle() {
        let root = StyledController(.darkContent)
        let host = UIKitHost(root)
        host.window.step(host.clock, frames: 2)
        let sheet = StyledController(.lightContent)
        root.present(sheet, animated: false)
        host.window.step(host.clock, frames: 2)
        #expect(root.statusBarDecider === root)
        let full = StyledController(.lightContent)
        full.modalPresentationStyle = .fullScreen
        sheet.present(full, animated: false)
        host.window.step(host.clock, frames: 2)
        #expect(root.statusBarDecider === full, "the last full-screen controller of the chain")
        #expect(host.window.statusBar.style == .lightContent)
    }
}
