import Render

/// What a search controller asks to filter its results (UISearchResultsUpdating): told when search
/// begins, at every change of the text or the scope, and when search ends.
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: SearchController)
}
