/// A bar's style (UIBarStyle, UIKit's raw values): `.default` the light translucent material, `.black` a dark
/// bar with white titles. `.blackTranslucent` (deprecated in UIKit since iOS 7) draws as `.black`, as UIKit
/// treats it.
public enum BarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    case blackTranslucent = 2
}
