/// Runs every animation of one window: `animate` blocks, springs, property animators and simulations
/// (scroll momentum, bounce-back). It belongs to the window (no statics), reads time only from
/// `tick(to:)`, and keeps its own timeline, which the slow-animation factor slows in one place, so tests on
/// a manual clock are exact.
///
/// Each frame the window calls `tick(to:)` once: the timeline advances, animators advance, simulations
/// deliver their values, then every property's presentation value moves to the animation time, then
/// completions of the animations that ended run, in the order their animations were made. An animation
/// started in a completion begins at that same time, so a cascade's second step starts on the frame the
/// first one ends.
@MainActor
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
    public static let timeEpsilon = 1e-9

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
    public func animate(timing: AnimationTiming, delay: Double = 0, animations: () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        if let target = captureTargets.last {
            target.addAnimations(animations)
            if let completion { target.addCompletion { _ in completion(true) } }
            return
        }
        let group = makeGroup(completion: completion)
        stack.append(AnimationTransaction(timing: timing, delay: delay, group: group))
        animations()
        stack.removeLast()
        seal(group)
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
        let from = property.presentation
        var timing = transaction.timing
        var carried: [Double] = []
        if let running = property.animation {
            // Retarget from the on-screen value; a spring inherits the old animation's velocity.
            carried = running.velocity(at: now)
            running.interrupt(superseded: running.group === transaction.group)
            noteIfDue(running.group)
        }
        if case let .spring(spring, v0) = timing, !carried.isEmpty {
            timing = .spring(spring, initialVelocity: v0 + Value.normalizedVelocity(carried, from: from, to: value))
        }
        let driver: AnimationDriver
        if let animator = transaction.animator {
            driver = .animator(animator)
        } else {
            driver = .timed(start: now + transaction.delay, timing: timing)
        }
        let animation = PropertyAnimation(property: property, from: from, to: value, driver: driver,
                                          group: transaction.group)
        property.animation = animation
        property.presentation = from
        active.append(animation)
    }

    private func noteIfDue(_ group: AnimationGroup) {
        if group.isDue && !dueGroups.contains(where: { $0 === group }) { dueGroups.append(group) }
    }

    // MARK: Transitions

    func transitionDidStart(_ transition: TransitionCoordinator) { runningTransitions.append(transition) }

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
