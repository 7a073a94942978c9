import HandheldKit

// UIKit's names for the toolbar, the system bar button items, pull to refresh and search.

public typealias UIToolbar = Toolbar

public typealias UIRefreshControl = RefreshControl
public typealias UISearchBar = SearchBar
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UISearchController = SearchController
public typealias UISearchResultsUpdating = SearchResultsUpdating
