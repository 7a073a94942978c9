/// A read-only description of the transition a navigation controller is running, for the simulator's
/// inspector and the tree JSON ("transition": {"kind", "interactive", "percent"}).
public struct NavigationTransitionStatus: Equatable, Sendable {
    public var kind: NavigationTransitionKind
    /// The pointer drives it (a back swipe that has not been let go).
    public var isInteractive: Bool
    /// How far the pages have moved, 0 at the start and 1 at the end (the coordinator's percentComplete).
    public var percentComplete: Double

    public init(kind: NavigationTransitionKind, isInteractive: Bool, percentComplete: Double) {
        self.kind = kind
        self.isInteractive = isInteractive
        self.percentComplete = percentComplete
    }

    /// The tree JSON object.
    public var json: JSONValue {
        TransitionCoordinator.treeJSON(kind: kind.rawValue, interactive: isInteractive, percent: percentComplete)
    }
}
