import HandheldKit

// UIKit's nested spellings of types Handheld declares at the top level, so `UITextField.BorderStyle.roundedRect`,
// `let mode: UITextField.ViewMode` and `UIScrollView.ContentInsetAdjustmentBehavior.never` name the same types the
// properties (`borderStyle`, `clearButtonMode`, `contentInsetAdjustmentBehavior`) already hold.

extension TextField {
    /// UITextField.BorderStyle.
    public typealias BorderStyle = TextBorderStyle
    /// UITextField.ViewMode: when the clear button (and side views) show.
    public typealias ViewMode = TextFieldViewMode
}

extension ScrollView {
    /// UIScrollView.ContentInsetAdjustmentBehavior.
    public typealias ContentInsetAdjustmentBehavior = Widgets.ContentInsetAdjustmentBehavior
    /// UIScrollView.DecelerationRate: `.normal` and `.fast`, the rates `decelerationRate` holds.
    public typealias DecelerationRate = Deceleration
}

/// UIReturnKeyType: the return key's title (UITextInputTraits.returnKeyType).
public typealias UIReturnKeyType = ReturnKeyType

extension Deceleration {
    /// UIScrollView.DecelerationRate(rawValue:): a custom rate, the fraction of velocity kept per millisecond
    /// (`.normal` is 0.998, `.fast` 0.99).
    public init(rawValue: CGFloat) { self.init(rate: Double(rawValue)) }
    /// UIScrollView.DecelerationRate.rawValue.
    public var rawValue: CGFloat { CGFloat(rate) }
}
