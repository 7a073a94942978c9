import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// What is running when the interruption comes: the rows of the interruption matrix. Each starts
/// from a settled scene and leaves its animation part way, driven through scenario-script lines as a
/// user would (a tap on an entry pushes the detail on a compact screen, the back button pops, a drag from
/// the left edge that has not been let go is an interactive pop, a fast drag leaves the table gliding).
enum RunningAnimation: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case push
    case pop
    case interactivePop = "interactive pop"
    case rotation
    case rowCascade = "row cascade"
    case cellExpansion = "cell expansion"
    case scrollMomentum = "scroll momentum"

    var testDescription: String { rawValue }

    /// Script lines that start it and stop part way through; `pane` is the app's pane size.
    func script(pane: Size) -> String {
        let openDetail = "scene master-detail\nwait 0.2\ntap #entry-0\nwait 1\n"
        switch self {
        case .push: return "scene master-detail\nwait 0.2\ntap #entry-0\nwait 0.1"
        case .pop: return openDetail + "tap #back\nwait 0.1"
        case .interactivePop: return openDetail + "press 2 300\nmove 120 300 0.2"
        case .rotation: return openDetail + "key ctrl+right\nwait 0.1"
        case .rowCascade: return "scene settings\nwait 0.2\ntap #picker-button\nwait 0.1"
        case .cellExpansion: return "scene top-tracks\nwait 0.2\ntap #track-1\nwait 0.1"
        case .scrollMomentum:
            let x = (pane.width / 2).rounded(), from = (pane.height * 0.8).rounded(), to = (pane.height * 0.3).rounded()
            return "scene master-detail\nwait 0.2\ndrag \(x.compact) \(from.compact) \(x.compact) \(to.compact) 0.1\nwait 0.05"
        }
    }

    /// Whether it is indeed running now (the matrix must interrupt something, not a settled screen).
    @MainActor
    func isRunning(in simulator: Simulator) -> Bool {
        let navigations = FuzzInvariants.onScreen(NavigationController.self, in: simulator)
        switch self {
        case .push: return navigations.contains { $0.transitionStatus?.kind == .push }
        case .pop: return navigations.contains { $0.transitionStatus?.kind == .pop }
        case .interactivePop: return navigations.contains { $0.transitionStatus?.isInteractive == true }
        case .rotation: return simulator.activeTransition != nil
        case .rowCascade, .cellExpansion: return simulator.window.engine.isAnimating
        case .scrollMomentum: return FuzzInvariants.onScreen(ScrollView.self, in: simulator).contains { $0.isDecelerating }
        }
    }
}

/// What the user (or the app's code) does in the middle: the columns of the matrix. Each names the screen
/// it starts from, chosen so the interruption changes something that matters: rotating an iPhone 8 Plus
/// expands and collapses the split view, a device change to an iPad does too, and multitasking starts an
/// iPad in the compact one-third pane so Ctrl+M takes it to the regular full screen.
enum Interruption: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case rotate
    case changeDevice = "change device"
    case changeMultitasking = "change multitasking"
    case push
    case pop
    case tap
    case catalog = "Ctrl+H"

    var testDescription: String { rawValue }

    /// The device, orientation and script lines to start from, before the running animation's script.
    var start: (device: String, orientation: Orientation, script: String) {
        switch self {
        case .rotate: ("iphone-8-plus", .portrait, "")
        case .changeDevice: ("iphone-8", .portrait, "")
        case .changeMultitasking: ("ipad", .landscapeLeft, "multitasking one-third\nwait 0.5\n")
        case .push, .pop, .tap, .catalog: ("iphone-8", .portrait, "")
        }
    }

    /// Does it. A push or pop comes from code, as an app pushes in response to an event: a user's tap on
    /// a row or the back button during a transition is the tap column (pages take no touches then). Returns
    /// the controller pushed, if any, so the test can check it ends up on screen.
    @MainActor
    func perform(on harness: HeadlessHarness) throws -> ViewController? {
        let simulator = harness.simulator
        switch self {
        case .rotate: try harness.run("key ctrl+right")
        case .changeDevice: try harness.run("device ipad")
        case .changeMultitasking: try harness.run("key ctrl+m")
        case .push:
            let pushed = ViewController()
            pushed.title = "Pushed"
            try #require(frontNavigation(simulator)).pushViewController(pushed, animated: true)
            return pushed
        case .pop: try #require(frontNavigation(simulator)).popViewController(animated: true)
        case .tap:
            let pane = simulator.paneFrame
            try harness.run("tap \((pane.midX).rounded().compact) \((pane.midY).rounded().compact)")
        case .catalog: try harness.run("key ctrl+h")
        }
        return nil
    }

    /// The navigation controller in front: the last one on screen (the detail column's when expanded).
    @MainActor
    func frontNavigation(_ simulator: Simulator) -> NavigationController? {
        FuzzInvariants.onScreen(NavigationController.self, in: simulator).last { !$0.viewControllers.isEmpty }
    }
}
