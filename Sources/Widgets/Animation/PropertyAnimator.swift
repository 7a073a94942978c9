/// An interruptible, scrubbable animation of the properties set in its blocks (UIViewPropertyAnimator).
/// Interactive transitions are built on it: the pointer scrubs `fractionComplete`, release continues with a
/// curve and a duration factor, a cancel reverses.
///
/// `progress` is the fraction of the way from the start values to the end values (0…1). While the animator
/// runs it follows the timing from where it was; while paused it stays where it was put. Scrubbing is
/// linear (UIKit's `scrubsLinearly`).
@preconcurrency @MainActor
public final class PropertyAnimator {
    public enum State: Sendable { case inactive, active, stopped }

    public let duration: Double
    public private(set) var timing: AnimationTiming
    public private(set) var state: State = .inactive
    public private(set) var isRunning = false
    /// Runs toward the start instead of the end; flipping it while running turns around from where it is.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            beginSegment(timing: timing, durationFactor: 1)
        }
    }

    private unowned let engine: AnimationEngine
    /// Set only for an animator made with no window alive (`init(duration:timing:animations:)`): the
    /// private engine nothing else owns. It holds the animator while registered, so the pair lives until
    /// the animator finishes or is stopped.
    private let ownedEngine: AnimationEngine?
    private let group: AnimationGroup
    private var completions: [(AnimationPosition) -> Void] = []
    private(set) var completionDue = false
    private var finalPosition: AnimationPosition = .end

    /// The current segment: from `segmentFrom` at `segmentStart` toward the target, with `segmentTiming`.
    private var segmentStart = 0.0
    private var segmentFrom = 0.0
    private var segmentTiming: AnimationTiming = .curve(.linear, duration: 0)
    private var segmentDuration = 0.0
    public private(set) var progress = 0.0

    /// Whether the views it animates take touches while it runs (UIViewPropertyAnimator's
    /// `isUserInteractionEnabled`, true by default, unlike an `animate` block without options).
    public var isUserInteractionEnabled = true
    /// Stays active and paused at the end instead of finishing, so it can be reversed or scrubbed again;
    /// the completions wait for an explicit finish (UIViewPropertyAnimator.pausesOnCompletion, default false).
    public var pausesOnCompletion = false

    public init(duration: Double, curve: TimingCurve = .easeInOut, engine: AnimationEngine,
                animations: (() -> Void)? = nil) {
        self.duration = duration
        self.timing = .curve(curve, duration: duration)
        self.engine = engine
        self.ownedEngine = nil
        self.group = engine.makeGroup(completion: nil)
        if let animations { addAnimations(animations) }
    }

    /// A spring animator, UIViewPropertyAnimator(duration:dampingRatio:animations:): the spring is fitted
    /// to settle at `duration`.
    public convenience init(duration: Double, dampingRatio: Double, engine: AnimationEngine,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: .springWithDuration(dampingRatio: dampingRatio, initialVelocity: 0,
                                                                  duration: duration),
                  engine: engine, animations: animations)
    }

    /// Any timing (UIViewPropertyAnimator(duration:timingParameters:)).
    public init(duration: Double, timing: AnimationTiming, engine: AnimationEngine, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.timing = timing
        self.engine = engine
        self.ownedEngine = nil
        self.group = engine.makeGroup(completion: nil)
        if let animations { addAnimations(animations) }
    }

    /// An animator made without naming an engine, as UIKit's initializers are: it joins the newest live
    /// window's engine (the one `CATransaction` and `UIImage(named:)` use, since iOS has one render server
    /// for every window). With no window alive it runs on an engine of its own, which nothing ticks until a
    /// window exists, as an animator of views outside any window shows nothing on iOS.
    package init(duration: Double, timing: AnimationTiming, animations: (() -> Void)?) {
        let engine: AnimationEngine
        if let windowEngine = AnimationEngine.live.last {
            engine = windowEngine
            ownedEngine = nil
        } else {
            engine = AnimationEngine()
            ownedEngine = engine
        }
        self.duration = duration
        self.timing = timing
        self.engine = engine
        self.group = engine.makeGroup(completion: nil)
        if let animations { addAnimations(animations) }
    }

    /// An animator already running, as UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:
    /// options:animations:completion:) returns: the curve from `options`, started after `delay`.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: Double, delay: Double = 0,
                                               options: AnimationOptions = [], engine: AnimationEngine,
                                               animations: @escaping () -> Void,
                                               completion: ((AnimationPosition) -> Void)? = nil) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, engine: engine, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Runs `block`; every property it changes animates under this animator. Added while the animator has
    /// already moved, the new animations run over what remains (UIKit: "the new animations begin at the
    /// current time and run for the remaining duration"), starting `delayFactor` of the remaining time later.
    public func addAnimations(_ block: () -> Void, delayFactor: Double = 0) {
        let factor = min(1, max(0, delayFactor))
        let remaining = 1 - progress
        spanForNewAnimations = (progress + factor * remaining, max(1e-9, remaining * (1 - factor)))
        engine.runAnimatorBlock(self, group: group, block)
        spanForNewAnimations = (0, 1)
        if state == .inactive { state = .active }
        engine.register(self)
    }

    /// The part of the animator's progress the animations being added span (see `addAnimations`).
    private(set) var spanForNewAnimations: (start: Double, span: Double) = (0, 1)

    public func addCompletion(_ completion: @escaping (AnimationPosition) -> Void) {
        completions.append(completion)
    }

    /// The animator's position; setting it pauses the animator there (scrubbing).
    public var fractionComplete: Double {
        get { progress }
        set {
            guard state != .stopped else { return }
            if isRunning { pauseAnimation() }
            state = .active
            engine.register(self)
            progress = min(1, max(0, newValue))
        }
    }

    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts after `delay` seconds of animation time; the animator counts as running meanwhile.
    public func startAnimation(afterDelay delay: Double) {
        guard state != .stopped, !isRunning else { return }
        state = .active
        engine.register(self)
        isRunning = true
        beginSegment(timing: timing, durationFactor: 1, delay: max(0, delay))
    }

    public func pauseAnimation() {
        guard state != .stopped else { return }
        if isRunning { advance(to: engine.now) }
        isRunning = false
        state = .active
        engine.register(self)
    }

    /// Resumes from the current fraction with new timing; the remaining part takes `durationFactor` × the
    /// animator's duration × the remaining fraction (UIKit: "the remaining duration is scaled").
    public func continueAnimation(withTiming newTiming: AnimationTiming? = nil, durationFactor: Double = 1) {
        guard state != .stopped else { return }
        if let newTiming { timing = newTiming.scaled(by: 1) }
        isRunning = true
        state = .active
        engine.register(self)
        beginSegment(timing: timing, durationFactor: durationFactor)
    }

    /// Drops the completions without running them: its engine is gone (TransitionCoordinator.abandon).
    func abandonCompletions() { completions.removeAll() }

    /// Stops where it is. Without finishing, the values stay where they are and no completion runs;
    /// otherwise `finishAnimation(at:)` must follow.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        if withoutFinishing {
            engine.endAnimations(of: self, at: .current)
            state = .inactive
            engine.unregister(self)
        } else {
            state = .stopped
        }
    }

    /// Ends now at `position`, setting the properties to their end, start or current values, and runs the
    /// completions on the next tick.
    public func finishAnimation(at position: AnimationPosition) {
        guard state != .inactive || completionDue == false else { return }
        isRunning = false
        progress = position == .end ? 1 : position == .start ? 0 : progress
        engine.endAnimations(of: self, at: position)
        finalPosition = position
        state = .inactive
        completionDue = true
        engine.register(self)
    }

    func runCompletions() {
        guard completionDue else { return }
        completionDue = false
        let list = completions
        completions.removeAll()
        engine.unregister(self)
        for completion in list { completion(finalPosition) }
    }

    private func beginSegment(timing: AnimationTiming, durationFactor: Double, delay: Double = 0) {
        let target = isReversed ? 0.0 : 1.0
        let remaining = abs(target - progress)
        segmentStart = engine.now + delay
        segmentFrom = progress
        switch timing {
        case let .curve(curve, _):
            segmentTiming = .curve(curve, duration: duration * durationFactor * remaining)
        default:
            segmentTiming = timing.scaled(by: durationFactor)
        }
        segmentDuration = segmentTiming.duration
    }

    /// Called by the engine each tick before property animations read `progress`.
    func advance(to now: Double) {
        guard isRunning else { return }
        let target = isReversed ? 0.0 : 1.0
        let elapsed = now - segmentStart
        if elapsed < 0 { return }
        if elapsed >= segmentDuration - AnimationEngine.timeEpsilon {
            progress = target
            if pausesOnCompletion {
                isRunning = false
                return
            }
            finishAnimation(at: isReversed ? .start : .end)
            return
        }
        progress = segmentFrom + (target - segmentFrom) * segmentTiming.progress(at: elapsed)
    }
}
