import Widgets

/// The inbox's search: a search controller under the large title that filters the list in place as the
/// text changes (Mail does not dim the list while searching), hidden until the list is pulled down.
extension InboxViewController: SearchResultsUpdating {
    func installSearch() {
        let search = SearchController()
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = true
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchText else { return }
        searchText = text
        tableView.reloadData()
    }
}
