import Testing
import TestSupport
import UIKit

/// `point(inside:with:)` and `hitTest(_:with:)` overridden as UIKit code writes them, with the UIEvent
/// they receive, and `endEditing(_:)` on a container.
@MainActor
struct UIViewHitTestOverrideTests {
    /// An overlay that lets every touch through to what is below it, as UIKit code writes one.
    final class PassThroughView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    }

    /// A small button whose touch target is 20 pt larger on every side.
    final class GenerousButton: UIButton {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    /// A container that records each event hit testing hands it, then hits as usual.
    final class RecordingView: UIView {
        var events: [(touches: Int, timestamp: Double)] = []
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            events.append((event?.allTouches?.count ?? 0, event?.timestamp ?? -1))
            return super.hitTest(point, with: event)
        }
    }

    final class OverlayViewController: UIViewController {
        let log = EventLog()
        let container = RecordingView()
        lazy var below = UIButton(primaryAction: UIAction(title: "Below") { [unowned self] _ in log.add("below") })
        let overlay = PassThroughView()
        lazy var small = GenerousButton(primaryAction: UIAction(title: "S") { [unowned self] _ in log.add("small") })

        override func viewDidLoad() {
            super.viewDidLoad()
            container.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            view.addSubview(container)
            below.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            container.addSubview(below)
            overlay.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
            container.addSubview(overlay)
            small.frame = CGRect(x: 200, y: 400, width: 10, height: 10)
            container.addSubview(small)
        }
    }

    @Test("a view answering false from point(inside:with:) lets the tap through to the button below it")
    func passThroughOverlay() {
        let controller = OverlayViewController()
        let host = UIKitHost(controller)
        #expect(host.window.hitTest(CGPoint(x: 80, y: 122)) === controller.below)
        host.tap(CGPoint(x: 80, y: 122))
        #expect(controller.log.entries == ["below"])
    }

    @Test("an enlarged point(inside:with:) takes a tap 15 pt outside the button's frame")
    func enlargedTarget() {
        let controller = OverlayViewController()
        let host = UIKitHost(controller)
        host.tap(CGPoint(x: 190, y: 390))
        host.tap(CGPoint(x: 260, y: 460))
        #expect(controller.log.entries == ["small"])
    }

    @Test("a touch's hit test hands the override the event with its one touch and time; a code call passes nil")
    func hitTestSeesTheEvent() throws {
        let controller = OverlayViewController()
        let host = UIKitHost(controller)
        host.tap(CGPoint(x: 80, y: 122))
        #expect(controller.container.events.count == 1)
        #expect(controller.container.events.first?.touches == 1)
        let timestamp = try #require(controller.container.events.first?.timestamp)
        #expect(abs(timestamp - (host.clock.now - 1.0 / 60)) < 1e-9)
        _ = controller.container.hitTest(CGPoint(x: 5, y: 5), with: nil)
        #expect(controller.container.events.last?.touches == 0)
        #expect(controller.container.events.last?.timestamp == -1)
    }

    final class FormViewController: UIViewController {
        let field = UITextField()
        let other = UITextField()
        let form = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            form.frame = CGRect(x: 0, y: 80, width: 375, height: 100)
            field.frame = CGRect(x: 20, y: 10, width: 200, height: 34)
            form.addSubview(field)
            other.frame = CGRect(x: 20, y: 300, width: 200, height: 34)
            view.addSubview(form)
            view.addSubview(other)
        }
    }

    @Test("endEditing on a container resigns the field editing inside it, and leaves one outside it alone")
    func endEditingResignsInside() {
        let controller = FormViewController()
        let host = UIKitHost(controller)
        #expect(controller.other.becomeFirstResponder())
        #expect(controller.form.endEditing(true))
        #expect(controller.other.isFirstResponder)
        #expect(controller.field.becomeFirstResponder())
        #expect(controller.form.endEditing(false))
        #expect(!controller.field.isFirstResponder)
        #expect(host.window.firstResponder == nil)
    }
}
