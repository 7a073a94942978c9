import Widgets

extension FuzzInvariants {
    /// At most one alert is presented at a time: UIKit refuses to present over a controller that is already
    /// presenting ("Attempt to present … which is already presenting"), so two alerts never stack.
    static func oneAlertAtMost(_ simulator: Simulator) -> String? {
        var presenter = simulator.window.rootViewController
        var alerts = 0
        while let current = presenter, let shown = current.presentationShown {
            if shown.presentedViewController is AlertController { alerts += 1 }
            presenter = shown.presentedViewController
        }
        return alerts > 1 ? "\(alerts) alerts are presented at once" : nil
    }

    /// Once settled, each navigation controller's top search is fully presented exactly while active, and
    /// the bar is where that puts it: an active search that hides the navigation bar
    /// (hidesNavigationBarDuringPresentation) has the bar above the safe area and the search bar at its top;
    /// otherwise the bar sits at the safe area's top.
    static func searchMatchesNavigationBar(_ simulator: Simulator) -> String? {
        for navigation in onScreen(NavigationController.self, in: simulator) where !navigation.isTransitioning {
            guard let search = navigation.topViewController?.navigationItem.searchController else { continue }
            let name = describe(navigation)
            let expected = search.isActive ? 1.0 : 0
            if abs(search.presentationProgress - expected) > 1e-6 {
                return "\(name)'s search is \(search.isActive ? "active" : "inactive") but presented at \(search.presentationProgress.compact)"
            }
            let top = navigation.view.presentationBounds.minY + navigation.view.safeAreaInsets.top
            let bar = navigation.navigationBar.presentationFrame
            if search.isActive && search.hidesNavigationBarDuringPresentation {
                if abs(bar.maxY - top) > 1e-3 { return "\(name)'s search is active but its bar ends at \(bar.maxY.compact), not \(top.compact)" }
                let field = search.searchBar.presentationFrame
                if abs(field.minY - top) > 1e-3 { return "\(name)'s active search bar is at \(field.minY.compact), not \(top.compact)" }
            } else if abs(bar.minY - top) > 1e-3 {
                return "\(name)'s search is \(search.isActive ? "active (keeping the bar)" : "inactive") but its bar is at \(bar.minY.compact), not \(top.compact)"
            }
        }
        return nil
    }
}
