import Render
import Testing
import TestSupport
import UIKit

/// `overrideUserInterfaceStyle` as apps write it to opt a screen (or the whole window) out of dark mode.
@MainActor
struct UIOverrideUserInterfaceStyleTests {
    /// A screen that forces dark in `viewDidLoad` and logs its trait changes.
    final class DarkScreen: UIViewController {
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            overrideUserInterfaceStyle = .dark
            view.backgroundColor = .systemBackground
        }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            log.append("\(previous?.userInterfaceStyle ?? .unspecified)→\(traitCollection.userInterfaceStyle)")
        }
    }

    @Test("a controller's override gives it, its children and its views the style, and it draws dark in a light window")
    func controllerOverride() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        window.traitCollection.userInterfaceStyle = .light   // as a device in light mode reports it
        let screen = DarkScreen()
        let child = UIViewController()
        screen.addChild(child)
        screen.view.addSubview(child.view)
        child.didMove(toParent: screen)
        window.rootViewController = screen
        window.step(clock)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        #expect(screen.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark, "children adopt it, as UIKit documents")
        #expect(screen.view.traitCollection.userInterfaceStyle == .dark)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 50, y: 90) == Color.black, "systemBackground resolves dark")

        screen.log.removeAll()
        screen.overrideUserInterfaceStyle = .unspecified
        #expect(screen.traitCollection.userInterfaceStyle == .light, "unspecified follows the window again")
        #expect(screen.log == ["dark→light"], "one trait change, at once")
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 50, y: 90) == Color.white)
    }

    @Test("the simulator's dark mode does not reach a controller that overrides light")
    func overrideSurvivesSystemToggle() {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        let screen = UIViewController()
        screen.overrideUserInterfaceStyle = .light
        window.rootViewController = screen
        window.step(clock)
        window.transition(toUserInterfaceStyle: .dark, animated: false)
        window.step(clock)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.traitCollection.userInterfaceStyle == .light)
    }

    @Test("a window's override holds through the system toggle and gives way to it when cleared")
    func windowOverride() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        window.rootViewController = screen
        window.overrideUserInterfaceStyle = .light
        window.transition(toUserInterfaceStyle: .dark, animated: false)
        window.step(clock)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        #expect(screen.traitCollection.userInterfaceStyle == .light)
        #expect(try Golden.draw(window).pixel(x: 50, y: 90) == Color.white)
        window.overrideUserInterfaceStyle = .unspecified
        window.step(clock)
        #expect(window.traitCollection.userInterfaceStyle == .dark, "the system's dark, asked for under the override")
        #expect(try Golden.draw(window).pixel(x: 50, y: 90) == Color.black)
        window.overrideUserInterfaceStyle = .dark
        window.transition(toUserInterfaceStyle: .light, animated: false)
        window.overrideUserInterfaceStyle = .unspecified
        #expect(window.traitCollection.userInterfaceStyle == .light)
    }
}
