/// What a view keeps for Auto Layout, made on first use so a view that never meets a constraint pays one
/// nil pointer.
@MainActor
final class AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    /// Constraints installed on this view (UIView.constraints): those whose nearest common ancestor it is.
    var constraints: [LayoutConstraint] = []
    var variables: LayoutVariables?
    var layoutGuides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    var hugging: [LayoutConstraint.Axis: LayoutPriority] = [.horizontal: .defaultLow, .vertical: .defaultLow]
    var compressionResistance: [LayoutConstraint.Axis: LayoutPriority] = [.horizontal: .defaultHigh, .vertical: .defaultHigh]
    /// The engine of the tree this view is the root of (a window's root view, or a detached tree's top).
    var ownedEngine: LayoutEngine?
    /// The engine that holds this view's variables, while it takes part in one.
    weak var engine: LayoutEngine?
}
