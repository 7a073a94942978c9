import Widgets

/// The inbox's search: a search controller under the large title that filters the list in place as the
/// text or the scope changes (Mail does not dim the list while searching), hidden until the list is pulled
/// down. Focused, the navigation bar and large title slide away and the bar rises under the status bar.
extension InboxViewController: SearchResultsUpdating {
    func installSearch() {
        let search = SearchController()
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        // Scopes under the field while searching (`search-scope`): where the text must match.
        search.searchBar.scopeButtonTitles = ["All", "From", "Subject"]
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = true
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        let scope = searchController.searchBar.selectedScopeButtonIndex
        guard text != searchText || scope != searchScope else { return }
        searchText = text
        searchScope = scope
        tableView.reloadData()
    }
}
