extension StackView {
    /// The direction arranged subviews are laid out in: Auto Layout's axis, as UIStackView.axis is an
    /// NSLayoutConstraint.Axis.
    public typealias Axis = LayoutConstraint.Axis
}
