import Render

/// What a search bar tells its delegate (UISearchBarDelegate); every method has a default that does nothing.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
