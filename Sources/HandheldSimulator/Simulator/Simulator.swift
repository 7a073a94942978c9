import Foundation
import Render
import Widgets

/// The simulated device: a Widgets window sized to the app's pane, the scene shown in it, the chrome
/// around it (status bar, the other app in Split View, overlays), and the shortcuts. Both hosts drive it:
/// the real window on a monotonic clock and the headless runner on a virtual one, so scripts and people
/// see the same thing.
@MainActor
public final class Simulator {
    let clock: FrameClock
    let window: Window
    private(set) var configuration: ScreenConfiguration
    private(set) var sceneName: String
    /// Desktop window zoom (1, 0.75, 0.5); the headless runner uses its `--scale` here.
    var zoom: Double
    /// The scale the window really shows (window coordinates per point) when it differs from `zoom`: a
    /// window clamped to the desktop or resized by hand letterboxes the screen smaller. Set by the host.
    var displayedZoom: Double?
    var slowAnimations = false {
        didSet { window.engine.slowAnimationFactor = slowAnimations ? AnimationEngine.slowAnimationMultiplier : 1 }
    }
    /// The screen-change transition in flight and the change asked for while it runs (the latest wins).
    private(set) var screenTransition: TransitionCoordinator?
    private var queuedConfiguration: ScreenConfiguration?
    /// The configuration the running screen change started from.
    private(set) var previousConfiguration: ScreenConfiguration?
    /// Overlays toggled by shortcuts.
    var showsHelp = false
    /// The press that closed the help card, which the app never sees.
    private var pressClosedHelp = false
    /// Where Ctrl+S saves (the help card says so).
    var screenshotDirectory = FileManager.default.currentDirectoryPath + "/screenshots"
    var showsInspector = false {
        didSet { if !showsInspector { inspector = InspectorState() } }
    }
    /// What the inspector hovers and has selected.
    var inspector = InspectorState()
    /// The accessibility inspector (Ctrl+Shift+I) and the element it shows.
    var showsAccessibilityInspector = false
    var accessibilityInspector = AccessibilityInspectorState()
    /// A brief message drawn at the bottom ("Multitasking needs an iPad"), with the time it disappears.
    private(set) var hint: (text: String, until: Double)?
    /// Duration of the last drawn frame in ms, shown by the inspector (set by the host).
    var lastFrameMilliseconds = 0.0
    /// Whether the press in progress began on the status bar.
    private var statusBarPressed = false
    /// Alt+drag's second finger (see `pointer(_:at:time:modifiers:)`).
    var twoFingers = TwoFingerEmulation()
    /// Whether the press in progress is a Ctrl+drag's two separate fingers (Simulator+SecondFinger).
    var ctrlPinch = false
    /// Called whenever the screen size or zoom changes, so the host can resize its surface.
    var onScreenChange: ((ScreenConfiguration) -> Void)?
    /// The end of the app's responder chain, holding the shortcuts as key commands.
    private(set) lazy var shortcutResponder = ShortcutResponder(simulator: self)
    /// What the shortcut run by the key being handled needs from the host.
    var pendingHostRequest: HostRequest?

    init(configuration: ScreenConfiguration, scene: Scene, clock: FrameClock, measurer: TextMeasuring, zoom: Double = 1,
         appearance: UserInterfaceStyle = .light, textSize: ContentSizeCategory = .large) throws {
        self.configuration = configuration
        self.clock = clock
        self.zoom = zoom
        self.sceneName = scene.name
        window = Window(size: configuration.paneFrame.size, clock: clock, textMeasurer: measurer,
                        traits: configuration.traits.merging(TraitCollection(userInterfaceStyle: appearance,
                                                                             preferredContentSizeCategory: textSize)))
        window.applicationResponder = shortcutResponder
        window.safeAreaInsets = configuration.safeAreaInsets
        window.keyboard.metricsProvider = { [unowned self] _ in
            KeyboardMetrics.forScreen(portraitSize: device.pointSize, isPad: device.isPad, landscape: orientation.isLandscape)
        }
        window.rootViewController = try scene.make(self)
        window.layoutIfNeeded()
    }

    var device: Device { configuration.device }
    var orientation: Orientation { configuration.orientation }
    var multitasking: Multitasking { configuration.multitasking }
    var screenSize: Size { configuration.screenSize }
    var paneFrame: Rect { configuration.paneFrame }

    // MARK: Scenes

    /// Replaces the root controller with a new instance of `scene`; a scene that cannot be made (a missing
    /// fixture) throws and leaves the current one.
    func show(_ scene: Scene) throws {
        let root = try scene.make(self)
        window.cancelTouches()
        sceneName = scene.name
        window.clearLayoutWarnings()
        window.rootViewController = root
        window.layoutIfNeeded()
    }

    // MARK: Screen changes


    /// Moves to a new device, orientation or multitasking pane through the window's size transition
    /// (`Window.transition(toSize:…)`: UIKit's callbacks in UIKit's order). A change asked for while one
    /// runs waits, as `TransitionGate` decides for a screen change behind a screen change (only the latest
    /// is kept, since each names where the screen ends), and starts when the running one ends: screen
    /// changes are requests of the person holding the device, and each plays out in turn.
    func change(to newConfiguration: ScreenConfiguration, animated: Bool = true) {
        guard newConfiguration != configuration || screenTransition != nil else { return }
        switch TransitionGate.decide(running: screenTransition, requestIsScreenChange: true) {
        case .wait, .join:
            queuedConfiguration = newConfiguration
            return
        case .endRunning, .applyInside: window.finishTransitions()
        case .proceed: break
        }
        let old = configuration
        previousConfiguration = old
        configuration = newConfiguration
        onScreenChange?(newConfiguration)
        let kind: TransitionKind = old.device != newConfiguration.device ? .device
            : old.orientation != newConfiguration.orientation ? .rotation : .multitasking
        screenTransition = window.transition(toSize: newConfiguration.paneFrame.size,
                                             safeAreaInsets: newConfiguration.safeAreaInsets,
                                             traits: traits(for: newConfiguration), kind: kind, animated: animated) { [weak self] _ in
            guard let self else { return }
            self.screenTransition = nil
            self.previousConfiguration = nil
            self.window.setNeedsDisplay()
            if let next = self.queuedConfiguration {
                self.queuedConfiguration = nil
                if next != self.configuration { self.change(to: next) }
            }
        }
    }

    /// The window's traits for `configuration`: its size classes and scale, with the appearance and the
    /// text size kept.
    func traits(for configuration: ScreenConfiguration) -> TraitCollection {
        configuration.traits.merging(TraitCollection(userInterfaceStyle: userInterfaceStyle,
                                                     preferredContentSizeCategory: contentSizeCategory))
    }

    /// Light or dark, as the user chose (`--appearance`, Ctrl+Shift+A, the script's `appearance`).
    var userInterfaceStyle: UserInterfaceStyle { window.traitCollection.userInterfaceStyle }

    /// Switches the appearance through the window's cross-fading trait transition; the same style again
    /// does nothing.
    func setAppearance(_ style: UserInterfaceStyle, animated: Bool = true) {
        guard style != userInterfaceStyle else { return }
        window.transition(toUserInterfaceStyle: style, animated: animated)
    }

    /// The configuration the screen is heading to: the queued change's, else the current one. A script's
    /// next line is checked against it (`multitasking half` right after `device ipad-pro-11` is for the
    /// iPad, though the switch waits behind a running transition).
    var targetConfiguration: ScreenConfiguration { queuedConfiguration ?? configuration }

    func rotate(clockwise: Bool) {
        let target = targetConfiguration
        let next = clockwise ? target.orientation.rotatedClockwise(on: target.device)
                             : target.orientation.rotatedCounterClockwise(on: target.device)
        change(to: ScreenConfiguration(device: target.device, orientation: next, multitasking: target.multitasking))
    }

    /// Whether the status bar shows this frame. During a screen change it shows only if it shows both
    /// before and after: the app's bar moves between the top edge and below the status bar over the
    /// change, and a status bar drawn at once would have it pass underneath (iOS keeps the two apart).
    var showsStatusBar: Bool {
        guard let old = previousConfiguration, screenTransition != nil else { return true }
        return old.device.statusBarHeight(in: old.orientation) > 0
    }

    /// Shows `text` at the bottom of the screen for a moment.
    func showHint(_ text: String, seconds: Double = 2) {
        hint = (text, clock.now + seconds)
        window.setNeedsDisplay()
    }

    // MARK: Frames

    /// Runs the frame's non-drawing work; true when something must be drawn.
    @discardableResult
    func advanceFrame() -> Bool {
        var dirty = window.advanceFrame()
        if let hint, clock.now >= hint.until {
            self.hint = nil
            dirty = true
        }
        // The hint is drawn when it is shown (`showHint` marks the window) and when it expires (above); in
        // between nothing about it moves, so it costs no frames. The inspector shows the frame time.
        return dirty || showsInspector
    }

    /// The next clock time at which something is due with no input (a timer, the hint's expiry); nil when
    /// nothing is, and an idle host may sleep until an event arrives.
    var nextWake: Double? {
        [window.nextTimerDue, hint?.until].compactMap { $0 }.min()
    }

    /// Whether anything is still moving (the runner and tests wait for this to settle): an animation
    /// (scroll momentum included, which the engine runs), a screen change, or a scroll view held by a drag.
    var isSettled: Bool {
        !window.engine.isAnimating && screenTransition == nil && queuedConfiguration == nil && !isScrolling
    }

    /// Whether a scroll view in the window is being dragged.
    private var isScrolling: Bool {
        func moving(_ view: View) -> Bool {
            if let scroll = view as? ScrollView, scroll.isDragging { return true }
            return view.subviews.contains(where: moving)
        }
        return moving(window.rootView)
    }

    // MARK: Input

    /// iOS's status bar takes the touches on it, so the content scrolled under it never sees them, and a
    /// tap (press and release on it) scrolls the topmost scroll view to its top (`scrollsToTop`). True
    /// when the event was the status bar's.
    private func statusBarTap(_ phase: Touch.Phase, at screenPoint: Point) -> Bool {
        let height = device.statusBarHeight(in: orientation)
        switch phase {
        case .began:
            guard height > 0, screenPoint.y < height, !window.isTrackingPointer else { return false }
            statusBarPressed = true
            return true
        case .moved:
            return statusBarPressed
        case .ended, .cancelled:
            guard statusBarPressed else { return false }
            statusBarPressed = false
            if phase == .ended, screenPoint.y < height {
                window.scrollToTop(atX: screenPoint.x - paneFrame.minX)
            }
            return true
        }
    }

    /// A wheel scroll at a screen point (ignored over the other app, and while the help card is up).
    func wheel(dx: Double, dy: Double, at screenPoint: Point, time: Double) {
        guard !showsHelp else { return }
        let pane = paneFrame
        guard pane.contains(screenPoint) else { return }
        window.sendWheel(dx: dx, dy: dy, at: Point(x: screenPoint.x - pane.minX, y: screenPoint.y - pane.minY))
    }

    /// A pointer event in screen points. Presses outside the app's pane (the other app) are ignored; a
    /// press on the status bar is the status bar's (see `statusBarTap`).
    /// A mouse event with the modifiers held: Alt makes two fingers as the iOS Simulator's Option key
    /// does (`TwoFingerEmulation`: mirrored through the centre; with Shift, moved together).
    func pointer(_ phase: Touch.Phase, at screenPoint: Point, time: Double, modifiers: Modifiers) {
        if ctrlPinchPointer(phase, at: screenPoint, time: time, modifiers: modifiers) { return }
        let pane = paneFrame
        let local = Point(x: screenPoint.x - pane.minX, y: screenPoint.y - pane.minY)
        let second: Point?
        switch phase {
        case .began: second = twoFingers.press(at: local, alt: modifiers.contains(.alt),
                                               shift: modifiers.contains(.shift), screen: pane.size)
        case .moved: second = twoFingers.move(to: local)
        case .ended, .cancelled: second = twoFingers.release(at: local)
        }
        pointer(phase, at: screenPoint, second: second.map { Point(x: $0.x + pane.minX, y: $0.y + pane.minY) },
                time: time)
    }

    func pointer(_ phase: Touch.Phase, at screenPoint: Point, second: Point? = nil, time: Double) {
        // The help card is modal: a press closes it and the whole press stays with it.
        if showsHelp, phase == .began {
            showsHelp = false
            pressClosedHelp = true
            window.setNeedsDisplay()
            return
        }
        if pressClosedHelp {
            if phase == .ended || phase == .cancelled { pressClosedHelp = false }
            return
        }
        if inspectorPointer(phase, at: screenPoint) { return }
        let pane = paneFrame
        if phase == .began && !pane.contains(screenPoint) { return }
        if statusBarTap(phase, at: screenPoint) { return }
        if phase != .began && !window.isTrackingPointer { return }
        window.sendPointer(phase, at: Point(x: screenPoint.x - pane.minX, y: screenPoint.y - pane.minY),
                           second: second.map { Point(x: $0.x - pane.minX, y: $0.y - pane.minY) }, time: time)
    }
}

extension Simulator: SceneHost {
    /// Opens a scene on the next frame, so the scene that asked (from a table callback) is not torn down
    /// while it is still running.
    public func open(sceneNamed name: String) {
        window.schedule(after: 0) { [weak self] in
            guard let self else { return }
            do { try self.show(try SceneCatalog.named(name)) } catch { self.showHint("\(error)") }
        }
    }
}
