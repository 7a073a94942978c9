import Render
import Testing
import TestSupport
import Widgets

/// x(t) = speed·t until `duration`, then done at speed·duration: easy to check frame by frame.
private struct Ramp: Simulation {
    let speed: Double
    let duration: Double
    func sample(at elapsed: Double) -> (value: Double, isDone: Bool) {
        elapsed >= duration - AnimationEngine.timeEpsilon ? (speed * duration, true) : (speed * elapsed, false)
    }
}

@MainActor
@Suite("Simulations in the engine")
struct SimulationTests {
    @Test("a simulation is sampled at the engine's time each tick and completes finished when done")
    func sampledAndCompleted() {
        let engine = AnimationEngine()
        var values: [Double] = []
        var finished: [Bool] = []
        engine.run(Ramp(speed: 60, duration: 0.1), onChange: { values.append($0) }, completion: { finished.append($0) })
        #expect(engine.isAnimating)
        for i in 1...8 { engine.tick(to: Double(i) / 60) }
        #expect(values.count == 6)
        for (i, v) in values.enumerated() { #expect(abs(v - Double(min(i + 1, 6))) < 1e-9) }
        #expect(finished == [true])
        #expect(!engine.isAnimating)
    }

    @Test("a stopped simulation keeps its last value and completes with false on the next tick")
    func stopped() {
        let engine = AnimationEngine()
        var last = 0.0
        var finished: [Bool] = []
        let running = engine.run(Ramp(speed: 60, duration: 1), onChange: { last = $0 },
                                 completion: { finished.append($0) })
        for i in 1...3 { engine.tick(to: Double(i) / 60) }
        running.stop()
        #expect(!running.isRunning)
        #expect(engine.isAnimating, "the completion is still due")
        engine.tick(to: 4.0 / 60)
        #expect(abs(last - 3) < 1e-9)
        #expect(finished == [false])
        #expect(!engine.isAnimating)
    }

    @Test("slow animations sample a simulation at a tenth of the clock's time")
    func slowed() {
        let engine = AnimationEngine()
        engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier
        var last = 0.0
        var frames = 0
        engine.run(Ramp(speed: 60, duration: 0.1), onChange: { last = $0 }, completion: { _ in })
        while engine.isAnimating && frames < 1000 {
            frames += 1
            engine.tick(to: Double(frames) / 60)
            if frames == 30 { #expect(abs(last - 3) < 1e-9) }
        }
        #expect(frames == 60)
        #expect(abs(last - 6) < 1e-9)
    }
}
