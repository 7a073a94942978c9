import Render
import Widgets

/// What the host must do after a shortcut the simulator cannot do alone.
enum HostRequest: Equatable {
    case screenshot
    case quit
}

extension Simulator {
    /// Zoom presets of the desktop window (100 %, 75 %, 50 %).
    static let zoomPresets = [1.0, 0.75, 0.5]

    /// Delivers a key press to the app's responder chain, at whose end the shortcuts are; returns what the
    /// host must do, if anything. Keys nothing takes do nothing.
    @discardableResult
    func handle(_ combo: KeyCombo) -> HostRequest? {
        pendingHostRequest = nil
        defer { pendingHostRequest = nil }
        if showsHelp, combo == KeyCombo(.escape) {
            showsHelp = false
            window.setNeedsDisplay()
            return nil
        }
        if accessibilityInspectorKey(combo) || inspectorKey(combo) { return nil }
        window.sendKey(combo)
        return pendingHostRequest
    }

    /// Typed text, for a text-input first responder in the app.
    func insertText(_ text: String) {
        window.sendText(text)
    }

    /// Where the focused input's caret is on the screen (the app's window sits at the pane's origin), for
    /// the input method's candidate list; nil when no text input is focused.
    var textInputRect: Rect? {
        window.textInputRect.map { $0.offsetBy(dx: paneFrame.minX, dy: paneFrame.minY) }
    }

    /// An input method's composition in progress, for a text-input first responder in the app.
    func setMarkedText(_ text: String, cursor: Int) {
        window.sendMarkedText(text, cursor: cursor)
    }

    /// Carries out a shortcut; returns what the host must do, if anything.
    func perform(_ action: ShortcutAction) -> HostRequest? {
        window.setNeedsDisplay()
        switch action {
        case let .rotate(clockwise):
            rotate(clockwise: clockwise)
        case .nextDevice, .previousDevice:
            let all = DeviceCatalog.all
            let index = all.firstIndex(of: device) ?? 0
            let step = action == .nextDevice ? 1 : all.count - 1
            let next = all[(index + step) % all.count]
            change(to: ScreenConfiguration(device: next, orientation: orientation, multitasking: .full))
        case .cycleMultitasking:
            guard device.isPad else {
                showHint("Split View needs an iPad (Ctrl+D changes the device)")
                return nil
            }
            let next = device.multitasking(after: multitasking, in: orientation)
            change(to: ScreenConfiguration(device: device, orientation: orientation, multitasking: next))
        case let .zoom(z):
            zoom = z
            onScreenChange?(configuration)
        case .pixelAccurateZoom:
            zoom = device.scale
            onScreenChange?(configuration)
        case .toggleSlowAnimations:
            slowAnimations.toggle()
            showHint(slowAnimations ? "Slow animations on (×10)" : "Slow animations off")
        case .screenshot:
            return .screenshot
        case .toggleInspector:
            showsInspector.toggle()
        case .toggleAccessibilityInspector:
            toggleAccessibilityInspector()
        case .toggleHardwareKeyboard:
            window.keyboard.isHardwareKeyboardConnected.toggle()
            showHint(window.keyboard.isHardwareKeyboardConnected ? "Hardware keyboard connected: no on-screen keyboard"
                     : "Hardware keyboard disconnected")
        case .toggleHelp:
            showsHelp.toggle()
        case .toggleAppearance:
            setAppearance(userInterfaceStyle == .dark ? .light : .dark)
        case let .stepTextSize(offset):
            setContentSizeCategory(contentSizeCategory.stepped(by: offset))
        case .catalog:
            open(sceneNamed: "catalog")
        case .quit:
            return .quit
        }
        return nil
    }
}
