extension StackView {
    /// Where arranged subviews sit across the axis (UIStackView.Alignment).
    public enum Alignment: String, Sendable, CaseIterable {
        /// Stretched to the stack's full extent across the axis (UIKit's default).
        case fill
        /// At their own size against the leading edge (the top in a horizontal stack).
        case leading
        /// At their own size, centred.
        case center
        /// At their own size against the trailing edge (the bottom in a horizontal stack).
        case trailing
        /// A row's views with their first baselines level, the highest at the top (constraint-arranged
        /// stacks; the stack's own arithmetic has no baselines and puts them at the top).
        case firstBaseline
        /// A row's views with their last baselines level (constraint-arranged stacks; else at the top).
        case lastBaseline

        /// UIKit's name for `leading` in a horizontal stack.
        public static var top: Alignment { .leading }
        /// UIKit's name for `trailing` in a horizontal stack.
        public static var bottom: Alignment { .trailing }

        /// The origin and extent of a view `natural` long across an `available`-long span starting at
        /// `start`; a view larger than the span is clamped to it, as compression resistance gives way to the
        /// stack's required edges.
        func place(natural: Double, available: Double, start: Double) -> (origin: Double, length: Double) {
            let length = self == .fill ? available : min(max(0, natural), available)
            switch self {
            case .fill, .leading, .firstBaseline, .lastBaseline: return (start, length)
            case .center: return (start + (available - length) / 2, length)
            case .trailing: return (start + available - length, length)
            }
        }
    }
}
