import Render
import Testing
import TestSupport
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// A root controller that logs the rotation callbacks in order.
@MainActor
final class RotationLogController: ViewController {
    let log = EventLog()
    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        log.add("willTransition \(size) traits=\(traitCollection.horizontalSizeClass.rawValue)")
        coordinator.animate(alongsideTransition: { [log] c in log.add("alongside percent=\(c.percentComplete.compact)") },
                            completion: { [log] c in log.add("completion percent=\(c.percentComplete.compact) cancelled=\(c.isCancelled)") })
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        log.add("traits \(previous?.horizontalSizeClass.rawValue ?? "-")→\(traitCollection.horizontalSizeClass.rawValue)")
    }
}

@MainActor
func makeSimulator(_ device: String, orientation: Orientation = .portrait) throws -> (Simulator, ManualClock) {
    let clock = ManualClock()
    let config = ScreenConfiguration(device: try DeviceCatalog.named(device), orientation: orientation)
    SceneCatalog.registerDemos()
    let sim = try Simulator(configuration: config, scene: try SceneCatalog.named("placeholder"), clock: clock, measurer: FixedTextMeasurer())
    return (sim, clock)
}

@MainActor
func step(_ sim: Simulator, _ clock: ManualClock, frames: Int) {
    for _ in 0..<frames {
        clock.advance(by: 1.0 / 60)
        sim.advanceFrame()
    }
}

@MainActor
@Suite("Simulator shell")
struct SimulatorTests {
    @Test("rotation: will transition, then traits change, then alongside, then completion after 0.4 s")
    func rotationOrder() throws {
        let (sim, clock) = try makeSimulator("iphone-8-plus")
        let root = RotationLogController()
        sim.window.rootViewController = root
        root.log.clear()
        _ = sim.handle(try KeyCombo.parse("ctrl+right"))
        #expect(sim.orientation == .landscapeRight)
        #expect(sim.screenSize == Size(width: 736, height: 414))
        step(sim, clock, frames: 23)
        #expect(root.log.entries == ["willTransition 736×414 traits=compact", "traits compact→regular", "alongside percent=0"])
        #expect(sim.activeTransition != nil)
        step(sim, clock, frames: 1)
        #expect(root.log.entries.last == "completion percent=1 cancelled=false")
        #expect(sim.activeTransition == nil)
        #expect(sim.window.size == Size(width: 736, height: 414))
        #expect(root.view.presentationFrame.size == Size(width: 736, height: 414))
    }

    @Test("a rotation asked for while one runs is queued and starts when the first ends")
    func queuedRotation() throws {
        let (sim, clock) = try makeSimulator("iphone-8")
        let root = RotationLogController()
        sim.window.rootViewController = root
        root.log.clear()
        _ = sim.handle(try KeyCombo.parse("ctrl+right"))
        step(sim, clock, frames: 10)
        _ = sim.handle(try KeyCombo.parse("ctrl+right"))
        #expect(sim.orientation == .landscapeRight)
        step(sim, clock, frames: 14)
        #expect(sim.orientation == .landscapeLeft)
        step(sim, clock, frames: 24)
        #expect(sim.isSettled)
        #expect(root.log.entries.filter { $0.hasPrefix("willTransition") } == ["willTransition 667×375 traits=compact", "willTransition 667×375 traits=compact"])
        #expect(root.log.entries.filter { $0.hasPrefix("completion") }.count == 2)
    }

    @Test("the window size after each shortcut")
    func windowSizes() throws {
        let (sim, clock) = try makeSimulator("iphone-se")
        var sizes: [String] = []
        for combo in ["ctrl+d", "ctrl+d", "ctrl+shift+d", "ctrl+left", "ctrl+3", "ctrl+2", "ctrl+1"] {
            _ = sim.handle(try KeyCombo.parse(combo))
            step(sim, clock, frames: 30)
            sizes.append("\(sim.device.name) \(sim.screenSize) ×\(sim.zoom.compact)")
        }
        #expect(sizes == ["iphone-8 375×667 ×1", "iphone-8-plus 414×736 ×1", "iphone-8 375×667 ×1",
                          "iphone-8 667×375 ×1", "iphone-8 667×375 ×0.5", "iphone-8 667×375 ×0.75", "iphone-8 667×375 ×1"])
    }

    @Test("Ctrl+M cycles an iPad's Split View widths and the size classes follow; on an iPhone it shows a hint")
    func multitasking() throws {
        let (pad, clock) = try makeSimulator("ipad", orientation: .landscapeLeft)
        var seen: [String] = []
        for _ in 0..<4 {
            _ = pad.handle(try KeyCombo.parse("ctrl+m"))
            step(pad, clock, frames: 30)
            seen.append("\(pad.multitasking.rawValue) \(pad.paneFrame.width.compact) \(pad.window.traitCollection.horizontalSizeClass.rawValue)")
        }
        #expect(seen == ["two-thirds 694 regular", "half 507 compact", "one-third 320 compact", "full 1024 regular"])
        let (phone, _) = try makeSimulator("iphone-8")
        _ = phone.handle(try KeyCombo.parse("ctrl+m"))
        #expect(phone.multitasking == .full)
        #expect(phone.hint?.text.contains("iPad") == true)
    }

    @Test("the title shows device, orientation, zoom and slow animations")
    func title() throws {
        let (sim, _) = try makeSimulator("ipad")
        _ = sim.handle(try KeyCombo.parse("ctrl+t"))
        _ = sim.handle(try KeyCombo.parse("ctrl+2"))
        #expect(WindowTitle.text(for: sim) == "iPad - Portrait - 75 % - slow animations - Handheld")
        #expect(sim.window.engine.slowAnimationFactor == 10)
    }

    @Test("Ctrl+S asks the host for a screenshot and Ctrl+Q to quit; F1 and Ctrl+/ toggle help")
    func hostRequests() throws {
        let (sim, _) = try makeSimulator("iphone-8")
        #expect(sim.handle(try KeyCombo.parse("ctrl+s")) == .screenshot)
        #expect(sim.handle(try KeyCombo.parse("ctrl+q")) == .quit)
        _ = sim.handle(try KeyCombo.parse("f1"))
        #expect(sim.showsHelp)
        _ = sim.handle(try KeyCombo.parse("ctrl+/"))
        #expect(!sim.showsHelp)
        #expect(sim.handle(try KeyCombo.parse("ctrl+k")) == nil)
    }

    @Test("the help card is modal: a click closes it and never reaches the app, Esc closes it, the wheel is ignored")
    func helpIsModal() throws {
        let (sim, clock) = try makeSimulator("iphone-8")
        let box = try #require(sim.window.rootView.viewWithIdentifier("box"))
        let centre = box.presentationFrameInWindow.center
        _ = sim.handle(try KeyCombo.parse("f1"))
        sim.pointer(.began, at: centre, time: clock.now)
        #expect(!sim.showsHelp)
        sim.pointer(.ended, at: centre, time: clock.now)
        step(sim, clock, frames: 30)
        #expect(box.alpha == 1, "the tap that closed the card did not fade the box")
        _ = sim.handle(try KeyCombo.parse("f1"))
        #expect(sim.handle(try KeyCombo.parse("escape")) == nil)
        #expect(!sim.showsHelp)
        sim.pointer(.began, at: centre, time: clock.now)
        sim.pointer(.ended, at: centre, time: clock.now)
        step(sim, clock, frames: 30)
        #expect(box.alpha == 0, "with the card closed, a tap reaches the app")
    }

    @Test("the inspector hovers any visible view (labels too), a click selects without acting on the app, ↑ walks to the superview")
    func inspector() throws {
        let (sim, clock) = try makeSimulator("iphone-8")
        let box = try #require(sim.window.rootView.viewWithIdentifier("box"))
        let label = try #require(sim.window.rootView.viewWithIdentifier("placeholder-label"))
        _ = sim.handle(try KeyCombo.parse("ctrl+i"))
        sim.pointer(.moved, at: label.presentationFrameInWindow.center, time: clock.now)
        #expect(sim.inspector.hovered === label, "a label takes no touches but is inspected")
        sim.pointer(.began, at: box.presentationFrameInWindow.center, time: clock.now)
        sim.pointer(.ended, at: box.presentationFrameInWindow.center, time: clock.now)
        step(sim, clock, frames: 30)
        #expect(sim.inspector.selected === box)
        #expect(box.alpha == 1, "the click did not reach the app")
        #expect(Inspector.describe(box).first == "View #box")
        #expect(Inspector.describe(box).contains { $0.hasPrefix("traits compact/regular") })
        _ = sim.handle(try KeyCombo.parse("up"))
        #expect(sim.inspector.selected === box.superview)
        #expect(Inspector.describe(box.superview!).contains("controller PlaceholderViewController “Placeholder”"))
        _ = sim.handle(try KeyCombo.parse("escape"))
        #expect(sim.inspector.selected == nil)
        _ = sim.handle(try KeyCombo.parse("ctrl+i"))
        #expect(sim.inspector.hovered == nil, "turning the inspector off forgets its state")
    }

    @Test("Ctrl+4 is pixel accurate: the zoom becomes the device's scale (2 on an iPhone 8, 3 on an 8 Plus)")
    func pixelAccurate() throws {
        for (device, scale) in [("iphone-8", 2.0), ("iphone-8-plus", 3.0)] {
            let (sim, _) = try makeSimulator(device)
            var resized: [Double] = []
            sim.onScreenChange = { _ in resized.append(sim.zoom) }
            _ = sim.handle(try KeyCombo.parse("ctrl+4"))
            #expect(sim.zoom == scale && resized == [scale])
        }
    }
}
