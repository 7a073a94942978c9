import Render
import Testing
import TestSupport
@testable import Widgets

/// UIAlertController's behaviour on the one presentation contract: geometry (270 pt card, side-by-side or
/// stacked buttons, the action sheet's separate cancel group), motion (scale from 1.2 and fade; slide up),
/// keys (Escape cancels, Return runs the preferred action), taps outside, and the order UIKit keeps: the
/// handler runs after the alert has been dismissed.
@MainActor
@Suite("Alerts: AlertController")
struct AlertControllerTests {
    static func fixture() -> PresentationFixture { PresentationFixture(style: .overFullScreen) }

    static func alert(_ style: AlertController.Style, _ titles: [(String, AlertAction.Style)], log: EventLog,
                      root: PageController? = nil) -> AlertController {
        let alert = AlertController(title: "Title", message: "A message.", preferredStyle: style)
        for (title, actionStyle) in titles {
            alert.addAction(AlertAction(title: title, style: actionStyle) { action in
                // What the presenter shows when the handler runs: UIKit has dismissed the alert by then.
                let presented = root?.presentedViewController == nil ? "none" : "alert"
                log.add("handler \(action.title ?? "") presented=\(presented)")
            })
        }
        return alert
    }

    static func tap(_ f: PresentationFixture, _ view: View) {
        let p = view.presentationFrameInWindow
        f.press(p.midX, p.midY)
        f.release(p.midX, p.midY)
    }

    @Test("two short actions sit side by side in a 270 pt card centred in the safe area, cancel on the left and semibold")
    func sideBySide() throws {
        let f = Self.fixture()
        let alert = Self.alert(.alert, [("OK", .default), ("Cancel", .cancel)], log: f.log)
        f.root.present(alert, animated: true)
        f.settle()
        let card = alert.card.presentationFrameInWindow
        #expect(Double(card.width) == 270)
        #expect(abs(Double(card.midX) - 187.5) <= 0.5)
        #expect(abs(Double(card.midY) - (20 + 647.0 / 2)) <= 0.5)
        let cancel = try #require(alert.button(for: alert.actions[1])), ok = try #require(alert.button(for: alert.actions[0]))
        #expect(Double(cancel.presentationFrameInWindow.minX) == Double(card.minX))
        #expect(Double(ok.presentationFrameInWindow.minX) == Double(card.midX))
        #expect(Double(ok.frame.height) == 44 && Double(ok.frame.maxY) == Double(alert.card.bounds.height))
        #expect(cancel.titleLabel.font.weight == .semibold && ok.titleLabel.font.weight == .regular)
    }

    @Test("three actions stack with the cancel action last; a preferred action takes the semibold weight")
    func stacked() throws {
        let f = Self.fixture()
        let alert = Self.alert(.alert, [("Cancel", .cancel), ("One", .default), ("Two", .destructive)], log: f.log)
        alert.preferredAction = alert.actions[1]
        f.root.present(alert, animated: false)
        f.settle()
        let ys = try alert.orderedActions.map { try #require(alert.button(for: $0)).frame.minY }.map(Double.init)
        #expect(alert.orderedActions.map(\.title) == ["One", "Two", "Cancel"])
        #expect(ys[1] - ys[0] == 44 && ys[2] - ys[1] == 44)
        #expect(try #require(alert.button(for: alert.actions[1])).titleLabel.font.weight == .semibold)
        #expect(try #require(alert.button(for: alert.actions[0])).titleLabel.font.weight == .regular)
        #expect(try #require(alert.button(for: alert.actions[2])).tintColor == .systemRed)
    }

    @Test("the alert fades in while its card scales from 1.2 to 1 over 0.4 s; it fades out in 0.25 s")
    func motion() {
        let f = Self.fixture()
        let alert = Self.alert(.alert, [("OK", .cancel)], log: f.log)
        f.root.present(alert, animated: true)
        f.frame()
        let firstAlpha = alert.view.presentationAlpha, firstScale = alert.card.presentationTransform.a
        f.frames(11)
        let midAlpha = alert.view.presentationAlpha, midScale = alert.card.presentationTransform.a
        #expect(firstAlpha < midAlpha && midAlpha < 1)
        #expect(firstScale > midScale && midScale > 1 && firstScale <= 1.2)
        f.frames(13)
        #expect(f.root.presentationShown?.transition == nil)
        #expect(alert.view.presentationAlpha == 1 && alert.card.presentationTransform.a == 1)
        alert.dismiss(animated: true)
        f.frames(8)
        #expect(alert.view.presentationAlpha > 0 && alert.card.presentationTransform.a == 1)
        f.frames(8)
        #expect(f.root.presentedViewController == nil)
    }

    @Test("a tapped button dismisses the alert first; the handler runs after, with nothing presented")
    func handlerAfterDismissal() throws {
        let f = Self.fixture()
        let alert = Self.alert(.alert, [("Cancel", .cancel), ("OK", .default)], log: f.log, root: f.root)
        f.root.present(alert, animated: true)
        f.settle()
        f.log.clear()
        Self.tap(f, try #require(alert.button(for: alert.actions[1])))
        #expect(f.log.entries.isEmpty)
        f.settle()
        #expect(f.log.entries == ["handler OK presented=none"])
    }

    @Test("Escape runs the cancel action, Return the preferred one, and Return without one does nothing")
    func keys() throws {
        let f = Self.fixture()
        let first = Self.alert(.alert, [("Cancel", .cancel), ("OK", .default)], log: f.log, root: f.root)
        f.root.present(first, animated: true)
        f.settle()
        f.log.clear()
        #expect(f.window.sendKey(try KeyCombo.parse("return")))
        f.settle()
        #expect(f.root.presentedViewController === first)
        _ = f.window.sendKey(try KeyCombo.parse("escape"))
        f.settle()
        #expect(f.log.entries == ["handler Cancel presented=none"])

        let second = Self.alert(.alert, [("Cancel", .cancel), ("OK", .default)], log: f.log, root: f.root)
        second.preferredAction = second.actions[1]
        f.root.present(second, animated: true)
        f.settle()
        f.log.clear()
        _ = f.window.sendKey(try KeyCombo.parse("return"))
        f.settle()
        #expect(f.log.entries == ["handler OK presented=none"])
    }

    @Test("an action sheet slides up with its cancel button in a group 8 pt below; a tap outside cancels it")
    func actionSheet() throws {
        let f = Self.fixture()
        let sheet = Self.alert(.actionSheet, [("Delete", .destructive), ("Cancel", .cancel), ("Save", .default)],
                               log: f.log, root: f.root)
        f.root.present(sheet, animated: true)
        f.frames(6)
        let rising = Double(sheet.card.presentationFrameInWindow.minY)
        f.settle()
        let group = sheet.card.presentationFrameInWindow, cancel = sheet.cancelCard.presentationFrameInWindow
        #expect(rising > Double(group.minY))
        #expect(Double(cancel.maxY) == 667 - 8 && Double(cancel.height) == 57)
        #expect(Double(cancel.minY) - Double(group.maxY) == 8)
        #expect(Double(group.width) == 375 - 16)
        #expect(sheet.orderedActions.map(\.title) == ["Delete", "Save"])
        f.log.clear()
        f.press(187, 100)
        f.release(187, 100)
        f.settle()
        #expect(f.log.entries == ["handler Cancel presented=none"])
    }

    @Test("a tap outside an alert does nothing")
    func alertOutside() {
        let f = Self.fixture()
        let alert = Self.alert(.alert, [("OK", .cancel)], log: f.log, root: f.root)
        f.root.present(alert, animated: true)
        f.settle()
        f.press(187, 100)
        f.release(187, 100)
        f.settle()
        #expect(f.root.presentedViewController === alert)
    }

    @Test("a text field takes the keyboard; Return runs the preferred action only once it is enabled")
    func textField() throws {
        let f = Self.fixture()
        let alert = Self.alert(.alert, [("Cancel", .cancel), ("OK", .default)], log: f.log, root: f.root)
        let ok = alert.actions[1]
        ok.isEnabled = false
        alert.preferredAction = ok
        #expect(alert.textFields == nil)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.addAction(for: .editingChanged) { input in ok.isEnabled = !input.text.isEmpty }
        }
        f.root.present(alert, animated: true)
        f.settle()
        let field = try #require(alert.textFields?.first)
        #expect(f.window.firstResponder === field)
        #expect(try #require(alert.button(for: ok)).isEnabled == false)
        f.log.clear()
        _ = f.window.sendKey(try KeyCombo.parse("return"))
        f.settle()
        #expect(f.root.presentedViewController === alert && f.log.entries.isEmpty)
        _ = f.window.sendText("Zoë")
        #expect(try #require(alert.button(for: ok)).isEnabled)
        _ = f.window.sendKey(try KeyCombo.parse("return"))
        f.settle()
        #expect(f.log.entries == ["handler OK presented=none"])
        #expect(field.text == "Zoë")
    }
}

/// A plain controller's transitioning delegate supplies the present and dismiss animators: the
/// transition runs for the animator's duration, on the same coordinator.
@MainActor
@Suite("Presentation: transitioningDelegate")
struct TransitioningDelegateTests {
    final class FadeAnimator: ViewControllerAnimatedTransitioning {
        let presenting: Bool
        let log: EventLog
        init(presenting: Bool, log: EventLog) { self.presenting = presenting; self.log = log }
        func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { 0.1 }
        func animateTransition(using context: ViewControllerContextTransitioning) {
            log.add("animate \(presenting ? "present" : "dismiss") duration=\(context.transitionDuration)")
            let view = context.view(forKey: presenting ? .to : .from)!
            if presenting {
                context.containerView!.addSubview(view)
                view.frame = context.containerView!.bounds
                view.alpha = 0
            }
            context.containerView!.animate(withDuration: 0.1, animations: { view.alpha = self.presenting ? 1 : 0 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    final class Delegate: ViewControllerTransitioningDelegate {
        let log: EventLog
        init(log: EventLog) { self.log = log }
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? {
            FadeAnimator(presenting: true, log: log)
        }
        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
            FadeAnimator(presenting: false, log: log)
        }
    }

    @Test("present and dismiss run the delegate's animators, each for its own 0.1 s")
    func customAnimators() {
        let f = PresentationFixture(style: .overFullScreen)
        let delegate = Delegate(log: f.log)
        f.sheet.transitioningDelegate = delegate
        f.root.present(f.sheet, animated: true)
        let presentFrames = f.settle()
        #expect(f.log.entries.contains("animate present duration=0.1"))
        #expect(presentFrames <= 8)
        #expect(f.sheet.view.presentationAlpha == 1)
        f.root.dismiss(animated: true)
        f.settle()
        #expect(f.log.entries.contains("animate dismiss duration=0.1"))
        #expect(f.root.presentedViewController == nil)
    }
}
