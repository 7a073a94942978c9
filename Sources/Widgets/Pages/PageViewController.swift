import Render

/// A container that shows one page at a time and swipes between them (UIPageViewController).
///
/// The pages come from `setViewControllers` and, for swipes, from the `dataSource`, asked lazily for the
/// neighbour on the side the finger moves toward. A swipe is an interactive transition on the window's
/// animation engine (a `TransitionCoordinator` driven by a `PercentDrivenInteractiveTransition`, as the
/// navigation controller's back swipe): the pages follow the finger, and on release `InteractivePopRelease`'s
/// rule (half way, or a fling of one width per second) decides whether the new page stays.
///
/// Appearance, as the navigation controller's interactive pop: when the swipe starts the current page gets
/// `viewWillDisappear` and the incoming one `viewWillAppear`; a finished swipe brings the `did` calls; a
/// cancelled one gives the incoming page `viewWillDisappear`/`viewDidDisappear` and the current one
/// `viewWillAppear`/`viewDidAppear`.
///
/// Not honoured: `.pageCurl` draws as a slide (no curl), a spine in the middle shows one page, not two,
/// and `isDoubleSided` is kept only. There is no rubber-band at the first and last page.
@preconcurrency @MainActor
open class PageViewController: ViewController {
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// `.min` for a page curl unless the options say otherwise, `.none` for scroll (UIKit's documentation).
    public let spineLocation: SpineLocation
    /// Points of gap between two pages while they scroll (`OptionsKey.interPageSpacing`, default 0).
    public let interPageSpacing: Double
    public var isDoubleSided = false

    /// Setting it asks it for the dots when a page is already shown, so an app that sets its first page
    /// before its data source still gets them (UIKit reads the count when it lays the dots out).
    public weak var dataSource: PageViewControllerDataSource? {
        didSet { if viewControllers?.isEmpty == false { updatePageDots() } }
    }
    public weak var delegate: PageViewControllerDelegate?

    /// The page shown (UIKit's `viewControllers`: one page unless the spine is in the middle).
    public internal(set) var viewControllers: [ViewController]? = nil

    /// The page dots UIKit adds under the pages when the data source gives a presentation count.
    public let pageControl = PageControl()
    /// The pages' area, clipping a page that slides out so it does not draw over the dots.
    let pagesView = View()
    let panRecognizer = PanGestureRecognizer()
    /// The swipe's delegate: a scroll view in a page that scrolls the same way keeps the drag.
    private var swipeGate: PageSwipeGate?
    var pageTransition: PageTransition?
    /// The neighbours the running swipe has asked the data source for, by side (true: after), so each is
    /// asked once a swipe; nil when no swipe steers (none runs, or it began during another change).
    var swipeNeighbours: [Bool: ViewController?]?
    /// Whether a page change (a swipe or an animated `setViewControllers`) is under way.
    public var isChangingPages: Bool { pageTransition != nil }
    /// The last release of a swipe (tests read the decision).
    public internal(set) var lastRelease: InteractivePopRelease?

    /// Height of the strip of page dots under the pages: UIPageControl's standard height, 37 pt (the size
    /// Interface Builder gives a new page control).
    public static let pageControlHeight = 37.0
    /// Seconds an animated `setViewControllers` takes (PageSlideAnimator says where it comes from).
    public static let pageChangeDuration = PageSlideAnimator.duration

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
        spineLocation = Self.spine(options?[.spineLocation]) ?? (style == .pageCurl ? .min : .none)
        super.init(nibName: nil, bundle: nil)
        configure()
    }

    /// UIKit's plain initializer gives a page curl, horizontal (UIPageViewController's default style).
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// Nothing is decoded: a storyboard's page view controller starts as Interface Builder's new one does,
    /// a horizontal page curl with the spine at the left (the attributes inspector's defaults).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        interPageSpacing = 0
        spineLocation = .min
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        pagesView.identifier = "pages"
        pagesView.clipsToBounds = true
        pageControl.identifier = "page-dots"
        pageControl.isHidden = true
        pageControl.isUserInteractionEnabled = false
        // The strip behind the dots is usually black (PageContainerView says why), so the dots are drawn for a
        // dark background, white and translucent white, whatever the app's style; colours an app sets on
        // the control (or its appearance proxy) still win, being no longer the defaults.
        pageControl.overrideUserInterfaceStyle = .dark
        panRecognizer.axis = navigationOrientation == .horizontal ? .horizontal : .vertical
        panRecognizer.priority = 2
        let gate = PageSwipeGate(vertical: navigationOrientation == .vertical)
        swipeGate = gate
        panRecognizer.delegate = gate
        panRecognizer.action = { [weak self] r in
            guard let self, let pan = r as? PanGestureRecognizer else { return }
            self.handleSwipe(pan)
        }
    }

    /// UIKit lists gesture recognisers only for the page curl; the scroll style's are its scroll view's.
    public var gestureRecognizers: [GestureRecognizer] {
        transitionStyle == .pageCurl ? [panRecognizer] : []
    }

    // MARK: View

    open override func loadView() {
        let container = PageContainerView()
        container.identifier = "page-view-controller"
        container.setLayoutHandler { [weak self] _ in self?.layoutPages() }
        container.addSubview(pagesView)
        container.addSubview(pageControl)
        container.addGestureRecognizer(panRecognizer)
        setView(container)
        for page in viewControllers ?? [] { install(page) }
    }

    /// Whether the dots show: scroll style and a presentation count above 0.
    var showsPageDots: Bool { !pageControl.isHidden }

    /// The pages fill the view above the strip of dots (the whole view without dots).
    var pagesFrame: Rect {
        var r = view.bounds
        if showsPageDots { r.size.height = max(0, r.height - Self.pageControlHeight) }
        return r
    }

    func layoutPages() {
        pagesView.frame = pagesFrame
        let b = view.bounds
        pageControl.frame = Rect(x: b.minX, y: b.maxY - Self.pageControlHeight, width: b.width,
                                 height: Self.pageControlHeight)
        for page in children where page.isViewLoaded && page.view.superview === pagesView {
            page.view.setFrameIgnoringTransform(pagesView.bounds)
        }
    }

    /// Puts a page's view in the pages' area, sized, above the others.
    func install(_ page: ViewController) {
        guard isViewLoaded else { return }
        let v: View = page.view
        pagesView.performWithoutAnimation {
            if v.superview !== pagesView { pagesView.addSubview(v) }
            v.setFrameIgnoringTransform(pagesView.bounds)
        }
    }

    /// Asks the data source for the dots (UIKit asks on every `setViewControllers`).
    func updatePageDots() {
        let count = transitionStyle == .scroll ? (dataSource?.presentationCount(for: self) ?? 0) : 0
        pageControl.isHidden = count <= 0
        pageControl.numberOfPages = max(0, count)
        if count > 0 { pageControl.currentPage = dataSource?.presentationIndex(for: self) ?? 0 }
        if isViewLoaded { view.setNeedsLayout() }
    }

    // MARK: Appearance (forwarded to the page shown only)

    open override var forwardsAppearanceToChildren: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        for page in viewControllers ?? [] { page.beginAppearanceTransition(true, animated: animated) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        for page in viewControllers ?? [] { page.endAppearanceTransition() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        for page in viewControllers ?? [] { page.beginAppearanceTransition(false, animated: animated) }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        for page in viewControllers ?? [] { page.endAppearanceTransition() }
    }

    // MARK: Tree JSON

    /// The page shown (its title) and, with dots, the dot lit.
    open override func treeAttributes() -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [
            ("page", viewControllers?.first.flatMap { $0.title }.map(JSONValue.string) ?? .null),
        ]
        if showsPageDots { pairs.append(("pageIndex", .number(Double(pageControl.currentPage)))) }
        return pairs
    }
}
