/// The animated switch a tab bar controller is running: between which tabs and on which transition, so a
/// cancelled switch can put the selection back.
@MainActor
final class TabTransition {
    let from: ViewController
    let to: ViewController
    let fromIndex: Int
    let toIndex: Int
    let coordinator: TransitionCoordinator
    /// The pages' own interaction flags, restored when the switch ends (pages take no touches while it
    /// runs, as a navigation controller's pages take none during a push; the tab bar still does).
    var fromInteraction = true
    var toInteraction = true

    init(from: ViewController, to: ViewController, fromIndex: Int, toIndex: Int, coordinator: TransitionCoordinator) {
        self.from = from
        self.to = to
        self.fromIndex = fromIndex
        self.toIndex = toIndex
        self.coordinator = coordinator
    }
}
