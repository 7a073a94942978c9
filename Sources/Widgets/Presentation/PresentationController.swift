import Render

/// One modal presentation (UIPresentationController, with UISheetPresentationController's card): where the
/// presented view goes for its style, the dimming, the presenter scaled back behind a page sheet, and the
/// drag that dismisses a sheet. It exists from `present` until its dismissal completes; the presenting
/// controller owns it.
///
/// Presenting and dismissing are container transitions on the one contract: a `TransitionCoordinator` over
/// the presentation's container view, with `ModalTransitionAnimator` (or, for a drag, the same animator
/// driven by a `PercentDrivenInteractiveTransition`, as the navigation back swipe drives the parallax).
///
/// Geometry (reference README is silent; UIKit's values, tagged as constants.md tags them):
/// - page sheet, compact width: full width, top `sheetTopGap` below the safe area's top (10 pt, the issue's
///   value and iOS 13's card on an iPhone [OBS]); the presenter behind is scaled by `presenterScale` about
///   its centre, moved so its top sits at the safe area's top, and its corners round by `cornerRadius`.
/// - page sheet, regular width: the same top, `regularPageSheetWidth` wide, centred; the presenter is not
///   scaled (iPad, iOS 13 [OBS]).
/// - form sheet: `formSheetSize` centred (UIModalPresentationFormSheet's long-standing 540×620 [OBS]).
/// - full screen and over full screen: the container's bounds.
///
/// Page and form sheets get the subclass `SheetPresentationController` (detents, grabber); it answers the
/// hooks in "Sheet hooks" below, which are the full-height card's values here.
@preconcurrency @MainActor
open class PresentationController {
    /// The card's top below the safe area's top on an iPhone in portrait (iOS 13 page sheet [OBS]).
    public static let sheetTopGap = 10.0
    /// The corner radius of the card and of the presenter behind it (iOS 13 sheets, 10 pt [OBS]).
    public static let cornerRadius = 10.0
    /// How much the presenter shrinks behind a page sheet on an iPhone [EST, measured from iOS 13
    /// screenshots: the presenter's sides sit about 15 pt in on a 375 pt screen].
    public static let presenterScale = 0.92
    /// The dimming over what is behind a sheet: black at 0.4 (`UIDimmingView`'s default colour [RE, class
    /// dumps]).
    public static let dimmingColor = Color.black.withAlpha(0.4)
    /// The form sheet's size on a regular-width screen (540×620 [OBS]).
    public static let formSheetSize = Size(width: 540, height: 620)
    /// A page sheet's width on a regular-width screen [EST, iPad iOS 13: a readable-width card].
    public static let regularPageSheetWidth = 704.0
    /// Present and dismiss take UIKit's built-in controller transition time, 0.40 s
    /// (`UIViewControllerBuiltinTransitionViewAnimator transitionDuration`, [OBS] reference (c)).
    public static let transitionDuration = 0.4
    /// The curve of a present or dismiss that is not interactive: the system default cubic [DOC].
    public static let transitionCurve = TimingCurve.systemDefault

    public let presentedViewController: ViewController
    public private(set) weak var presentingViewController: ViewController?
    /// The controller that called `present` (the transitioning delegate's `source`); nil: the presenter.
    weak var sourceViewController: ViewController?
    public weak var delegate: AdaptivePresentationControllerDelegate?
    /// The style asked for (`modalPresentationStyle` when presented).
    public internal(set) var requestedStyle: ModalPresentationStyle
    /// The style shown now: `requestedStyle` adapted to the presenter's horizontal size class.
    public internal(set) var presentationStyle: ModalPresentationStyle
    /// The transition it animates with: the presented controller's `modalTransitionStyle` when presented, or
    /// the context controller's when that one `providesPresentationContextTransitionStyle`.
    public internal(set) var modalTransitionStyle = ModalTransitionStyle.coverVertical

    /// Covers the window above everything shown before (the context's view for the context styles); holds
    /// the dimming and the presented view.
    let container = View()
    /// The view the presentation happens in (UIPresentationController.containerView, optional as UIKit's:
    /// nil before the presentation starts and after its dismissal ends).
    public var containerView: View? { container.superview == nil ? nil : container }
    /// The container's identifier (`#presentation` in scripts and the tree), by which the window finds it.
    static let containerIdentifier = "presentation"
    let dimmingView = View()
    /// Black behind a presenter scaled back by a page sheet (the window shows black around the card).
    let backdropView = View()
    /// Paints the card's top corners round (see SheetCornerMaskView); shown over a compact page sheet.
    let cornerMask = SheetCornerMaskView()
    /// The grabber over the card's top edge (see SheetGrabberView); hidden unless the sheet asks for it.
    let grabberView = SheetGrabberView()
    /// A soft shadow around the card, shown as the dimming fades out (an undimmed detent), which is what
    /// sets the card off from a presenter of the same colour: UIKit's drop shadow view [EST: black at
    /// 0.12 opacity, 12 pt radius, no offset, judged from iOS 15 screenshots of undimmed sheets].
    let shadowView = SheetShadowView()
    static let shadowOpacity = 0.12
    static let shadowRadius = 12.0
    /// The drag that dismisses a sheet (see PresentationController+Dismissal).
    public let dismissGestureRecognizer = SheetDismissGestureRecognizer()

    /// The running present or dismiss.
    public internal(set) var transition: TransitionCoordinator?
    /// Whether the last running transition was the dismissal.
    public internal(set) var isDismissing = false
    /// From `present` until the presented controller's `viewDidAppear` has returned (isBeingPresented).
    var isPresenting = false
    /// The interaction controller of a dismissal the drag drives.
    var dragInteraction: PercentDrivenInteractiveTransition?
    /// A drag refused by `isModalInPresentation` or the delegate: the card follows it rubber-banded.
    public internal(set) var isRefusingDrag = false
    /// The drag's travel spent before its dismissal started (moving between detents first).
    var dismissDragOrigin = 0.0
    /// What the last drag's release decided (same rule as the back swipe's release).
    public internal(set) var lastRelease: InteractivePopRelease?
    /// The presenter's state before: whether its view was hidden (full screen hides it) and its corners.
    var presenterCornerRadius = 0.0
    /// How far a partial curl lifts the presenter's page (ModalTransitionAnimator+Styles), set as it starts.
    var curlRevealedHeight = 0.0

    /// A presentation of `presented`; `presenting` may come later (`attach`), as UIKit makes a sheet's
    /// controller when `sheetPresentationController` is first asked for, before `present`.
    public init(presentedViewController presented: ViewController, presenting: ViewController?) {
        presentedViewController = presented
        presentingViewController = presenting
        requestedStyle = presented.modalPresentationStyle
        presentationStyle = presented.modalPresentationStyle.adapted(to: presenting?.traitCollection.horizontalSizeClass ?? .compact)
        container.identifier = Self.containerIdentifier
        container.backgroundColor = .clear
        dimmingView.identifier = "presentation-dimming"
        dimmingView.backgroundColor = Self.dimmingColor
        backdropView.backgroundColor = .black
        backdropView.isUserInteractionEnabled = false
        backdropView.identifier = "presentation-backdrop"
        container.addSubview(dimmingView)
        shadowView.isHidden = true
        container.addSubview(shadowView)
        container.addSubview(cornerMask)
        container.addSubview(grabberView)
        container.setLayoutHandler { [weak self] _ in self?.layoutContainer() }
        container.addGestureRecognizer(dismissGestureRecognizer)
        installTapOutside()
        dismissGestureRecognizer.presentedView = { [weak self] in self?.presentedViewController.view }
        dismissGestureRecognizer.takesDrag = { [weak self] scrollView, upward in
            self?.takesDrag(from: scrollView, upward: upward) ?? false
        }
        dismissGestureRecognizer.action = { [weak self] r in
            guard let self, let pan = r as? SheetDismissGestureRecognizer else { return }
            self.handleDrag(pan)
        }
    }

    /// The presentation for `presented`: a sheet controller for the card styles.
    static func make(presented: ViewController, presenting: ViewController?) -> PresentationController {
        switch presented.modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: return SheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .fullScreen, .overFullScreen, .none, .currentContext, .overCurrentContext, .custom:
            return PresentationController(presentedViewController: presented, presenting: presenting)
        case .popover: return PopoverPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    /// Binds the presenter at `present` and reads the style then (it may have changed since creation).
    func attach(presenting presenter: ViewController) {
        presentingViewController = presenter
        requestedStyle = presentedViewController.modalPresentationStyle
        presentationStyle = adaptedStyle(for: presenter.traitCollection)
        modalTransitionStyle = requestedStyle.isContext && presenter.providesPresentationContextTransitionStyle
            ? presenter.modalTransitionStyle : presentedViewController.modalTransitionStyle
        container.clipsToBounds = presentationStyle.isContext
    }

    /// The style shown for the presenter's `traits`: the requested one adapted to the horizontal size class.
    /// A popover's controller answers for its own style (and asks its delegate).
    func adaptedStyle(for traits: TraitCollection) -> ModalPresentationStyle {
        requestedStyle.adapted(to: traits.horizontalSizeClass)
    }

    // MARK: Subclass hooks (UIPresentationController's, called where UIKit calls them)

    /// Called before the presentation's animator runs: a custom presentation adds its chrome here.
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation's transition ends; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animator runs.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal ends; `completed` is false when it was cancelled (the view stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out its views (UIPresentationController.containerViewWillLayoutSubviews).
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its views.
    open func containerViewDidLayoutSubviews() {}
    /// Whether the presenter's view leaves the screen once presented (UIPresentationController.
    /// shouldRemovePresentersView): the style's rule by default, false for a custom presentation as in UIKit.
    open var shouldRemovePresentersView: Bool { presentationStyle.removesPresentersView }

    // MARK: Sheet hooks

    /// The visible card's height for the current detent, nil for the style's full frame.
    var sheetHeight: Double? { nil }
    /// How dim what is behind is now, 0…1 (a sheet at or below its largest undimmed detent: 0).
    var dimmingLevel: Double { 1 }
    /// How far the presenter is scaled back now, 0…1 (a page sheet below its full height: less).
    var presenterLevel: Double { 1 }
    /// Whether, settled, touches outside the card reach the presenter (an undimmed detent).
    var passesTouchesThrough: Bool { false }
    /// The card's drag; a sheet with detents moves between them first.
    func handleDrag(_ pan: SheetDismissGestureRecognizer) { handleDismissDrag(pan) }
    /// Whether the grabber shows at the card's top (`prefersGrabberVisible`).
    var showsGrabber: Bool { false }
    /// Whether the card's drag takes a drag that starts on `scrollView` inside it, going up or down, from
    /// the scroll view's pan (see PresentationController+ScrollHandOff).
    func takesDrag(from scrollView: ScrollView, upward: Bool) -> Bool { takesDownwardDrag(from: scrollView, upward: upward) }

    /// Moves the card and what moves with it (its corner wedges, the grabber) by `t`.
    func setCardTransform(_ t: Transform) {
        presentedView.transform = t
        cornerMask.transform = t
        grabberView.transform = t
        shadowView.transform = t
    }

    /// Places the views that ride on the card at `frame`: the grabber centred at its top.
    func layoutSheetDecorations(frame: Rect) {
        let g = SheetGrabberView.size
        // Ignoring the transform: the card's motion is in it, and a layout pass mid-dismissal must not undo it.
        grabberView.setFrameIgnoringTransform(Rect(x: frame.midX - g.width / 2, y: frame.minY + SheetGrabberView.topInset,
                                                   width: g.width, height: g.height))
        grabberView.isHidden = !showsGrabber
        if grabberView.superview === container { container.bringSubviewToFront(grabberView) }
        shadowView.setFrameIgnoringTransform(frame)
        shadowView.cornerRadius = Self.cornerRadius
        updateShadow()
    }

    /// The shadow shows as much as the dimming does not.
    func updateShadow() {
        let level = dims ? 1 - dimmingLevel : 0
        shadowView.alpha = level
        shadowView.isHidden = level < 0.01
    }

    /// The presented controller's view (UIPresentationController.presentedView).
    public var presentedView: View { presentedViewController.view }

    /// Whether the presenter is scaled back behind the card (a page sheet at compact width and regular height).
    var scalesPresenter: Bool {
        guard presentationStyle == .pageSheet, let presenter = presentingViewController else { return false }
        return presenter.traitCollection.horizontalSizeClass != .regular
            && presenter.traitCollection.verticalSizeClass != .compact
    }

    /// Whether the status bar turns light: over the black around a page sheet's presenter, from the moment
    /// the presentation starts until its dismissal ends (UIKit switches it with the card); not while a
    /// sheet's detent leaves the presenter unscaled (nothing black is behind the status bar then).
    public var showsLightStatusBar: Bool { scalesPresenter && presenterLevel > 0 }

    /// Whether the style dims what is behind.
    var dims: Bool { presentationStyle.isSheet }

    // MARK: Geometry

    /// Where the presented view goes in the container (UIPresentationController.frameOfPresentedViewInContainerView).
    open var frameOfPresentedViewInContainerView: Rect {
        let full = fullFrameOfPresentedView
        guard let h = sheetHeight, presentationStyle.isSheet else { return full }
        switch presentationStyle {
        case .formSheet:
            return Rect(x: full.minX, y: full.midY - h / 2, width: full.width, height: h)
        default:
            return Rect(x: full.minX, y: full.maxY - h, width: full.width, height: h)
        }
    }

    /// The style's frame at full height (the large detent).
    var fullFrameOfPresentedView: Rect {
        let b = fullBounds
        let top = windowSafeAreaTop
        switch presentationStyle {
        case .fullScreen, .overFullScreen, .automatic, .popover, .none, .currentContext, .overCurrentContext, .custom:
            return b
        case .pageSheet:
            let y = top + Self.sheetTopGap
            let regular = presentingViewController?.traitCollection.horizontalSizeClass == .regular
            let width = regular ? min(b.width, Self.regularPageSheetWidth) : b.width
            return Rect(x: b.minX + (b.width - width) / 2, y: y, width: width, height: max(0, b.height - y))
        case .formSheet:
            let w = min(Self.formSheetSize.width, b.width), h = min(Self.formSheetSize.height, b.height - top)
            return Rect(x: b.minX + (b.width - w) / 2, y: max(top, b.minY + (b.height - h) / 2), width: w, height: h)
        }
    }

    var windowSafeAreaTop: Double { container.window?.safeAreaInsets.top ?? 0 }
    var windowSafeAreaBottom: Double { container.window?.safeAreaInsets.bottom ?? 0 }

    /// The area the presentation covers: the window's root view. The container itself shrinks to the card
    /// while touches pass through to the presenter (`passesTouchesThrough`), keeping these coordinates.
    var fullBounds: Rect {
        if presentationStyle.isContext, let context = contextRect { return context }
        return container.superview?.bounds ?? container.bounds
    }

    /// The presenter's transform behind a page sheet: `presenterScale` about its centre, its top moved to
    /// the safe area's top.
    var presenterTransform: Transform {
        if effectiveTransitionStyle == .partialCurl { return .translation(x: 0, y: -curlRevealedHeight) }
        guard scalesPresenter, let presenter = presentingViewController, presenter.isViewLoaded else { return .identity }
        let f = presenterLevel
        guard f > 0 else { return .identity }
        let h = presenter.view.bounds.height, s = 1 - (1 - Self.presenterScale) * f
        return Transform(translationX: 0, translationY: windowSafeAreaTop * f - h * (1 - s) / 2, scaleX: s, scaleY: s)
    }

    /// Sizes the dimming to the container and puts the presented view at its frame (its transform carries
    /// any motion), unless a transition's animator is placing it.
    func layoutContainer() {
        containerViewWillLayoutSubviews()
        defer { containerViewDidLayoutSubviews() }
        updateContainerExtent()
        dimmingView.frame = fullBounds
        guard presentedViewController.isViewLoaded, presentedView.superview === container else { return }
        let frame = frameOfPresentedViewInContainerView
        if presentedView.untransformedFrame != frame {
            container.performWithoutAnimation { presentedView.setFrameIgnoringTransform(frame) }
        }
        container.performWithoutAnimation {
            cornerMask.setFrameIgnoringTransform(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.cornerRadius))
            cornerMask.isHidden = !showsCornerMask
            layoutSheetDecorations(frame: frame)
            if cornerMask.superview === container { container.bringSubviewToFront(cornerMask) }
        }
        if let presenter = presentingViewController, presenter.isViewLoaded, let backdropSuper = presenter.view.superview {
            backdropView.frame = backdropSuper.bounds
        }
    }

    /// The black corner wedges only while black is behind them: the presenter fully scaled back.
    var showsCornerMask: Bool { scalesPresenter && presenterLevel >= 0.999 }

    /// The container covers the window, or only the card (bounds keeping the window's coordinates) while a
    /// settled, undimmed sheet lets touches outside it reach the presenter: above the card, and beside and
    /// below it where the card is narrower than the screen or floats (an iPad's page or form sheet): "without a
    /// dimming view, the undimmed area around the sheet responds to user interaction" [DOC:
    /// `largestUndimmedDetentIdentifier`]. A dimmed sheet's "noninteractive dimming view" covers it all.
    func updateContainerExtent() {
        var extent = fullBounds
        if passesTouchesThrough, transition == nil, presentedViewController.isViewLoaded {
            extent = frameOfPresentedViewInContainerView
        }
        guard container.frame != extent || container.bounds.origin != extent.origin else { return }
        container.performWithoutAnimation {
            container.frame = extent
            container.bounds = extent
        }
    }

    /// Puts every view where a settled presentation (or a settled dismissal) has it, without animation.
    func applySettledState(presented: Bool) {
        container.performWithoutAnimation {
            dimmingView.alpha = presented && dims ? dimmingLevel : 0
            dimmingView.isHidden = !dims
            cornerMask.transform = .identity
            grabberView.transform = .identity
            shadowView.transform = .identity
            if presentedViewController.isViewLoaded {
                presentedView.transform = .identity
                presentedView.cornerRadius = presentationStyle.isSheet ? Self.cornerRadius : 0
                // The card's rounded corners clip what it holds (its navigation bar): all four on iPadOS's
                // floating form and page sheets, the top two on a compact page sheet, whose bottom edge is
                // the screen's.
                if presentationStyle.isSheet { presentedView.clipsToBounds = true }
                presentedView.maskedCorners = scalesPresenter ? .top : .all
            }
            if let presenter = presentingViewController, presenter.isViewLoaded {
                presenter.view.transform = presented ? presenterTransform : .identity
                let scaled = presented && scalesPresenter
                presenter.view.cornerRadius = scaled && presenterLevel > 0 ? Self.cornerRadius : presenterCornerRadius
                if !scaled { backdropView.removeFromSuperview() }
            }
        }
    }

    /// Keys the sheet subclass adds to the "presented" object (its detent).
    var sheetTreePairs: [(String, JSONValue)] { [] }
}
