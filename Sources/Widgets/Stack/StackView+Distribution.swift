extension StackView {
    /// How arranged subviews share the stack's length along the axis (UIStackView.Distribution).
    public enum Distribution: String, Sendable, CaseIterable {
        /// Natural lengths; space left over or missing goes to one view (UIKit's default). UIKit picks the
        /// view with the lowest content-hugging priority; Handheld, which has none, picks the last visible
        /// view without a fixed length, else the one whose fixed length has the lowest optional priority.
        case fill
        /// Every visible view the same length, filling the stack.
        case fillEqually
        /// Lengths proportional to the natural lengths, filling the stack.
        case fillProportionally
        /// Natural lengths, the space left over shared equally between them, never less than `spacing`.
        case equalSpacing
        /// Natural lengths, the centres equally far apart, the first and last views against the ends; the
        /// gaps never less than `spacing`.
        case equalCentering
    }
}
