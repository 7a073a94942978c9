extension StackView {
    /// The direction arranged subviews are laid out in (NSLayoutConstraint.Axis as UIStackView uses it).
    public enum Axis: String, Sendable, CaseIterable {
        /// Side by side, leading to trailing (left to right).
        case horizontal
        /// One above the other, top to bottom.
        case vertical

        /// The name of the dimension along the axis, as the conflict warning spells constraints.
        var lengthName: String { self == .vertical ? "height" : "width" }
    }
}
