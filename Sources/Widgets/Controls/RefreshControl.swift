import Render

/// Pull to refresh (UIRefreshControl), installed with `ScrollView.refreshControl`: it sits just above the
/// content's top, so pulling the content down past its resting place reveals it. While the drag is short of
/// `triggerDistance` the spinner fades in with the pull; past it the control starts refreshing at once,
/// still under the finger, and sends its value change (UIKit sends `.valueChanged` there, not on release).
/// While refreshing, the scroll view's top inset grows by `indicatorHeight`, so a released drag settles
/// with the content held below the spinning indicator; `endRefreshing()` takes the inset back and the
/// content glides up on the window's animation engine.
///
/// It follows the scroll view's adjusted insets, so under a navigation bar with a large title the spinner
/// appears below the large title, as in Mail.
@preconcurrency @MainActor
open class RefreshControl: Control, ScrollViewRefreshAccessory {
    /// How far past its resting top the content must be pulled to start a refresh, and the space the
    /// spinner keeps while refreshing. UIKit documents neither; Flutter's CupertinoSliverRefreshControl,
    /// written to match iOS, uses a 100 pt trigger distance and a 60 pt indicator extent
    /// (`refreshTriggerPullDistance`, `refreshIndicatorExtent`) [EST, from that imitation; iOS screenshots
    /// show the held gap at about 60 pt].
    public static let triggerDistance = 100.0
    public static let indicatorHeight = 60.0

    /// Whether a refresh is under way (UIRefreshControl.isRefreshing).
    public private(set) var isRefreshing = false
    /// Runs when a pull starts a refresh (UIControl's `.valueChanged`); `beginRefreshing()` does not send it.
    public var onValueChanged: (() -> Void)?
    /// The spinner takes a tint set on the control itself (UIRefreshControl.tintColor); without one it stays
    /// the activity indicator's grey, as UIKit's does, rather than inheriting the app's blue.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = tintColorStorage ?? .systemGray
    }

    /// The scroll view this control is installed in (set by `ScrollView.refreshControl`).
    public internal(set) weak var scrollView: ScrollView?
    let spinner = ActivityIndicatorView(style: .medium)
    /// Set when a drag started a refresh, so the same drag cannot start another.
    private var triggeredInDrag = false

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        assembleSpinner()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assembleSpinner()
    }
    private func assembleSpinner() {
        identifier = "refresh"
        spinner.hidesWhenStopped = false
        spinner.isHidden = false
        addSubview(spinner)
        isUserInteractionEnabled = false
        alpha = 0
    }

    /// Starts refreshing without a pull (UIRefreshControl.beginRefreshing()): the spinner turns and the
    /// content is held below it; no value change is sent, as in UIKit.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        performWithoutAnimation { alpha = 1 }
        scrollView?.refreshInset = Self.indicatorHeight
    }

    /// Ends the refresh (UIRefreshControl.endRefreshing()): the spinner stops and the content held below
    /// it glides back up (0.3 s easeInOut, the scroll view's animated offset change) unless the user has
    /// scrolled it away.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let scrollView else { return }
        let heldAtTop = !scrollView.isDragging && scrollView.contentOffset.y <= scrollView.offsetRange.y.lowerBound
        if heldAtTop {
            let top = scrollView.adjustedContentInset.top - scrollView.refreshInset
            scrollView.setContentOffset(Point(x: scrollView.contentOffset.x, y: -top), animated: true)
        }
        scrollView.refreshInset = 0
        pullChanged()
    }

    /// How far the content is pulled below its resting top (without the refresh's own inset).
    var pullDistance: Double {
        guard let scrollView else { return 0 }
        let restingTop = scrollView.adjustedContentInset.top - scrollView.refreshInset
        return max(0, -scrollView.contentOffset.y - restingTop)
    }

    /// The scroll view moved (ScrollView.applyOffset) or its drag ended.
    func scrollViewPullChanged() { pullChanged() }

    func pullChanged() {
        guard let scrollView else { return }
        if frame.width != scrollView.bounds.width { place(in: scrollView) }
        if !scrollView.isDragging { triggeredInDrag = false }
        let pull = pullDistance
        if scrollView.isDragging, !isRefreshing, !triggeredInDrag, pull >= Self.triggerDistance {
            triggeredInDrag = true
            beginRefreshing()
            onValueChanged?()
        }
        let target = isRefreshing ? 1 : min(1, pull / Self.triggerDistance)
        if alpha != target { performWithoutAnimation { alpha = target } }
    }

    /// Above the content's top edge, as wide as the scroll view, the spinner in the middle of the
    /// `indicatorHeight` next to the content.
    func place(in scrollView: ScrollView) {
        performWithoutAnimation {
            frame = Rect(x: 0, y: -Self.indicatorHeight, width: scrollView.bounds.width, height: Self.indicatorHeight)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let d = spinner.style.diameter
        spinner.frame = Rect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        [("isRefreshing", .bool(isRefreshing))]
    }
}

extension ScrollView {
    /// Pull to refresh (UIScrollView.refreshControl): the control is placed above the content, behind it,
    /// and follows the pull through the scroll view's `ScrollViewRefreshAccessory` hook.
    public var refreshControl: RefreshControl? {
        get { refreshAccessory as? RefreshControl }
        set {
            let old = refreshControl
            guard newValue !== old else { return }
            old?.endRefreshing()
            old?.removeFromSuperview()
            old?.scrollView = nil
            refreshAccessory = newValue
            guard let control = newValue else { return }
            control.scrollView = self
            insertSubview(control, at: 0)
            control.place(in: self)
            control.pullChanged()
        }
    }
}
