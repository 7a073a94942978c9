/// The status bar's content colour a controller asks for (UIStatusBarStyle, UIKit's raw values): `.default`
/// follows the appearance since iOS 13, `.lightContent` is white, `.darkContent` black.
public enum StatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
