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
}
