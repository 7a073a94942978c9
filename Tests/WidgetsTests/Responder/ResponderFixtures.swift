import Render
import TestSupport
import Widgets

/// A view that logs the presses reaching it and the first-responder calls it gets, with key commands and
/// first-responder answers a test sets.
@MainActor
final class KeyLoggingView: View {
    let name: String
    let log: EventLog
    var commands: [KeyCommand] = []
    var acceptsFirstResponder = false
    var refusesToResign = false

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var keyCommands: [KeyCommand]? { commands }
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func pressesBegan(_ combo: KeyCombo) {
        log.add("\(name) pressesBegan \(combo)")
        super.pressesBegan(combo)
    }
    override func resignFirstResponder() -> Bool {
        log.add("\(name) resign")
        return super.resignFirstResponder()
    }
}

/// A controller that logs the presses reaching it, with key commands a test sets.
@MainActor
final class KeyLoggingController: ViewController {
    let name: String
    let log: EventLog
    var commands: [KeyCommand] = []
    var acceptsFirstResponder = false

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var keyCommands: [KeyCommand]? { commands }
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override func pressesBegan(_ combo: KeyCombo) {
        log.add("\(name) pressesBegan \(combo)")
        super.pressesBegan(combo)
    }
}

/// Stands where the host's application responder goes: the end of every chain.
@MainActor
final class KeyLoggingAppResponder: Responder {
    let log: EventLog
    var commands: [KeyCommand] = []

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    override var keyCommands: [KeyCommand]? { commands }
    override var keyCommandGroupTitle: String? { "App" }
    override func pressesBegan(_ combo: KeyCombo) { log.add("app pressesBegan \(combo)") }
}

/// The smallest text-input responder: it keeps what it was typed and logs each call.
@MainActor
final class TextRecorder: View, KeyInput {
    let log: EventLog
    private(set) var text = ""

    init(log: EventLog) {
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) {
        log.add("insertText \(text.debugDescription)")
        self.text += text
    }
    func deleteBackward() {
        log.add("deleteBackward")
        if !text.isEmpty { text.removeLast() }
    }
}

/// A window whose root controller `parent` contains `child`, whose view holds `box` holding `leaf`; the
/// window's application responder is `app`. Names are the responders' names in logs.
@MainActor
struct ResponderScene {
    let log = EventLog()
    let window: Window
    let clock: ManualClock
    let app: KeyLoggingAppResponder
    let parent: KeyLoggingController
    let child: KeyLoggingController
    let box: KeyLoggingView
    let leaf: KeyLoggingView

    init() {
        (window, clock) = TestSupport.makeWindow()
        app = KeyLoggingAppResponder(log: log)
        parent = KeyLoggingController("parent", log: log)
        child = KeyLoggingController("child", log: log)
        box = KeyLoggingView("box", log: log)
        leaf = KeyLoggingView("leaf", log: log)
        window.applicationResponder = app
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.addSubview(box)
        box.addSubview(leaf)
        window.rootViewController = parent
    }

    /// A responder's name in logs.
    func name(_ responder: Responder) -> String {
        switch responder {
        case let view as KeyLoggingView: view.name
        case let controller as KeyLoggingController: controller.name
        case is KeyLoggingAppResponder: "app"
        case is Window: "window"
        case let view as View where view === child.view: "child.view"
        case let view as View where view === parent.view: "parent.view"
        default: ViewTree.typeName(of: responder)
        }
    }

    /// A command that logs `owner` running it.
    func command(_ combo: String, _ owner: String, priority: Bool = false) -> KeyCommand {
        KeyCommand(try! KeyCombo.parse(combo), title: "\(owner) \(combo)", wantsPriorityOverSystemBehavior: priority) {
            [log] command in log.add("\(owner) ran \(command.combo)")
        }
    }
}
