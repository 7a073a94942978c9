import Render

/// The presentation that activating search is (UISearchController presents itself over its presenting
/// controller): a progress from 0 to 1 run on the window's engine, with the delegate told before it
/// starts and after it ends, in UIKit's order (willPresent, didPresent; willDismiss, didDismiss). A toggle
/// part way reverses from where it stands and the interrupted half's `did` call is skipped, as UIKit skips
/// the completion of an interrupted presentation.
extension SearchController {
    /// How long the bar takes to rise or return: 0.3 s, UIKit's presentation transition duration (the
    /// `transitionDuration` of its default present/dismiss animators) [EST: the search presentation uses the
    /// same timing as the keyboard it brings up, measured at about 0.3 s in iOS 15 screen recordings].
    public static let presentationDuration = 0.3

    /// The identifier a results controller's view gets when it has none, by which its navigation
    /// controller finds it again.
    public static let resultsIdentifier = "search-results"

    /// Whether the results controller's view covers the content now.
    public var showsResults: Bool {
        guard isActive, searchResultsController != nil else { return false }
        return showsSearchResultsController || !(searchBar.text ?? "").isEmpty
    }

    /// The progress the navigation bar hides by: the presentation's when the controller hides it, else 0.
    var navigationBarHiddenFraction: Double {
        hidesNavigationBarDuringPresentation ? presentationProgress : 0
    }

    func movePresentation(to target: Double, animated: Bool) {
        presentationMotion?.stop()
        presentationMotion = nil
        let finish: () -> Void = { [weak self] in
            guard let self else { return }
            if target == 1 { self.delegate?.didPresentSearchController(self) } else { self.delegate?.didDismissSearchController(self) }
        }
        guard animated, let engine = searchBar.window?.engine, presentationProgress != target else {
            presentationProgress = target
            onLayoutChange?()
            finish()
            return
        }
        let motion = SearchPresentationMotion(from: presentationProgress, to: target, duration: Self.presentationDuration)
        presentationMotion = engine.run(motion, onChange: { [weak self] value in
            guard let self else { return }
            self.presentationProgress = value
            self.onLayoutChange?()
        }, completion: { [weak self] finished in
            guard let self, finished else { return }
            self.presentationMotion = nil
            finish()
        })
    }
}
