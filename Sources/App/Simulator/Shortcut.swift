import Render

/// What a shortcut does. Scripts' `key` command and the real keyboard go through the same table.
enum ShortcutAction: Equatable {
    case rotate(clockwise: Bool)
    case nextDevice, previousDevice
    case cycleMultitasking
    case zoom(Double)
    case toggleSlowAnimations
    case screenshot
    case toggleInspector
    case toggleHelp
    case catalog
    case quit
}

/// One row of the shortcut table: the combos that trigger it and the line the help overlay shows.
struct Shortcut {
    let combos: [KeyCombo]
    let keys: String
    let help: String
    let action: ShortcutAction

    init(_ combos: [String], keys: String, _ help: String, _ action: ShortcutAction) {
        // The table is written here; a typo in it is a programming error caught by the shortcut tests.
        self.combos = combos.map { try! KeyCombo.parse($0) }
        self.keys = keys
        self.help = help
        self.action = action
    }

    /// Every shortcut, in the order the help overlay and README list them.
    static let table: [Shortcut] = [
        Shortcut(["ctrl+left", "super+left"], keys: "Ctrl+←", "Rotate left", .rotate(clockwise: false)),
        Shortcut(["ctrl+right", "super+right"], keys: "Ctrl+→", "Rotate right", .rotate(clockwise: true)),
        Shortcut(["ctrl+d"], keys: "Ctrl+D", "Next device", .nextDevice),
        Shortcut(["ctrl+shift+d"], keys: "Ctrl+Shift+D", "Previous device", .previousDevice),
        Shortcut(["ctrl+m"], keys: "Ctrl+M", "Split View width (iPad)", .cycleMultitasking),
        Shortcut(["ctrl+1"], keys: "Ctrl+1", "Zoom 100 %", .zoom(1)),
        Shortcut(["ctrl+2"], keys: "Ctrl+2", "Zoom 75 %", .zoom(0.75)),
        Shortcut(["ctrl+3"], keys: "Ctrl+3", "Zoom 50 %", .zoom(0.5)),
        Shortcut(["ctrl+t"], keys: "Ctrl+T", "Slow animations ×10", .toggleSlowAnimations),
        Shortcut(["ctrl+s"], keys: "Ctrl+S", "Screenshot + tree JSON", .screenshot),
        Shortcut(["ctrl+i"], keys: "Ctrl+I", "Inspector", .toggleInspector),
        Shortcut(["f1", "ctrl+/"], keys: "F1, Ctrl+/", "This help", .toggleHelp),
        Shortcut(["ctrl+h"], keys: "Ctrl+H", "Back to the catalog", .catalog),
        Shortcut(["ctrl+q"], keys: "Ctrl+Q", "Quit", .quit),
    ]

    static func action(for combo: KeyCombo) -> ShortcutAction? {
        table.first { $0.combos.contains(combo) }?.action
    }
}
