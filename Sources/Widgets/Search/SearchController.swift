import Render

/// Search over a screen's content (UISearchController), shown by a navigation controller under the large
/// title when set as `navigationItem.searchController`. Focusing its bar makes it active: Cancel slides in,
/// the scope bar shows, the content behind is dimmed if `obscuresBackgroundDuringPresentation`, and the
/// `searchResultsUpdater` is asked to filter. Each text or scope change asks again; Cancel (or a tap on the
/// dimmed content) clears the text, ends editing, and asks once more with the search inactive.
///
/// The updater is called once per change, after the bar's own delegate (UIKit tells the search bar's
/// delegate first, then the updater).
///
/// Becoming active is a presentation (SearchController+Presentation): with
/// `hidesNavigationBarDuringPresentation` the navigation bar and large title slide up out of view and the
/// search bar rises to just under the status bar; the `delegate` hears will/did present and dismiss around
/// it, and a `searchResultsController` covers the content once there is text to show results for.
@preconcurrency @MainActor
public final class SearchController {
    public let searchBar = SearchBar()
    /// The controller showing the results over the content (UISearchController.searchResultsController):
    /// its view covers the page below the search bar while search is active and the text is not empty, or
    /// at once with `showsSearchResultsController`. Nil filters in place (the page itself shows results).
    public let searchResultsController: ViewController?
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Told of the presentation and dismissal (UISearchControllerDelegate).
    public weak var delegate: SearchControllerDelegate?
    /// Whether the navigation bar and large title slide out of view while search is active, leaving the
    /// search bar at the top (UISearchController.hidesNavigationBarDuringPresentation, true by default).
    public var hidesNavigationBarDuringPresentation = true {
        didSet { if hidesNavigationBarDuringPresentation != oldValue { onLayoutChange?() } }
    }
    /// Shows the results controller while active even before any text is typed
    /// (UISearchController.showsSearchResultsController, iOS 13); UIKit also sets it when text arrives.
    public var showsSearchResultsController = false {
        didSet { if showsSearchResultsController != oldValue { onLayoutChange?() } }
    }
    /// How far the presentation has gone: 0 inactive, 1 presented; it moves over `presentationDuration`
    /// while the navigation controller lays its bar and the page out from it.
    public internal(set) var presentationProgress = 0.0
    /// The presentation's motion while it runs (stopped when search is toggled again part way).
    var presentationMotion: DrivenAnimation?
    /// Dims the content while search is active (UISearchController.obscuresBackgroundDuringPresentation,
    /// true by default; apps filtering in place set it to false).
    public var obscuresBackgroundDuringPresentation = true { didSet { updateDimming(animated: false) } }
    /// Whether Cancel slides in while active (UISearchController.automaticallyShowsCancelButton).
    public var automaticallyShowsCancelButton = true
    /// Whether the scope bar shows while active (UISearchController.automaticallyShowsScopeBar).
    public var automaticallyShowsScopeBar = true
    private var isActiveStorage = false

    /// The content dimmed while active; a tap on it ends the search. Its navigation controller places it.
    let dimmingView = Control()
    /// UIKit's obscuring colour: black at 20 % [EST, iOS 15 screenshots].
    static let dimmingColor = Color(r: 0, g: 0, b: 0, a: 0.2)
    /// Whether a navigation controller has already scrolled the bar out of sight once for
    /// `hidesSearchBarWhenScrolling` (it starts hidden until pulled).
    var hidHiddenSearchBarInitially = false
    /// The active state or the bar's height changed: the navigation controller lays out again.
    var onLayoutChange: (() -> Void)?
    /// While deactivating, the text cleared by Cancel does not ask the updater separately.
    private var deactivating = false

    public init(searchResultsController: ViewController? = nil) {
        self.searchResultsController = searchResultsController
        dimmingView.identifier = "search-dimming"
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.alpha = 0
        dimmingView.isHidden = true
        dimmingView.onTap = { [weak self] in self?.isActive = false }
        searchBar.onBeginEditing = { [weak self] in self?.setActive(true) }
        searchBar.onTextChange = { [weak self] in
            guard let self, !self.deactivating else { return }
            // The results controller appears with the first character and leaves with the last.
            self.onLayoutChange?()
            self.updateResults()
        }
        searchBar.onScopeChange = { [weak self] in self?.updateResults() }
        searchBar.onCancel = { [weak self] in self?.isActive = false }
        searchBar.onHeightChange = { [weak self] in self?.onLayoutChange?() }
    }

    /// Whether search is under way (UISearchController.isActive). Setting it true focuses the bar; false
    /// clears the text, ends editing and hides Cancel and the scope bar.
    public var isActive: Bool {
        get { isActiveStorage }
        set {
            if newValue { _ = searchBar.searchTextField.becomeFirstResponder() }
            setActive(newValue)
        }
    }

    private func setActive(_ active: Bool) {
        guard active != isActiveStorage else { return }
        isActiveStorage = active
        let animated = searchBar.window != nil
        if active {
            delegate?.willPresentSearchController(self)
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: animated) }
            if automaticallyShowsScopeBar, searchBar.scopeButtonTitles != nil { searchBar.showsScopeBar = true }
        } else {
            delegate?.willDismissSearchController(self)
            deactivating = true
            // Cleared for the user's Cancel (or tap on the dimming): the delegate hears it as the user's edit.
            searchBar.field.setText("", byUser: true)
            _ = searchBar.searchTextField.resignFirstResponder()
            deactivating = false
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: animated) }
            if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        }
        updateDimming(animated: animated)
        movePresentation(to: active ? 1 : 0, animated: animated)
        onLayoutChange?()
        updateResults()
    }

    private func updateResults() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Fades the dimming in or out (0.25 s, Core Animation's default) [EST].
    private func updateDimming(animated: Bool) {
        let shown = isActiveStorage && obscuresBackgroundDuringPresentation
        guard animated else {
            dimmingView.performWithoutAnimation {
                dimmingView.isHidden = !shown
                dimmingView.alpha = shown ? 1 : 0
            }
            return
        }
        dimmingView.performWithoutAnimation { dimmingView.isHidden = false }
        dimmingView.animate(withDuration: View.defaultAnimationDuration, options: .toolkit, animations: {
            self.dimmingView.alpha = shown ? 1 : 0
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.dimmingView.isHidden = !(self.isActiveStorage && self.obscuresBackgroundDuringPresentation)
        })
    }
}
