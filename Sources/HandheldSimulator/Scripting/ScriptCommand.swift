import Render

/// One line of a scenario script, arguments parsed and checked. Device and scene names stay strings: only
/// the runner knows which exist.
enum ScriptCommand: Hashable, Sendable {
    /// `device NAME [ORIENTATION]`; the orientation is portrait when the line omits it.
    case device(name: String, orientation: Orientation)
    case multitasking(Multitasking)
    case scene(name: String)
    /// Press and release.
    case tap(ScriptTarget)
    /// Pointer down.
    case press(ScriptTarget)
    /// A straight line, one pointer event per frame; nil seconds means a single frame.
    case move(to: ScriptTarget, seconds: Double?)
    /// Pointer up where it is.
    case release
    /// Press, move over `seconds`, release.
    case drag(from: ScriptTarget, to: ScriptTarget, seconds: Double)
    /// A scroll-wheel delta in points, at the target or where the pointer is.
    case wheel(dx: Double, dy: Double, at: ScriptTarget?)
    case key(KeyCombo)
    /// Text input events, one character a frame, as typing sends them.
    case type(String)
    /// Advances the virtual clock frame by frame.
    case wait(seconds: Double)
    /// The screen as the user sees it, as PNG.
    case shot(file: String)
    /// The view tree, as JSON.
    case tree(file: String)
    /// Two fingers side by side about the target, spread to `scale` times their distance over `seconds`.
    case pinch(ScriptTarget, scale: Double, seconds: Double)
    /// Two fingers about the target, turned by `degrees` (clockwise when positive) over `seconds`.
    case rotateFingers(ScriptTarget, degrees: Double, seconds: Double)
    /// A second finger down while the first (`press`) is down, as UIKit adds a new touch to the event.
    case press2(ScriptTarget)
    /// The second finger along a straight line, one event per frame; nil seconds means a single frame.
    case move2(to: ScriptTarget, seconds: Double?)
    /// The second finger up where it is.
    case release2
    /// Light or dark, cross-fading as the window's Ctrl+Shift+A does.
    case appearance(AppearanceName)
    /// The Dynamic Type size, applied at once as iOS does (Ctrl+= and Ctrl+- in the window).
    case textSize(ContentSizeCategory)

    /// The word a line starts with; its cases, in order, are the list the unknown-command error gives.
    enum Word: String, CaseIterable, Sendable {
        case device, multitasking, scene, tap, press, move, release, drag, wheel, key, type, wait, shot, tree, pinch
        case rotateFingers = "rotate-fingers"
        case appearance
        case textSize = "text-size"
        case press2, move2, release2

        /// How the command is written, quoted in errors about extra arguments.
        var usage: String {
            switch self {
            case .device: "device NAME [portrait|landscape-left|landscape-right|upside-down]"
            case .multitasking: "multitasking full|two-thirds|half|one-third"
            case .scene: "scene NAME"
            case .tap: "tap TARGET"
            case .press: "press TARGET"
            case .move: "move TARGET [SECONDS]"
            case .release: "release"
            case .drag: "drag TARGET TARGET SECONDS"
            case .wheel: "wheel DX DY [TARGET]"
            case .key: "key COMBO"
            case .type: "type \"TEXT\""
            case .wait: "wait SECONDS"
            case .shot: "shot FILE.png"
            case .tree: "tree FILE.json"
            case .pinch: "pinch TARGET SCALE SECONDS"
            case .rotateFingers: "rotate-fingers TARGET DEGREES SECONDS"
            case .appearance: "appearance light|dark"
            case .textSize: "text-size NAME"
            case .press2: "press2 TARGET"
            case .move2: "move2 TARGET [SECONDS]"
            case .release2: "release2"
            }
        }
    }

    /// The command's word.
    var word: Word {
        switch self {
        case .device: .device
        case .multitasking: .multitasking
        case .scene: .scene
        case .tap: .tap
        case .press: .press
        case .move: .move
        case .release: .release
        case .drag: .drag
        case .wheel: .wheel
        case .key: .key
        case .type: .type
        case .wait: .wait
        case .shot: .shot
        case .tree: .tree
        case .pinch: .pinch
        case .rotateFingers: .rotateFingers
        case .appearance: .appearance
        case .textSize: .textSize
        case .press2: .press2
        case .move2: .move2
        case .release2: .release2
        }
    }
}

extension ScriptCommand {
    /// The longest `type` text: one frame per character, so 100,000 are about half an hour of virtual
    /// time, and typing stays flat per character (no whole-text work per keystroke) up to there.
    static let maximumTypedCharacters = 100_000
}
