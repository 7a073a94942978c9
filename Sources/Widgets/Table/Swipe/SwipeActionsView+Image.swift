extension SwipeActionsView {
    /// Points between a swipe action's image and its title below it [EST: iOS 17 Mail's swipe actions at
    /// 3×, about 12 px]; UIKit documents no value.
    static let imageTitleGap = 4.0
}
