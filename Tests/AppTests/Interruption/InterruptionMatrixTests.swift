import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// The interruption matrix: each interruption started during each running animation, then 3 s
/// (of virtual time) for everything to finish, must leave a consistent, settled screen. The checks are
/// the fuzzer's (`FuzzInvariants.settledState`): nothing moving, no push or pop running, every
/// navigation stack and split view agreeing with what is on screen, selection with highlights, finite
/// frames and a tree JSON that parses.
@MainActor
@Suite("Interruption matrix")
struct InterruptionMatrixTests {
    /// How long the screen gets to settle after the interruption (slow animations stretch it).
    static let settleSeconds = 3.0

    @Test("an interruption during a running animation ends in a consistent, settled state",
          arguments: Interruption.allCases, RunningAnimation.allCases)
    func interrupt(_ interruption: Interruption, during running: RunningAnimation) throws {
        let start = interruption.start
        let harness = try HeadlessHarness(device: start.device, orientation: start.orientation)
        try harness.run(start.script)
        try harness.run(running.script(pane: harness.simulator.paneFrame.size))
        try #require(running.isRunning(in: harness.simulator), "the \(running.rawValue) had already ended")

        let pushed = try interruption.perform(on: harness)
        try settle(harness)

        let simulator = harness.simulator
        let problems = FuzzInvariants.settledState(simulator)
        #expect(problems.isEmpty, "\(interruption.rawValue) during \(running.rawValue): \(problems.joined(separator: "; "))")
        try harness.run("tree final.json")
        #expect(try harness.json("final.json")["root"] != nil)
        switch interruption {
        case .changeDevice: #expect(simulator.device.name == "ipad")
        case .changeMultitasking: #expect(simulator.multitasking == .full)
        case .catalog: #expect(simulator.sceneName == "catalog")
        case .push:
            let shown = try #require(pushed)
            #expect(shown.isViewLoaded && shown.view.window != nil, "the pushed controller is not on screen")
        case .rotate, .pop, .tap: break
        }
    }

    @Test("Ctrl+M on an iPhone during a push only shows a hint; the push finishes")
    func multitaskingOnIPhone() throws {
        let harness = try HeadlessHarness(device: "iphone-8")
        try harness.run(RunningAnimation.push.script(pane: harness.simulator.paneFrame.size))
        try #require(RunningAnimation.push.isRunning(in: harness.simulator))
        let pane = harness.simulator.paneFrame
        try harness.run("key ctrl+m")
        #expect(harness.simulator.multitasking == .full)
        #expect(harness.simulator.paneFrame == pane)
        #expect(harness.simulator.hint?.text.contains("iPad") == true)
        #expect(RunningAnimation.push.isRunning(in: harness.simulator), "Ctrl+M must not cut the push short")
        try settle(harness)
        #expect(FuzzInvariants.settledState(harness.simulator) == [])
        let stack = Interruption.push.frontNavigation(harness.simulator)?.viewControllers.map(\.title)
        #expect(stack == ["Master", "Detail"])
    }

    @Test("with slow animations on, an interruption still settles (given ten times as long)")
    func slowAnimations() throws {
        let harness = try HeadlessHarness(device: "iphone-8-plus")
        // Every wait of the usual script, ten times longer.
        try harness.run("key ctrl+t\nscene master-detail\nwait 2\ntap #entry-0\nwait 10\npress 2 300\nmove 120 300 2")
        try #require(RunningAnimation.interactivePop.isRunning(in: harness.simulator))
        _ = try Interruption.rotate.perform(on: harness)
        try settle(harness)
        #expect(FuzzInvariants.settledState(harness.simulator) == [])
    }

    /// Lets go of the pointer if it is still down, then waits.
    private func settle(_ harness: HeadlessHarness) throws {
        if harness.runner.pointerDown { try harness.run("release") }
        let seconds = Self.settleSeconds * harness.simulator.window.engine.slowAnimationFactor
        try harness.run("wait \(seconds.compact)")
    }
}
