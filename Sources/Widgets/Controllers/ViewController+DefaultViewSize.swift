import Render

extension ViewController {
    /// The root view the default `loadView()` makes is as large as the screen, so `viewDidLoad` already reads
    /// the screen's size from `view.bounds`: UIKit's documentation of `loadView()` says the default "creates a
    /// plain UIView object", and on iOS that view's frame in `viewDidLoad` is the main screen's bounds, which is
    /// why code such as `tableView.frame = view.bounds` in `viewDidLoad` fills the screen there (it drew a
    /// 0 × 0 table here). The container sizes the view to its own area before `viewWillAppear`, as before.
    ///
    /// Handheld has no process-wide screen, so the size is the window's this controller is going into: the
    /// one a window hands its root controller, else the window of the nearest parent or presenter already on
    /// screen; a controller loaded before any of them is known keeps a zero-sized view, as a view made with
    /// `init()` has.
    var sizeForDefaultView: Size {
        if let defaultViewSize { return defaultViewSize }
        var next: ViewController? = parent ?? presentingViewController
        while let controller = next {
            if let window = controller.viewIfLoaded?.window { return window.size }
            if let size = controller.defaultViewSize { return size }
            next = controller.parent ?? controller.presentingViewController
        }
        return .zero
    }
}
