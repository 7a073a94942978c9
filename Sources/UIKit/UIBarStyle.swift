import HandheldKit

/// UIBarStyle: `.default`, `.black` (and the deprecated `.blackTranslucent`), for UINavigationBar.barStyle,
/// UIToolbar.barStyle and UISearchBar.barStyle.
public typealias UIBarStyle = BarStyle
