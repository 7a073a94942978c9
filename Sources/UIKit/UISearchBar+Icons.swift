import HandheldKit

extension SearchBar {
    /// The search bar's icons (UISearchBar.Icon). Handheld's bar draws the search glass and the clear
    /// button; `.bookmark` and `.resultsList` have no button here.
    public enum Icon: Int, Sendable {
        case search, clear, bookmark, resultsList
    }

    /// UISearchBar.setImage(_:for:state:): `.search` puts `iconImage` in place of the field's magnifying
    /// glass (nil restores the glass), fitted to the glass's 16 pt box, a template in the glass's colour or an
    /// `.alwaysOriginal` picture as it is. Handheld draws one image whatever the state, so only `.normal`
    /// sets it (as `UIButton.setImage(_:for:)` here); the other icons' images are not drawn.
    public func setImage(_ iconImage: UIImage?, for icon: Icon, state: Control.State) {
        guard icon == .search, state == .normal else { return }
        searchIcon = iconImage
    }

    /// UISearchBar.image(for:state:): the search icon's custom image, nil when the glass is drawn.
    public func image(for icon: Icon, state: Control.State) -> UIImage? {
        icon == .search ? searchIcon : nil
    }
}
