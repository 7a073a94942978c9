import Render

/// What a sheet tells its delegate beyond the adaptive presentation's calls
/// (UISheetPresentationControllerDelegate).
@preconcurrency @MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (not called when code sets `selectedDetentIdentifier`,
    /// as in UIKit).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {}
}

/// The presentation of a page or form sheet (UISheetPresentationController, iOS 15): the card rests at one
/// of its `detents`, the drag moves it between them (see SheetPresentationController+Drag), and below
/// its `largestUndimmedDetentIdentifier` nothing is dimmed, the presenter is not scaled back and takes
/// touches outside the card.
///
/// Levels between detents (UIKit's, observed in iOS 15/16 [OBS]): the dimming fades in between the largest
/// undimmed detent and the next taller one; the presenter scales back only between the tallest detent
/// below full height (or the largest undimmed one, if taller) and full height, so a sheet at medium
/// leaves the presenter full size, dimmed.
@preconcurrency @MainActor
public final class SheetPresentationController: PresentationController {
    /// The heights the sheet rests at; empty means `[.large()]`, as UIKit treats it.
    public var detents: [Detent] = [.large()] { didSet { changed() } }
    /// The detent the sheet rests at; nil is the smallest (UIKit's default).
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { changed() } }
    /// At or below this detent nothing is dimmed and the presenter stays interactive; nil dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { changed() } }
    /// Whether the grabber shows at the card's top.
    public var prefersGrabberVisible = false { didSet { changed() } }
    /// Whether an upward drag on the content's scroll view, scrolled to its top, expands the sheet to a
    /// larger detent instead of scrolling (UIKit's default: true); see SheetPresentationController+ScrollHandOff.
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    /// The card's visible height while the drag holds it between detents.
    var draggedHeight: Double?
    /// The card's visible height when the drag began.
    var dragStartHeight = 0.0
    /// The scroll view the drag began on, which takes the travel past the largest detent, and whether it
    /// is following the drag now (SheetPresentationController+Drag).
    weak var dragContentScrollView: ScrollView?
    var isDraggingContent = false
    /// Inside `animateChanges`: changes wait for the block to end, then animate together.
    private var isBatchingChanges = false

    /// Selects `id` without moving anything (the drag moves the card itself).
    func selectedDetentIdentifierWithoutMoving(_ id: Detent.Identifier) {
        isBatchingChanges = true
        selectedDetentIdentifier = id
        isBatchingChanges = false
    }

    public override init(presentedViewController presented: ViewController, presenting: ViewController?) {
        super.init(presentedViewController: presented, presenting: presenting)
        dismissGestureRecognizer.allowsUpward = { [weak self] in self?.movesBetweenDetents ?? false }
    }

    /// The spring a sheet settles on a detent with [EST: UIKit's sheet spring feels critically damped,
    /// about as quick as the interactive spring of SwiftUI, response 0.35 s].
    static let detentSpringResponse = 0.35

    /// Makes every change in `changes` animate together (UISheetPresentationController.animateChanges).
    public func animateChanges(_ changes: () -> Void) {
        isBatchingChanges = true
        changes()
        isBatchingChanges = false
        settle(animated: true, velocity: 0)
    }

    // MARK: Resolution

    /// Where detents are resolved: the largest value and the traits.
    var resolutionContext: Detent.ResolutionContext {
        let traits = presentingViewController?.traitCollection ?? presentedViewController.traitCollection
        return Detent.ResolutionContext(containerTraitCollection: traits, maximumDetentValue: maximumDetentValue)
    }

    /// The large detent's value: the full card less the bottom safe-area inset it covers.
    var maximumDetentValue: Double { max(0, fullFrameOfPresentedView.height - bottomInsetUnderCard) }

    /// The bottom inset a detent's value leaves out: the window's, under a page sheet at the bottom edge.
    var bottomInsetUnderCard: Double { presentationStyle == .pageSheet ? windowSafeAreaBottom : 0 }

    /// The active detents with their values, smallest first; the large detent when none is active.
    public var resolvedDetents: [(identifier: Detent.Identifier, value: Double)] {
        let context = resolutionContext
        let list = (detents.isEmpty ? [Detent.large()] : detents).compactMap { d in d.resolvedValue(in: context).map { (d.identifier, $0) } }
        let active = list.isEmpty ? [(Detent.Identifier.large, context.maximumDetentValue)] : list
        return active.sorted { $0.1 < $1.1 }.map { (identifier: $0.0, value: $0.1) }
    }

    /// The detent the sheet rests at: the selected one if active, else the smallest.
    public var currentDetentIdentifier: Detent.Identifier {
        let resolved = resolvedDetents
        if let id = selectedDetentIdentifier, resolved.contains(where: { $0.identifier == id }) { return id }
        return resolved[0].identifier
    }

    func value(of id: Detent.Identifier?) -> Double? {
        guard let id else { return nil }
        return resolvedDetents.first { $0.identifier == id }?.value
    }

    /// The card's visible height for a detent value.
    func visibleHeight(forValue value: Double) -> Double { value + bottomInsetUnderCard }

    // MARK: Hooks

    override var sheetHeight: Double? {
        if let draggedHeight { return draggedHeight }
        return visibleHeight(forValue: value(of: currentDetentIdentifier) ?? maximumDetentValue)
    }

    /// The current detent value the levels are computed at.
    private var currentValue: Double { (sheetHeight ?? fullFrameOfPresentedView.height) - bottomInsetUnderCard }

    override var dimmingLevel: Double { dimmingLevel(atValue: currentValue) }
    override var presenterLevel: Double { presenterLevel(atValue: currentValue) }

    func dimmingLevel(atValue v: Double) -> Double {
        guard let undimmed = value(of: largestUndimmedDetentIdentifier) else { return 1 }
        guard let next = resolvedDetents.map(\.value).first(where: { $0 > undimmed + 0.5 }) else { return 0 }
        return min(1, max(0, (v - undimmed) / (next - undimmed)))
    }

    func presenterLevel(atValue v: Double) -> Double {
        let maxValue = maximumDetentValue
        let values = resolvedDetents.map(\.value)
        guard let tallest = values.last, tallest >= maxValue - 0.5 else { return 0 }
        var below = values.last(where: { $0 < maxValue - 0.5 })
        if let undimmed = value(of: largestUndimmedDetentIdentifier) {
            if undimmed >= maxValue - 0.5 { return 0 }
            below = max(below ?? undimmed, undimmed)
        }
        guard let below else { return 1 }
        return min(1, max(0, (v - below) / (maxValue - below)))
    }

    override var passesTouchesThrough: Bool { draggedHeight == nil && dims && dimmingLevel < 0.01 }
    override var showsGrabber: Bool { prefersGrabberVisible }
    override func takesDrag(from scrollView: ScrollView, upward: Bool) -> Bool { takesDetentDrag(from: scrollView, upward: upward) }
    override func handleDrag(_ pan: SheetDismissGestureRecognizer) { handleDetentDrag(pan) }

    override var sheetTreePairs: [(String, JSONValue)] {
        [("detent", .string(currentDetentIdentifier.rawValue))]
    }

    // MARK: Applying

    /// A property changed: shown and settled, the sheet moves now (or with `animateChanges`).
    private func changed() {
        guard !isBatchingChanges else { return }
        settle(animated: false, velocity: 0)
    }

    /// Puts the card, dimming and presenter where the current detent has them, animated with the sheet's
    /// spring (`velocity`: the card's upward speed in points per second) or at once.
    func settle(animated: Bool, velocity: Double) {
        guard isShown, transition == nil, presentedViewController.isViewLoaded,
              presentedView.superview === container else { return }
        let from = presentedView.untransformedFrame.height
        draggedHeight = nil
        updateContainerExtent()
        let apply = { [self] in
            let frame = frameOfPresentedViewInContainerView
            presentedView.setFrameIgnoringTransform(frame)
            presentedView.layoutIfNeeded()
            cornerMask.setFrameIgnoringTransform(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.cornerRadius))
            layoutSheetDecorations(frame: frame)
            applyLevels()
        }
        cornerMask.isHidden = true
        guard animated else {
            container.performWithoutAnimation(apply)
            cornerMask.isHidden = !showsCornerMask
            container.setNeedsLayout()
            return
        }
        let distance = (sheetHeight ?? from) - from
        let relative = abs(distance) > 0.5 ? velocity / distance : 0
        container.animate(springResponse: Self.detentSpringResponse, dampingRatio: 1, initialVelocity: relative,
                              options: .toolkit, animations: apply, completion: { [weak self] _ in
            guard let self else { return }
            self.cornerMask.isHidden = !self.showsCornerMask
            self.container.setNeedsLayout()
        })
    }

    /// The dimming and the presenter's scale-back for the card's height now.
    func applyLevels() {
        dimmingView.alpha = dims ? dimmingLevel : 0
        updateShadow()
        if let presenter = presentingViewController, presenter.isViewLoaded, scalesPresenter {
            presenter.view.transform = presenterTransform
            presenter.view.cornerRadius = presenterLevel > 0 ? Self.cornerRadius : presenterCornerRadius
        }
    }
}
