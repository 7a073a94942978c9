import Render

/// What a search controller tells its delegate as search is presented and dismissed
/// (UISearchControllerDelegate): `willPresentSearchController` before the bar moves up,
/// `didPresentSearchController` once it has arrived, then `willDismissSearchController` and
/// `didDismissSearchController` around the way back, in that order, as UIKit calls them. Every method has a
/// default that does nothing.
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: SearchController)
    func didPresentSearchController(_ searchController: SearchController)
    func willDismissSearchController(_ searchController: SearchController)
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    public func willPresentSearchController(_ searchController: SearchController) {}
    public func didPresentSearchController(_ searchController: SearchController) {}
    public func willDismissSearchController(_ searchController: SearchController) {}
    public func didDismissSearchController(_ searchController: SearchController) {}
}
