/// Runs every animation of one window: `animate` blocks, springs, property animators and simulations
/// (scroll momentum, bounce-back). It belongs to the window, reads time only from `tick(to:)`, and keeps
/// its own timeline, which the slow-animation factor slows in one place, so tests on a manual clock are
/// exact. Its one static is the weak list of live engines (AnimationEngine+Registry), which only the UIKit
/// module's type-level `UIView.animate` walks: that call opens its block on every live engine and runs its
/// completion once the engines whose properties the block changed have finished (an idle engine a test
/// left alive is not waited for).
///
/// Each frame the window calls `tick(to:)` once: the timeline advances, animators advance, simulations
/// deliver their values, then every property's presentation value moves to the animation time, then
/// completions of the animations that ended run, in the order their animations were made. An animation
/// started in a completion begins at that same time, so a cascade's second step starts on the frame the
/// first one ends.
@preconcurrency @MainActor
public final class AnimationEngine {
    /// Animation time at the last tick; animations started now begin at this time. It equals the clock's
    /// time until slow animations are turned on, and runs slower from then on.
    public var now: Double { timeline.now }
    /// How many times slower than the clock animation time runs (the simulator's "slow animations" is 10,
    /// as the iOS Simulator's). It slows the timeline, not the durations: a running animation, spring,
    /// animator or glide continues from where it is at the new speed, and durations read as written.
    public var slowAnimationFactor: Double {
        get { timeline.factor }
        set { timeline.setFactor(newValue) }
    }
    public static let slowAnimationMultiplier = 10.0
    /// Frame times are sums of 1/60 s steps, which land a hair before an exact duration (15 × 1/60 is
    /// 0.2499…); an animation within this of its end has ended, so a 0.25 s fade ends on frame 15.
    public nonisolated static let timeEpsilon = 1e-9

    private var timeline: AnimationTimeline
    private var stack: [AnimationTransaction?] = []
    /// Property animators that `animate` blocks join instead of running on their own timing (a transition
    /// running its animator; see `capturingAnimations`).
    private var captureTargets: [PropertyAnimator] = []
    private var active: [RunningAnimation] = []
    private var animators: [PropertyAnimator] = []
    private var simulations: [DrivenAnimation] = []
    private var dueGroups: [AnimationGroup] = []
    private var groupCounter = 0
    /// The pixels per point of the window this engine runs (its traits' `displayScale`), set by the window:
    /// the images floor loads and rasterises for it (`AnimationEngine.images`, Images/ImageStore+Window).
    public internal(set) var displayScale = 2.0
    /// A slot the images floor keeps the window's image cache in (an `ImageStore`): hung on the engine
    /// because the engine is the per-window object the UIKit module already reaches (`live`), and
    /// `UIImage(named:)` has no view to ask. Untyped, so the core names no image type.
    var imageStoreSlot: AnyObject?
    /// What the open CATransaction says about implicit layer animations (LayerActions).
    public var layerActions = LayerActions()
    /// Container transitions running on this engine's clock, oldest first (see `TransitionCoordinator`).
    private(set) var runningTransitions: [TransitionCoordinator] = []

    public init(now: Double = 0) {
        timeline = AnimationTimeline(now: now)
        Self.register(self)
    }

    /// The transaction animatable setters join, if an `animate` block is running and animation is enabled.
    var currentTransaction: AnimationTransaction? { stack.last ?? nil }

    /// False inside `performWithoutAnimation` (UIView.areAnimationsEnabled): code that would start its own
    /// animation (a table update) applies its changes directly instead.
    public var areAnimationsEnabled: Bool {
        guard let last = stack.last else { return true }
        return last != nil
    }

    /// Whether anything is moving or waiting to complete: the window keeps drawing frames while true.
    public var isAnimating: Bool {
        !active.isEmpty || !dueGroups.isEmpty || !simulations.isEmpty || animators.contains { $0.isRunning }
    }

    /// Number of property animations in flight (for tests and the inspector).
    package var runningAnimationCount: Int { active.count }

    // MARK: Transactions

    /// Runs `animations`, animating every property it changes with `timing` after `delay`, then calls
    /// `completion(finished)` once all of them have ended. UIView.animate(withDuration:delay:options:…).
    ///
    /// A block nested in another inherits the outer block's duration and curve unless `options` overrides
    /// them (UIKit: "If this key is not present, the animation inherits the remaining duration of the
    /// in-flight animation"); the toolkit's own animations pass `.toolkit`, which overrides both.
    public func animate(timing: AnimationTiming, delay: Double = 0, options: AnimationOptions = .toolkit,
                        animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        if let target = captureTargets.last {
            target.addAnimations(animations)
            if let completion { target.addCompletion { _ in completion(true) } }
            return
        }
        let group = makeGroup(completion: completion)
        guard areAnimationsEnabled else {
            // UIKit (setAnimationsEnabled): "code inside subsequent animation blocks is still executed but no
            // animations actually occur"; the completion still runs, on the next tick.
            animations()
            seal(group)
            return
        }
        stack.append(AnimationTransaction(timing: inherited(timing, options: options), delay: delay, group: group,
                                          options: options))
        animations()
        stack.removeLast()
        seal(group)
    }

    /// The timing of a block nested in the open one: the outer duration and curve unless overridden.
    private func inherited(_ timing: AnimationTiming, options: AnimationOptions) -> AnimationTiming {
        guard let outer = currentTransaction, outer.animator == nil else { return timing }
        let keepDuration = options.contains(.overrideInheritedDuration)
        let keepCurve = options.contains(.overrideInheritedCurve)
        switch (keepDuration, keepCurve) {
        case (true, true): return timing
        case (false, false): return outer.timing
        case (true, false):
            if case let .curve(curve, _) = outer.timing { return .curve(curve, duration: timing.duration) }
            return timing
        case (false, true):
            if case let .curve(curve, _) = timing { return .curve(curve, duration: outer.timing.duration) }
            return timing
        }
    }

    /// Runs `animations` as keyframes over `duration` (UIView.animateKeyframes): each
    /// `addKeyframe(relativeStartTime:relativeDuration:animations:)` inside it animates its changes over its
    /// part of the duration, linearly (UIKit's default `calculationModeLinear`), and a property set by
    /// several keyframes moves through each value in turn. The block's time follows the curve bits of
    /// `options`, ease-in-ease-out by default, as iOS does (its KeyframeAnimationOptions has no curve
    /// constants, but UIKit honours AnimationOptions' curve bits passed in its raw value).
    public func animateKeyframes(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                                 animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let group = makeGroup(completion: completion)
        var transaction = AnimationTransaction(timing: .curve(.linear, duration: duration), delay: delay,
                                               group: group, options: options)
        transaction.chainsKeyframes = true
        stack.append(transaction)
        animations()
        stack.removeLast()
        seal(group)
    }

    /// One keyframe of the enclosing `animateKeyframes` block; start and duration are fractions of its
    /// duration. Outside such a block the changes apply at once (UIKit ignores a stray keyframe's timing).
    public func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double, animations: () -> Void) {
        guard let outer = currentTransaction, outer.chainsKeyframes else { return animations() }
        let total = outer.timing.duration
        var keyframe = outer
        keyframe.timing = .keyframe(outer.options.curve, total: total, start: min(1, max(0, start)),
                                    length: max(0, relativeDuration))
        stack.append(keyframe)
        animations()
        stack.removeLast()
    }

    /// Adds a completion to the open `animate` block, so code called inside it (a table update) learns when
    /// the block's animations end. Returns false outside a block.
    @discardableResult
    public func addCompletionToCurrentTransaction(_ completion: @escaping (Bool) -> Void) -> Bool {
        guard let transaction = currentTransaction else { return false }
        transaction.group.additionalCompletions.append(completion)
        return true
    }

    /// Runs `changes` with animation disabled, even inside an enclosing `animate` block.
    public func performWithoutAnimation(_ changes: () -> Void) {
        stack.append(nil)
        changes()
        stack.removeLast()
    }

    /// Runs `body` with every `animate` block inside it joining `animator`: its changes follow the
    /// animator's progress and its completion runs when the animator ends, with `true`. This is how a
    /// transition animator's own `View.animate` calls become part of the transition, as a percent-driven
    /// interaction captures them in UIKit by pausing the container layer's time.
    func capturingAnimations(into animator: PropertyAnimator, _ body: () -> Void) {
        captureTargets.append(animator)
        body()
        captureTargets.removeLast()
    }

    func runAnimatorBlock(_ animator: PropertyAnimator, group: AnimationGroup, _ block: () -> Void) {
        stack.append(AnimationTransaction(timing: animator.timing, delay: 0, group: group, animator: animator))
        block()
        stack.removeLast()
    }

    func makeGroup(completion: ((Bool) -> Void)?) -> AnimationGroup {
        groupCounter += 1
        return AnimationGroup(order: groupCounter, completion: completion)
    }

    func seal(_ group: AnimationGroup) {
        group.seal()
        // A block that animated nothing still completes (finished), on the next tick as UIKit does.
        if group.isDue { dueGroups.append(group) }
    }

    // MARK: Starting animations

    func animate<Value>(_ property: AnimatedProperty<Value>, to value: Value, in transaction: AnimationTransaction) {
        var from = property.presentation
        var timing = transaction.timing
        var carried: [Double] = []
        let start = now + transaction.delay
        var waitsFor: PropertyAnimation<Value>?
        if let running = property.animation {
            // A second set in the same block replaces the first; in a keyframe block it is the next keyframe.
            // Any other block starts from the screen, with or without `beginFromCurrentState` (see there).
            let queue = transaction.animator == nil && transaction.chainsKeyframes && running.group === transaction.group
            if queue {
                // The keyframe waits for the one before it and starts from where that one ends.
                // Keyframe timings count from the block's start, so the start stays where it is.
                waitsFor = running
                from = running.to
            } else {
                // Retarget from the on-screen value; a spring inherits the old animation's velocity.
                carried = running.velocity(at: now)
                running.interrupt(superseded: running.group === transaction.group)
                noteIfDue(running.group)
            }
        }
        if case let .spring(spring, v0) = timing, !carried.isEmpty {
            timing = .spring(spring, initialVelocity: v0 + Value.normalizedVelocity(carried, from: from, to: value))
        }
        let driver: AnimationDriver
        var animatorStart = 0.0, animatorSpan = 1.0
        if let animator = transaction.animator {
            driver = .animator(animator)
            (animatorStart, animatorSpan) = animator.spanForNewAnimations
        } else {
            driver = .timed(start: start, timing: timing)
        }
        let animation = PropertyAnimation(property: property, from: from, to: value, driver: driver,
                                          group: transaction.group, options: transaction.options,
                                          waitsFor: waitsFor, animatorStart: animatorStart,
                                          animatorSpan: animatorSpan)
        property.animation = animation
        if waitsFor == nil { property.presentation = from }
        active.append(animation)
    }

    private func noteIfDue(_ group: AnimationGroup) {
        if group.isDue && !dueGroups.contains(where: { $0 === group }) { dueGroups.append(group) }
    }

    // MARK: Transitions

    func transitionDidStart(_ transition: TransitionCoordinator) { runningTransitions.append(transition) }

    /// A window ending mid-transition takes its engine with it, and a transition that can no longer tick
    /// would keep itself and its controllers alive through the blocks it holds (which name it): they are
    /// dropped, unrun, as UIKit releases a torn-down window's transitions.
    isolated deinit {
        for transition in runningTransitions { transition.abandon() }
    }

    func transitionDidEnd(_ transition: TransitionCoordinator) { runningTransitions.removeAll { $0 === transition } }

    // MARK: Animators

    func register(_ animator: PropertyAnimator) {
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    }

    func unregister(_ animator: PropertyAnimator) {
        animators.removeAll { $0 === animator }
    }

    /// Ends every animation an animator drives, at `position`.
    func endAnimations(of animator: PropertyAnimator, at position: AnimationPosition) {
        for animation in active where !animation.isEnded {
            if case let .animator(owner) = animation.driver, owner === animator {
                animation.end(at: position)
                noteIfDue(animation.group)
            }
        }
        active.removeAll { $0.isEnded }
    }

    // MARK: Simulations

    /// Runs `simulation` from now on the engine's timeline: every tick `onChange` gets its value, until it
    /// is done or the returned animation is stopped; then `completion(finished)` runs with the other
    /// completions (true when it came to rest). Scroll momentum and bounce-back run here rather than on a
    /// display link so that slow animations, `isAnimating` and the frame order apply to them too.
    @discardableResult
    public func run<S: Simulation>(_ simulation: S, onChange: @escaping (S.Value) -> Void,
                                   completion: ((Bool) -> Void)? = nil) -> DrivenAnimation {
        let group = makeGroup(completion: completion)
        let animation = DrivenAnimation(simulation, start: now, group: group, onChange: onChange)
        group.seal()
        simulations.append(animation)
        return animation
    }

    /// Number of simulations in flight, stopped ones included until the next tick (for tests).
    package var runningSimulationCount: Int { simulations.count }

    // MARK: Ticking

    /// Advances everything to clock time `time` (never backwards): the timeline moves by the elapsed time
    /// divided by `slowAnimationFactor`; then the completions that became due run.
    public func tick(to time: Double) {
        timeline.advance(toFrameTime: time)
        let now = self.now
        for animator in animators { animator.advance(to: now) }
        for simulation in simulations { simulation.advance(to: now) }
        for simulation in simulations where !simulation.isRunning { noteIfDue(simulation.group) }
        simulations.removeAll { !$0.isRunning }
        for animation in active {
            if animation.isEnded {
                noteIfDue(animation.group)
                continue
            }
            if animation.update(at: now) {
                animation.end(at: .end)
            }
            noteIfDue(animation.group)
        }
        active.removeAll { $0.isEnded }
        runDueCompletions()
    }

    /// Completions may start new animations (a cascade); those begin at `now` and are not completed in the
    /// same pass unless they have zero duration.
    private func runDueCompletions() {
        while !dueGroups.isEmpty {
            let batch = dueGroups.sorted { $0.order < $1.order }
            dueGroups.removeAll()
            for group in batch where group.isDue { group.complete() }
            for animator in animators where animator.completionDue { animator.runCompletions() }
        }
        for animator in animators where animator.completionDue { animator.runCompletions() }
        animators.removeAll { $0.state == .inactive && !$0.completionDue }
    }
}
