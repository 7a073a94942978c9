/// An object that follows a scroll view's offset from outside it, as a navigation controller's large
/// title collapses while its top controller's scroll view scrolls (UINavigationBar tracks the scroll view
/// UIKit finds for the top controller). The scroll view tells it after every offset change, after its
/// delegate, without knowing what kind of object is listening.
@MainActor
protocol ScrollViewTracker: AnyObject {
    func trackedScrollViewDidScroll(_ scrollView: ScrollView)
}
