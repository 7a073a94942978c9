/// Which way a navigation transition moves: a push brings a page in from the right over the current one,
/// a pop (by code, the back button or the back swipe) slides the top page off to the right.
public enum NavigationTransitionKind: String, Sendable {
    case push, pop
}
