import Render
import Testing
import TestSupport
import UIKit

/// `overrideUserInterfaceStyle` set on a plain view, as apps force one card or panel dark inside a light screen.
@MainActor
struct UIViewOverrideUserInterfaceStyleTests {
    /// A view that logs its trait changes under `name`.
    final class Logging: UIView {
        var name = ""
        var log: EventLog?
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            log?.add("\(name) \(previous?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)")
        }
    }

    func logging(_ name: String, _ log: EventLog, frame: CGRect) -> Logging {
        let view = Logging(frame: frame)
        view.name = name
        view.log = log
        return view
    }

    @Test("a view's override makes its subtree dark in a light window, in UIKit's order, and its colours resolve dark")
    func subtreeGoesDark() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        window.traitCollection.userInterfaceStyle = .light
        let log = EventLog()
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        let card = logging("card", log, frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        card.backgroundColor = .systemBackground
        let inner = logging("inner", log, frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.backgroundColor = .label
        let pinned = logging("pinned", log, frame: CGRect(x: 35, y: 10, width: 20, height: 20))
        pinned.overrideUserInterfaceStyle = .light
        pinned.backgroundColor = .systemBackground
        card.addSubview(inner)
        card.addSubview(pinned)
        let outside = logging("outside", log, frame: CGRect(x: 75, y: 75, width: 20, height: 20))
        screen.view.addSubview(card)
        screen.view.addSubview(outside)
        window.rootViewController = screen
        window.step(clock)
        log.clear()

        card.overrideUserInterfaceStyle = .dark
        #expect(log.entries == ["card light→dark", "inner light→dark"], "the card, then its subview; not the pinned one")
        #expect(card.traitCollection.userInterfaceStyle == .dark && inner.traitCollection.userInterfaceStyle == .dark)
        #expect(pinned.traitCollection.userInterfaceStyle == .light, "a subview's own override wins")
        #expect(outside.traitCollection.userInterfaceStyle == .light && screen.traitCollection.userInterfaceStyle == .light)
        window.step(clock)
        let s = try Golden.draw(window)
        #expect(s.pixel(x: 12, y: 60) == Color.black, "systemBackground resolves dark in the card")
        #expect(s.pixel(x: 25, y: 25) == Color.white, "label resolves white in the card's subview")
        #expect(s.pixel(x: 50, y: 25) == Color.white, "the light-pinned subview stays light")
        #expect(s.pixel(x: 5, y: 5) == Color.white, "the screen around stays light")

        log.clear()
        card.overrideUserInterfaceStyle = .dark
        #expect(log.entries.isEmpty, "the same style again changes nothing")
        card.overrideUserInterfaceStyle = .unspecified
        #expect(log.entries == ["card dark→light", "inner dark→light"])
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 12, y: 60) == Color.white)
    }

    @Test("a view's override wins over its controller's, and a subview added under it takes the style")
    func viewBeatsController() {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        let screen = UIViewController()
        screen.overrideUserInterfaceStyle = .dark
        window.rootViewController = screen
        window.step(clock)
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        panel.overrideUserInterfaceStyle = .light
        screen.view.addSubview(panel)
        let child = UIView()
        panel.addSubview(child)
        #expect(screen.view.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(panel.overrideUserInterfaceStyle == .light)
        screen.view.overrideUserInterfaceStyle = .light
        #expect(screen.view.traitCollection.userInterfaceStyle == .light, "the controller's root view's own override")
        #expect(screen.traitCollection.userInterfaceStyle == .dark, "the controller keeps its own")
    }
}
