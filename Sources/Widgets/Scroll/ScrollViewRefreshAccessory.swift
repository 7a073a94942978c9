import Render

/// The hook a pull-to-refresh control stands on (RefreshControl, one floor up in Controls): the scroll
/// view tells it when its offset changes or a drag ends, and it holds the content down through
/// `ScrollView.refreshInset`. The scroll view knows no specific control.
@MainActor
protocol ScrollViewRefreshAccessory: AnyObject {
    func scrollViewPullChanged()
}
