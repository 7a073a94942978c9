import Render

/// The edges a compositional section's or list's content insets count from (UIKit's
/// UIContentInsetsReference, iOS 14). UIKit documents `.automatic` as "the system determines", which on iOS
/// is the safe area; the section's `contentInsets` then add to the reference's sideways insets.
public enum ContentInsetsReference: Sendable, Hashable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

extension ContentInsetsReference {
    /// The left and right insets (top and bottom stay 0: a vertical layout's sections stack from the content's
    /// top) that `view` gives this reference. The readable column is the margins narrowed to
    /// `View.readableContentWidth`, centred, as UIView.readableContentGuide is; computed here rather than
    /// through the guide so preparing a layout adds no constraints.
    @MainActor
    func sideInsets(of view: View) -> (left: Double, right: Double) {
        switch self {
        case .automatic, .safeArea:
            return (view.safeAreaInsets.left, view.safeAreaInsets.right)
        case .none:
            return (0, 0)
        case .layoutMargins:
            let m = view.effectiveLayoutMargins
            return (m.left, m.right)
        case .readableContent:
            let m = view.effectiveLayoutMargins
            let available = max(0, view.bounds.width - m.left - m.right)
            let extra = max(0, available - View.readableContentWidth) / 2
            return (m.left + extra, m.right + extra)
        }
    }
}
