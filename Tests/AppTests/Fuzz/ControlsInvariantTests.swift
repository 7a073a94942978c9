import Render
import Testing
@testable import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// The "no control stuck highlighted" invariant catches what it claims to: a stepper held down is
/// highlighted (and reported), and let go it is not.
@MainActor
@Suite("Fuzz invariants: controls")
struct ControlsInvariantTests {
    @Test("a stepper held down is reported as highlighted; released, the controls scene is consistent")
    func heldStepper() throws {
        let harness = try HeadlessHarness(device: "iphone-15", scene: "controls")
        try harness.run("wait 0.5")
        #expect(FuzzInvariants.controlsNotHighlighted(harness.simulator) == nil)
        try harness.run("press #stepper\nwait 0.2")
        #expect(FuzzInvariants.controlsNotHighlighted(harness.simulator) == "Stepper #stepper is still highlighted with the pointer up")
        try harness.run("release\nwait 0.5")
        #expect(FuzzInvariants.settledState(harness.simulator) == [])
    }
}
