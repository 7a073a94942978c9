import HandheldKit

extension ScrollView {
    /// UIScrollView.scrollIndicatorInsets, deprecated in iOS 13 in favour of the per-axis insets and still in
    /// older apps: setting it sets both `verticalScrollIndicatorInsets` and `horizontalScrollIndicatorInsets`;
    /// reading it gives the vertical ones (Apple's documentation: "use verticalScrollIndicatorInsets and
    /// horizontalScrollIndicatorInsets instead", the old property covering both bars).
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
}
