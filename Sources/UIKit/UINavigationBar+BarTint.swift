import Foundation
import HandheldKit

extension NavigationBar {
    /// The bar's background colour (UINavigationBar.barTintColor); nil is the default translucent material.
    /// An opaque colour draws an opaque bar, as UIKit draws a bar whose `isTranslucent` is false.
    public var barTintColor: UIColor? {
        get { barBackgroundColor == NavigationBar.defaultBackgroundColor ? nil : barBackgroundColor }
        set { barBackgroundColor = newValue ?? NavigationBar.defaultBackgroundColor }
    }

    /// The inline title's text attributes (UINavigationBar.titleTextAttributes): Handheld draws their
    /// `.foregroundColor` (the title's colour); the title keeps the system's headline font.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { titleColor.map { [.foregroundColor: $0] } }
        set { titleColor = newValue?[.foregroundColor] as? UIColor }
    }

    /// The large title's text attributes (UINavigationBar.largeTitleTextAttributes, iOS 11): Handheld draws
    /// their `.foregroundColor`; the large title keeps the system's 34 pt font. Through the appearance
    /// proxy, `UINavigationBar.appearance().largeTitleTextAttributes = [...]` colours every bar's.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { largeTitleColor.map { [.foregroundColor: $0] } }
        set { largeTitleColor = newValue?[.foregroundColor] as? UIColor }
    }
}
