import Foundation
import Render
import Widgets

/// Runs the simulator in a real desktop window: the SDL event pump, a monotonic clock, and a frame loop in
/// the fixed order input → animations → layout → draw → present. A frame is drawn only when something
/// changed or moves, at most 60 a second; in between the loop sleeps in the event wait until input
/// arrives or the next timer (or the hint's expiry) is due, and with none of those it sleeps until an event
/// arrives: an idle window wakes for nothing and costs no CPU (`scripts/idle-cpu-test.sh`). Every turn also
/// runs the main queue's blocks, main-actor jobs and due `RunLoop.main` timers (`MainRunLoop`), and the wait
/// ends at the next such timer or when another thread queues work (`MainQueueWatcher` wakes SDL).
@MainActor
final class WindowHost {
    let fonts: FontLibrary
    let clock = MonotonicClock()
    let simulator: Simulator
    let native: NativeWindow
    private var running = true
    private var needsPresent = true
    /// The device and orientation the window was last sized for (a change of either refits the zoom).
    private var sizedFor: ScreenConfiguration
    /// The zoom asked for (`--zoom`, Ctrl+1/2/3); nil while the zoom is the fit to the desktop.
    private var chosenZoom: Double?
    /// Called once, after the first frame is presented (`--print-startup`); returning false quits.
    var onFirstPresent: (() -> Bool)?
    /// When the last frame started (clock seconds), for pacing to 60 frames a second.
    private var lastFrameStart = -1.0

    /// Frames are paced to the 60 Hz of iOS displays; X servers without vsync (Xvfb) would otherwise
    /// draw as fast as the CPU allows.
    static let frameInterval = 1.0 / 60
    init(configuration: ScreenConfiguration, scene: Scene, zoom: Double?, slowAnimations: Bool,
         appearance: UserInterfaceStyle = .light, textSize: ContentSizeCategory = .large) throws {
        do { fonts = try FontLibrary() } catch { throw UsageError("\(error)", exitCode: UsageError.failure) }
        let screen = configuration.screenSize
        // Video stays up from the question about the desktop's size to the window (one X connection).
        let video = try? NativeWindow.VideoSession()
        defer { withExtendedLifetime(video) {} }
        let chosenZoom = zoom ?? Self.defaultZoom(for: screen)
        do {
            native = try NativeWindow(title: "Handheld", size: screen, zoom: chosenZoom, fonts: fonts)
        } catch {
            throw UsageError("cannot open a window (\(error)); with no display, try `xvfb-run \(ProgramName.current)` or `\(ProgramName.current) run SCRIPT`", exitCode: UsageError.failure)
        }
        simulator = try Simulator(configuration: configuration, scene: scene, clock: clock, measurer: fonts, zoom: chosenZoom,
                                  appearance: appearance, textSize: textSize)
        sizedFor = configuration
        self.chosenZoom = zoom
        simulator.slowAnimations = slowAnimations
        simulator.window.clipboard = SystemClipboard()
        simulator.onScreenChange = { [weak self] _ in self?.resizeWindow() }
        native.setTitle(WindowTitle.text(for: simulator))
    }

    /// How far one wheel notch scrolls (about three lines of text, as desktop toolkits do).
    static let pointsPerWheelNotch = 40.0

    /// The largest zoom preset whose window fits the desktop's usable area (an iPad Pro on a laptop gets
    /// 50 %), as the iOS Simulator's "Fit Screen".
    static func defaultZoom(for screen: Size, usable: Rect? = try? NativeWindow.usableDisplayBounds()) -> Double {
        guard let usable else { return 1 }
        // Leave room for the window's title bar and frame.
        let room = Size(width: usable.width - 16, height: usable.height - 48)
        return Simulator.zoomPresets.first { screen.width * $0 <= room.width && screen.height * $0 <= room.height }
            ?? Simulator.zoomPresets.last!
    }

    /// The zoom after a change of device or orientation: the zoom asked for, else on a new device the fit
    /// to the desktop; a rotation keeps the zoom shown before it (the iOS Simulator keeps its window scale
    /// when rotating). Never more than `fit`.
    static func zoom(after old: ScreenConfiguration, becomes new: ScreenConfiguration, current: Double, chosen: Double?,
                     fit: Double) -> Double {
        let wanted = chosen ?? (old.device == new.device ? current : fit)
        return min(wanted, fit)
    }

    /// The screen changed size or the zoom changed. A new device or orientation takes the largest zoom that
    /// fits the desktop, as the iOS Simulator's "Fit Screen" does, or the zoom asked for if that is smaller;
    /// a zoom asked for (Ctrl+1/2/3) is kept as it is. Either way the window is moved back onto the usable
    /// area if it now reaches past it.
    private func resizeWindow() {
        let config = simulator.configuration
        if config.device != sizedFor.device || config.orientation != sizedFor.orientation {
            if let usable = try? native.usableDisplayBounds() {
                let fit = Self.defaultZoom(for: simulator.screenSize, usable: usable)
                simulator.zoom = Self.zoom(after: sizedFor, becomes: config, current: simulator.zoom, chosen: chosenZoom, fit: fit)
            }
        } else if simulator.zoom != native.zoom {
            chosenZoom = simulator.zoom
        }
        sizedFor = config
        native.resize(points: simulator.screenSize, zoom: simulator.zoom)
        needsPresent = true
    }

    func run() {
        // Work queued for the main thread from other threads wakes the event wait (SDL has no run-loop
        // source, so the run loop cannot sleep for it); kept alive for the whole loop.
        let wakeUp = EventWakeUp()
        let watcher = wakeUp.flatMap { wakeUp in MainQueueWatcher { wakeUp.wake() } }
        defer { withExtendedLifetime(watcher) {} }
        while running {
            let events = native.pollEvents()
            for event in events { handle(event) }
            guard running else { break }
            // As UIApplication's run loop: input, then the main queue and timers, then the frame.
            drainMainRunLoop(watcher)
            let start = clock.now
            if simulator.advanceFrame() || needsPresent {
                lastFrameStart = start
                let canvas = native.beginFrame(clear: .black)
                simulator.draw(in: canvas)
                native.endFrame()
                let shown = native.shownZoom
                simulator.displayedZoom = abs(shown - simulator.zoom) < 0.005 ? nil : shown
                native.present()
                if let first = onFirstPresent {
                    onFirstPresent = nil
                    if !first() { running = false }
                }
                needsPresent = false
                simulator.lastFrameMilliseconds = (clock.now - start) * 1000
                native.setTitle(WindowTitle.text(for: simulator))
                native.setTextInputRect(simulator.textInputRect)
            }
            // Work the frame queued (a view appearing that schedules a timer) is serviced before sleeping;
            // if it changed anything the next frame comes at the next 60 Hz slot.
            let nextTimer = drainMainRunLoop(watcher)
            let busy = needsPresent || !simulator.isSettled || simulator.window.isBusy || simulator.window.isTrackingPointer
                || simulator.window.needsFrame
            let timerDelay = nextTimer.map { max(0, $0.timeIntervalSinceNow) } ?? .infinity
            native.waitEvent(timeout: min(sleep(busy: busy), timerDelay))
        }
    }

    /// `MainRunLoop.drainOnce()`, then lets the watcher look for more work; returns the next timer's date.
    @discardableResult
    private func drainMainRunLoop(_ watcher: MainQueueWatcher?) -> Date? {
        let next = MainRunLoop.drainOnce()
        watcher?.drained()
        return next
    }

    /// How long to wait for input before the next frame: until the next 60 Hz slot when something moves,
    /// otherwise until the next timer or hint expiry is due, or for ever (infinity) when nothing is.
    private func sleep(busy: Bool) -> Double {
        let now = clock.now
        if busy { return max(0, lastFrameStart + Self.frameInterval - now) }
        return simulator.nextWake.map { max(0, $0 - now) } ?? .infinity
    }

    private func handle(_ event: InputEvent) {
        switch event {
        case let .pointerDown(p, _): simulator.pointer(.began, at: p, time: clock.now, modifiers: native.heldModifiers)
        case let .pointerMove(p, _): simulator.pointer(.moved, at: p, time: clock.now, modifiers: native.heldModifiers)
        case let .pointerUp(p, _): simulator.pointer(.ended, at: p, time: clock.now, modifiers: native.heldModifiers)
        case let .hover(p, _): simulator.hover(at: p)
        case let .wheel(dx, dy, at, _):
            // Notches to points; a wheel turned away from the user scrolls toward the top (negative dy).
            // Shift turns a plain wheel sideways (macOS and GTK do), so a mouse without a tilt wheel reaches
            // horizontal scrollers: a collection view's orthogonal rows. Away from the user scrolls left.
            let (h, v) = native.heldModifiers.contains(.shift) && dx == 0 ? (-dy, 0.0) : (dx, dy)
            let screen = simulator.screenSize
            simulator.wheel(dx: h * Self.pointsPerWheelNotch, dy: -v * Self.pointsPerWheelNotch,
                            at: at ?? Point(x: screen.width / 2, y: screen.height / 2), time: clock.now)
        case let .key(key, modifiers):
            switch simulator.handle(KeyCombo(key, modifiers: modifiers)) {
            case .quit?: running = false
            case .screenshot?: saveScreenshot()
            case nil: break
            }
        case let .text(text): simulator.insertText(text)
        case let .markedText(text, cursor): simulator.setMarkedText(text, cursor: cursor)
        case .windowExposed: needsPresent = true
        case .windowResized:
            native.limitToUsableArea()
            needsPresent = true
        case .quit: running = false
        }
    }

    /// Ctrl+S: `Screenshot.save` at the device's pixels, then a toast naming both files and the folder.
    private func saveScreenshot() {
        do {
            let saved = try Screenshot.save(simulator, fonts: fonts, folder: "screenshots")
            let folder = (saved.png as NSString).deletingLastPathComponent
            let names = [saved.png, saved.json].map { ($0 as NSString).lastPathComponent }
            simulator.showHint("Saved \(names[0]) and \(names[1])\nin \(folder)", seconds: 4)
        } catch {
            StandardStream.error.writeLineIgnoringFailure("\(ProgramName.prefix)cannot save screenshot: \(error)")
            simulator.showHint("Cannot save the screenshot: \(error)")
        }
        needsPresent = true
    }
}
