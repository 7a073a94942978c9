/// The large title follows the top controller's scroll view (NavigationController+LargeTitles).
extension NavigationController: ScrollViewTracker {}
