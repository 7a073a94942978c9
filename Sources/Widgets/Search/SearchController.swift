import Render

/// Search over a screen's content (UISearchController), shown by a navigation controller under the large
/// title when set as `navigationItem.searchController`. Focusing its bar makes it active: Cancel slides in,
/// the scope bar shows, the content behind is dimmed if `obscuresBackgroundDuringPresentation`, and the
/// `searchResultsUpdater` is asked to filter. Each text or scope change asks again; Cancel (or a tap on the
/// dimmed content) clears the text, ends editing, and asks once more with the search inactive.
///
/// The updater is called once per change, after the bar's own delegate (UIKit tells the search bar's
/// delegate first, then the updater).
@preconcurrency @MainActor
public final class SearchController {
    public let searchBar = SearchBar()
    /// The controller that would show the results over the content (UISearchController's
    /// `searchResultsController`). Handheld filters in place only: a non-nil one is kept, not shown.
    public let searchResultsController: ViewController?
    public weak var searchResultsUpdater: SearchResultsUpdating?
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
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: animated) }
            if automaticallyShowsScopeBar, searchBar.scopeButtonTitles != nil { searchBar.showsScopeBar = true }
        } else {
            deactivating = true
            searchBar.text = ""
            _ = searchBar.searchTextField.resignFirstResponder()
            deactivating = false
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: animated) }
            if automaticallyShowsScopeBar { searchBar.showsScopeBar = false }
        }
        updateDimming(animated: animated)
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
