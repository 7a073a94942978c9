import Foundation
import HandheldKit

/// Runs the explicit animations of one layer on its window's animation engine: one `DrivenAnimation` ticks
/// while any of them is active, and each tick composes their values (LayerAnimationSample) into the layer's
/// presentation. It keeps no clock of its own: times are the engine's `now`, so slow animations and a
/// virtual clock apply as to every other animation. An animation added to a layer outside a window waits,
/// and starts when the layer's view joins one (Core Animation starts it when its transaction is rendered).
@MainActor
final class CALayerAnimationPlayer: LayerAnimationStore {
    @MainActor
    final class Entry {
        let key: String
        /// False for an animation added with a nil key: it runs but is not listed in `animationKeys()`.
        let isNamed: Bool
        let animation: CAAnimation
        /// Engine time of the start; nil until the layer is in a window.
        var begin: Double?
        var started = false
        var ended = false
        /// The open CATransactions this animation counts in, for their completion blocks.
        var transactions: [CATransaction.Frame]

        init(key: String, isNamed: Bool, animation: CAAnimation, transactions: [CATransaction.Frame]) {
            self.key = key
            self.isNamed = isNamed
            self.animation = animation
            self.transactions = transactions
        }

        /// Leaves the transactions it counted in (once).
        func leaveTransactions() {
            let list = transactions
            transactions = []
            for frame in list { frame.animationEnded() }
        }
    }

    private weak var layer: CALayer?
    private(set) var entries: [Entry] = []
    private var driver: DrivenAnimation?
    private var unnamedCount = 0

    init(layer: CALayer) { self.layer = layer }

    /// The layer's player, made on first use when `create` is true.
    static func of(_ layer: CALayer, create: Bool) -> CALayerAnimationPlayer? {
        if let player = layer.animationStore as? CALayerAnimationPlayer { return player }
        guard create else { return nil }
        let player = CALayerAnimationPlayer(layer: layer)
        layer.animationStore = player
        return player
    }

    func add(_ animation: CAAnimation, forKey key: String?) {
        let copy = animation.copy() as! CAAnimation
        let name: String
        if let key {
            name = key
            // A new animation under a key replaces the one there, which stops unfinished.
            if let old = entries.firstIndex(where: { $0.key == key }) { remove(at: old) }
        } else {
            unnamedCount += 1
            name = "\u{0}unnamed \(unnamedCount)"
        }
        let frames = CATransaction.openFrames
        for frame in frames { frame.animationStarted() }
        entries.append(Entry(key: name, isNamed: key != nil, animation: copy, transactions: frames))
        start()
    }

    func animation(forKey key: String) -> CAAnimation? {
        entries.first { $0.key == key && $0.isNamed }?.animation
    }

    var keys: [String]? {
        let names = entries.filter(\.isNamed).map(\.key)
        return names.isEmpty ? nil : names
    }

    func removeAnimation(forKey key: String) {
        guard let index = entries.firstIndex(where: { $0.key == key && $0.isNamed }) else { return }
        remove(at: index)
        refresh()
    }

    func removeAll() {
        while !entries.isEmpty { remove(at: 0) }
        refresh()
    }

    /// Takes an entry off the layer; one that had not ended tells its delegate it stopped unfinished.
    private func remove(at index: Int) {
        let entry = entries.remove(at: index)
        guard !entry.ended else { return entry.leaveTransactions() }
        entry.ended = true
        entry.leaveTransactions()
        entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
    }

    func hostDidMoveToWindow() { start() }

    /// Gives waiting entries their start time and makes sure the engine ticks this player.
    private func start() {
        guard let engine = layer?.animationEngine else { return }
        for entry in entries where entry.begin == nil {
            entry.begin = entry.animation.beginTime > 0 ? entry.animation.beginTime : engine.now
        }
        if driver?.isRunning != true, entries.contains(where: { !$0.ended }) {
            driver = engine.run(Tick(player: self), onChange: { _ in })
        }
    }

    /// Shows the remaining animations' values now (after a removal), without waiting for a tick.
    private func refresh() {
        guard let layer else { return }
        guard let engine = layer.animationEngine else { return layer.showExplicitAnimations([]) }
        _ = step(at: engine.now)
    }

    /// One frame: every entry's values at `now`, composed onto the layer, then the delegate calls in the
    /// order they happened (starts before stops; entries in the order added). Returns whether nothing is
    /// left to move.
    func step(at now: Double) -> Bool {
        guard let layer else { return true }
        var events: [() -> Void] = []
        var samples: [LayerAnimationSample] = []
        let base = { (key: LayerKeyPath) in layer.modelValue(at: key) }
        for entry in entries {
            guard let begin = entry.begin else { continue }
            let a = entry.animation
            let pass = a.passDuration(inherited: nil)
            let active = a.activeDuration(pass: pass)
            let t = (now - begin) * Double(a.speed) + a.timeOffset
            if t >= 0, !entry.started {
                entry.started = true
                events.append { a.delegate?.animationDidStart(a) }
            }
            if t < 0 {
                if a.fillMode.fillsBackwards { samples += a.samples(at: 0, pass: pass, base: base) }
            } else if t < active - AnimationEngine.timeEpsilon {
                samples += a.samples(at: t, pass: pass, base: base)
            } else {
                if !entry.ended {
                    entry.ended = true
                    events.append {
                        a.delegate?.animationDidStop(a, finished: true)
                        entry.leaveTransactions()
                    }
                }
                if !a.isRemovedOnCompletion, a.fillMode.fillsForwards { samples += a.samples(at: active, pass: pass, base: base) }
            }
        }
        entries.removeAll { $0.ended && $0.animation.isRemovedOnCompletion }
        layer.showExplicitAnimations(samples)
        for event in events { event() }
        return !entries.contains { !$0.ended && $0.begin != nil }
    }

    /// The simulation the engine runs for this player: its value is unused; sampling steps the player.
    private struct Tick: Simulation {
        let player: CALayerAnimationPlayer

        mutating func sample(at elapsed: Double) -> (value: Double, isDone: Bool) {
            guard let engine = player.layer?.animationEngine else { return (elapsed, true) }
            return (elapsed, player.step(at: engine.now))
        }
    }
}
