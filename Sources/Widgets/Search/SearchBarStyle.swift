/// Whether a search bar draws a background (UISearchBar.Style): `.prominent` a translucent bar behind an
/// opaque field, `.minimal` no background and a translucent field; `.default` is `.prominent`, as Apple
/// documents ("Defaults to UISearchBar.Style.prominent"). In a navigation bar the navigation bar's own
/// background shows instead, whatever the style.
public enum SearchBarStyle: Int, Sendable {
    case `default`
    case prominent
    case minimal
}
