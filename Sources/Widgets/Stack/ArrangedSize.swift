/// The fixed sizes a stack view keeps for one arranged subview. The stack holds them rather than the view
/// because Handheld has no constraint engine: the stack is the only thing that reads them, and they leave
/// with the view when it leaves the stack's subviews.
struct ArrangedSize: Equatable {
    var width: FixedLength?
    var height: FixedLength?

    /// The fixed length along `axis` (height for a vertical stack), if any.
    func along(_ axis: StackView.Axis) -> FixedLength? {
        axis == .vertical ? height : width
    }

    /// The fixed length across `axis` (width for a vertical stack), if any.
    func across(_ axis: StackView.Axis) -> FixedLength? {
        axis == .vertical ? width : height
    }

    var isEmpty: Bool { width == nil && height == nil }
}
