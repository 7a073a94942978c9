import Render

/// What a shortcut does. Scripts' `key` command and the real keyboard go through the same table.
enum ShortcutAction: Equatable {
    case rotate(clockwise: Bool)
    case nextDevice, previousDevice
    case cycleMultitasking
    case zoom(Double)
    /// One device pixel per window pixel: the zoom is the device's scale (200 % or 300 %), as the iOS
    /// Simulator's "Pixel Accurate" window size.
    case pixelAccurateZoom
    case toggleSlowAnimations
    case screenshot
    case toggleInspector
    /// The elements in VoiceOver's order, one at a time (`AccessibilityInspector`).
    case toggleAccessibilityInspector
    /// "Connect Hardware Keyboard" (the iOS Simulator's ⇧⌘K): the on-screen keyboard stays down.
    case toggleHardwareKeyboard
    case toggleHelp
    /// Light and dark in turn (the iOS Simulator's ⇧⌘A, "Toggle Appearance").
    case toggleAppearance
    /// The next larger (+1) or smaller (-1) Dynamic Type size, as the iOS Simulator's Environment
    /// Overrides → Text slider moves one notch.
    case stepTextSize(Int)
    case catalog
    case quit
}

/// One row of the shortcut table: the combos that trigger it and the line the help overlay shows beside
/// them (printed by `KeyCombo.displayName`). Alternates work the same but stay out of the help overlay,
/// which must fit a small screen at 50 % zoom. The simulator's `ShortcutResponder` offers every combo as a
/// key command.
struct Shortcut {
    let combos: [KeyCombo]
    let alternates: [KeyCombo]
    let help: String
    let action: ShortcutAction

    init(_ combos: [String], alternates: [String] = [], _ help: String, _ action: ShortcutAction) {
        // The table is written here; a typo in it is a programming error caught by the shortcut tests.
        self.combos = combos.map { try! KeyCombo.parse($0) }
        self.alternates = alternates.map { try! KeyCombo.parse($0) }
        self.help = help
        self.action = action
    }

    /// Every shortcut, in the order the help overlay and README list them.
    static let table: [Shortcut] = [
        Shortcut(["ctrl+left"], alternates: ["super+left"], "Rotate left", .rotate(clockwise: false)),
        Shortcut(["ctrl+right"], alternates: ["super+right"], "Rotate right", .rotate(clockwise: true)),
        Shortcut(["ctrl+d"], "Next device", .nextDevice),
        Shortcut(["ctrl+shift+d"], "Previous device", .previousDevice),
        Shortcut(["ctrl+m"], "Split View width (iPad)", .cycleMultitasking),
        Shortcut(["ctrl+1"], "Zoom 100 %", .zoom(1)),
        Shortcut(["ctrl+2"], "Zoom 75 %", .zoom(0.75)),
        Shortcut(["ctrl+3"], "Zoom 50 %", .zoom(0.5)),
        Shortcut(["ctrl+4"], "Pixel accurate (200 or 300 %)", .pixelAccurateZoom),
        Shortcut(["ctrl+t"], "Slow animations ×10", .toggleSlowAnimations),
        Shortcut(["ctrl+s"], "Screenshot + tree JSON", .screenshot),
        Shortcut(["ctrl+i"], "Inspector", .toggleInspector),
        Shortcut(["ctrl+shift+i"], "Accessibility inspector (VoiceOver order)", .toggleAccessibilityInspector),
        Shortcut(["ctrl+k"], "Hardware keyboard (no on-screen keyboard)", .toggleHardwareKeyboard),
        Shortcut(["ctrl+shift+a"], "Light / dark appearance", .toggleAppearance),
        Shortcut(["ctrl+="], alternates: ["ctrl+shift+="], "Larger text (Dynamic Type)", .stepTextSize(1)),
        Shortcut(["ctrl+-"], "Smaller text (Dynamic Type)", .stepTextSize(-1)),
        Shortcut(["f1", "ctrl+/"], "This help", .toggleHelp),
        Shortcut(["ctrl+h"], "Back to the catalog", .catalog),
        Shortcut(["ctrl+q"], "Quit", .quit),
    ]
}
