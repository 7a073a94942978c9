/// Whether a navigation item shows the large title (UINavigationItem.LargeTitleDisplayMode): `automatic`
/// follows the item beneath it (the root shows it), when the bar `prefersLargeTitles`.
public enum LargeTitleDisplayMode: String, Sendable {
    case automatic, always, never
}
