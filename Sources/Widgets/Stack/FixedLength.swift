/// A constant width or height for an arranged subview and the priority it holds with: what a UIKit stack
/// user writes as `view.heightAnchor.constraint(equalToConstant: 51)` with a `priority`.
///
/// Along the stack's axis it replaces the view's own size; across the axis it is the view's size for the
/// `leading`, `center` and `trailing` alignments (`fill` still stretches it, as the stack's own required
/// edge constraints would).
public struct FixedLength: Hashable, Sendable {
    public var constant: Double
    public var priority: LayoutPriority

    public init(_ constant: Double, priority: LayoutPriority = .required) {
        self.constant = constant
        self.priority = priority
    }
}
