/// Objective-C's method selector (`Selector`, `SEL`), which Swift on Linux does not have: there is no
/// Objective-C runtime to send one, and `#selector` does not compile there. Here it is an uninhabited type,
/// so a UIKit parameter typed `Selector?` takes the one value Linux code can give, `nil` (the "no action"
/// of `UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)` and of
/// `removeTarget(nil, action: nil, for:)`); an action to run is a closure (`UIAction`, `primaryAction:`).
public typealias Selector = Never
