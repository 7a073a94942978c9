extension LayoutConstraint {
    /// A direction of layout (NSLayoutConstraint.Axis): the axis of hugging and compression resistance, and
    /// the direction a stack view lays out its arranged subviews in. UIKit declares it with the constraint,
    /// in NSLayoutConstraint.h, and UIStackView.axis uses that type, so Auto Layout needs no stack view.
    public enum Axis: String, Sendable, CaseIterable {
        /// Side by side, leading to trailing (left to right).
        case horizontal
        /// One above the other, top to bottom.
        case vertical

        /// The name of the dimension along the axis, as the conflict warning spells constraints.
        var lengthName: String { self == .vertical ? "height" : "width" }
    }
}
