import Render
import Widgets

/// The last responder of the simulated app's chain, in UIApplication's place: the simulator's shortcuts
/// are its key commands, so a key nothing in the app takes (Ctrl+→, F1) reaches the device chrome, and a
/// screen's own commands for the same keys would win, as an app's do over the system's menus.
@MainActor
final class ShortcutResponder: Responder {
    private unowned let simulator: Simulator

    init(simulator: Simulator) {
        self.simulator = simulator
        super.init()
    }

    override var keyCommandGroupTitle: String? { "Simulator" }

    /// One command per combo of each shortcut, titled as the help overlay lists it; alternates are hidden.
    override var keyCommands: [KeyCommand]? { commands }

    private lazy var commands: [KeyCommand] = Shortcut.table.flatMap { shortcut in
        let combos = shortcut.combos.map { ($0, false) } + shortcut.alternates.map { ($0, true) }
        return combos.map { combo, hidden in
            KeyCommand(combo, title: shortcut.help, isHidden: hidden) { [unowned simulator] _ in
                simulator.pendingHostRequest = simulator.perform(shortcut.action)
            }
        }
    }
}
