/// The one policy for a request that arrives while a transition runs: a push during a push, a tab tapped
/// during an animated switch, a dismissal during a presentation, a column change during a rotation, a
/// rotation during a rotation. Containers and the simulator ask `decide` and carry out its answer; none
/// decides on its own.
///
/// UIKit has no single rule to copy, so this picks the one that keeps every appearance callback balanced:
/// - `present` while a presentation is in progress is refused with the console warning "Attempt to present
///   … while a presentation is in progress" (a state rule, not a transition rule: `ViewController.present`
///   refuses a tree that already presents, running or settled).
/// - A push during a running push was applied at once on old iOS, with the console warnings "nested push
///   animation can result in corrupted navigation bar" and "Unbalanced calls to begin/end appearance
///   transitions"; what later versions do is not documented ([EST]: searched, no authoritative source;
///   Apple's advice is to serialise stack changes or batch them with `setViewControllers(_:animated:)`).
///   Ending the running one first is that serialisation, with nothing unbalanced.
/// - A rotation is the device's: UIKit gives an app no API to cut it short, and the next turn of the
///   device plays after it ([EST], the simulator's behaviour since it had screen changes).
@preconcurrency @MainActor
public enum TransitionGate {
    /// What the requester does.
    public enum Decision: Equatable, Sendable {
        /// Nothing is running: carry the request out now.
        case proceed
        /// The running transition already ends where the request asks: leave it running (a completion
        /// rides on it).
        case join
        /// Wait until the running transition ends, then carry the request out (in the order asked).
        case wait
        /// End the running transition by the one rule (`TransitionCoordinator.finishImmediately`: an
        /// interactive one under the finger is cancelled, any other jumps to its end), then proceed from
        /// the settled state.
        case endRunning
        /// A screen change is running and is not the requester's to end: carry the request out now inside
        /// it, after settling the requester's own share of it (a split's column moves).
        case applyInside
    }

    /// The policy, in order:
    /// 1. no transition, or it has ended → `proceed`;
    /// 2. the request changes nothing about where a non-interactive transition ends → `join`;
    /// 3. the running transition has not started (the request came from one of its `will` callbacks) → `wait`;
    /// 4. a screen change (rotation, device, multitasking) runs → another screen change `wait`s behind it,
    ///    anything else is `applyInside`;
    /// 5. otherwise → `endRunning`.
    public static func decide(running: TransitionCoordinator?, reachesSameEnd: Bool = false,
                              requestIsScreenChange: Bool = false) -> Decision {
        guard let running, !running.isFinished else { return .proceed }
        if reachesSameEnd, !running.isInteractive { return .join }
        if !running.hasStarted { return .wait }
        if running.kind.isScreenChange { return requestIsScreenChange ? .wait : .applyInside }
        return .endRunning
    }
}

extension TransitionKind {
    /// Whether the transition is the device's (a turn, another device, another Split View width) rather than
    /// a container's: `TransitionGate` never ends one early.
    public var isScreenChange: Bool { self == .rotation || self == .device || self == .multitasking }
}
