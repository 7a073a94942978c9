import Foundation
import Render

/// A popover (UIPopoverPresentationController): on a regular-width screen the presented controller shows
/// in a rounded panel with an arrow pointing at `sourceView`/`sourceRect` or `barButtonItem`, sized by its
/// `preferredContentSize` and placed on the side with room (see PopoverPlacement). Nothing is dimmed; a tap
/// anywhere outside the panel dismisses it (the delegate may refuse), and the tap goes no further, as
/// UIKit's. It fades in and out through the one transition contract (PopoverTransitionAnimator).
///
/// In compact width it adapts: to what the delegate's `adaptivePresentationStyle(for:traitCollection:)`
/// returns, `.none` keeping the popover; by default to a page sheet (UIKit's adaptation since iOS 13), or
/// to what the presented controller asks for (an action sheet draws its own sheet over full screen).
///
/// Values (docs/reference/popovers.md): corner radius 13, arrow 13 pt tall on a 36 pt base, 10 pt from
/// the screen's safe edges; the content size UIKit uses when none is set is 320 × 600 [EST].
@preconcurrency @MainActor
public final class PopoverPresentationController: PresentationController {
    /// The panel's corner radius (iPadOS 13+ popovers, the same 13 pt as the action sheet's groups) [EST].
    public nonisolated static let panelCornerRadius = 13.0
    /// The arrow's height from base to tip (the 13 pt; UIPopoverBackgroundView.arrowHeight) [EST].
    public nonisolated static let arrowHeight = 13.0
    /// The arrow's base width (UIPopoverBackgroundView.arrowBase) [EST, read off iPadOS 17 screenshots].
    public nonisolated static let arrowBase = 36.0
    /// The least distance from the panel to the screen's safe edges (the 10 pt) [EST].
    public static let screenMargin = 10.0
    /// The content size when the presented controller gives none [EST: UIKit's default popover is 320 wide
    /// and as tall as it can be up to about 600].
    public static let defaultContentSize = Size(width: 320, height: 600)

    /// The view the arrow points at (UIPopoverPresentationController.sourceView).
    public weak var sourceView: View? { didSet { if sourceView !== oldValue { container.setNeedsLayout() } } }
    /// The rect in `sourceView` the arrow points at; `.zero` means the source view's bounds (iOS 16's rule).
    public var sourceRect = Rect.zero { didSet { if sourceRect != oldValue { container.setNeedsLayout() } } }
    /// A bar button item to point at instead (its button in the navigation bar or toolbar).
    public weak var barButtonItem: BarButtonItem? { didSet { if barButtonItem !== oldValue { container.setNeedsLayout() } } }
    /// The directions the arrow may take (default any).
    public var permittedArrowDirections = PopoverArrowDirection.any { didSet { container.setNeedsLayout() } }
    /// The arrow's direction now; `.unknown` before placement, when adapted, or with no source.
    public var arrowDirection: PopoverArrowDirection { placement?.arrowDirection ?? .unknown }
    /// The last placement (panel frame, arrow) while shown as a popover.
    public private(set) var placement: PopoverPlacement?

    let backgroundView = PopoverBackgroundView()
    /// Covers the screen under the panel: a tap on it is a tap outside.
    let outsideView = View()
    /// Runs instead of a plain dismissal when the user taps outside (an action sheet runs its cancel action).
    var dismissalAction: (() -> Void)?
    /// Told when a popover has neither source view nor bar button item (UIKit raises NSGenericException);
    /// one line on standard error by default.
    public var missingSourceHandler: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("handheld: warning: " + message + "\n").utf8))
    }
    private var reportedMissingSource = false

    public override init(presentedViewController presented: ViewController, presenting: ViewController?) {
        super.init(presentedViewController: presented, presenting: presenting)
        outsideView.identifier = "popover-outside"
        outsideView.backgroundColor = .clear
        outsideView.isHidden = true
        outsideView.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.outsideTapped() })
        container.insertSubview(outsideView, at: 0)
        backgroundView.isHidden = true
        container.insertSubview(backgroundView, aboveSubview: outsideView)
    }

    /// Whether it shows as a popover now (not adapted).
    public var isPopover: Bool { presentationStyle == .popover }

    override func attach(presenting presenter: ViewController) {
        (delegate as? PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        super.attach(presenting: presenter)
    }

    override func adaptedStyle(for traits: TraitCollection) -> ModalPresentationStyle {
        guard requestedStyle == .popover else { return super.adaptedStyle(for: traits) }
        guard traits.horizontalSizeClass == .compact else { return .popover }
        let asked = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic
        switch asked {
        case .none, .popover: return .popover
        case .automatic: return presentedViewController.presentationLinks.compactPopoverStyle.adapted(to: .compact)
        default: return asked.adapted(to: .compact)
        }
    }

    /// The source rect in the container's coordinates: the bar button item's button, else `sourceRect`
    /// in `sourceView` (its bounds when zero); nil when neither is on screen.
    var sourceRectInContainer: Rect? {
        if let button = barButtonItem?.buttonView, button.window != nil {
            return button.convert(button.bounds, to: container)
        }
        if let view = sourceView, view.window != nil {
            return view.convert(sourceRect == .zero ? view.bounds : sourceRect, to: container)
        }
        return nil
    }

    /// The area the panel stays in: the screen less its safe area, less `screenMargin`.
    var placementArea: Rect {
        let safe = fullBounds.inset(by: container.window?.safeAreaInsets ?? EdgeInsets())
        return safe.insetBy(dx: Self.screenMargin, dy: Self.screenMargin)
    }

    /// The content size asked for, each zero side taking the default.
    var contentSize: Size {
        let asked = presentedViewController.preferredContentSize
        return Size(width: asked.width > 0 ? asked.width : Self.defaultContentSize.width,
                    height: asked.height > 0 ? asked.height : Self.defaultContentSize.height)
    }

    func computePlacement() -> PopoverPlacement {
        let source = sourceRectInContainer
        if source == nil, !reportedMissingSource {
            reportedMissingSource = true
            missingSourceHandler("\(ViewTree.typeName(of: presentedViewController)) presented as a popover with neither "
                + "sourceView nor barButtonItem (UIKit raises NSGenericException); shown centred without an arrow")
        }
        return PopoverPlacement.place(contentSize: contentSize, source: source, area: placementArea,
                                      permitted: permittedArrowDirections)
    }

    public override var frameOfPresentedViewInContainerView: Rect {
        guard isPopover else { return super.frameOfPresentedViewInContainerView }
        return placement?.frame ?? computePlacement().frame
    }

    override func layoutContainer() {
        if isPopover { placement = computePlacement() } else { placement = nil }
        super.layoutContainer()
        container.performWithoutAnimation {
            outsideView.frame = fullBounds
            outsideView.isHidden = !isPopover
            backgroundView.isHidden = !isPopover
            if let placement {
                let o = PopoverBackgroundView.outset
                backgroundView.setFrameIgnoringTransform(placement.frame.insetBy(dx: -o, dy: -o))
                backgroundView.arrowDirection = placement.arrowDirection
                backgroundView.arrowPosition = placement.arrowPosition
            }
        }
    }

    override func applySettledState(presented: Bool) {
        super.applySettledState(presented: presented)
        guard isPopover else { return }
        container.performWithoutAnimation {
            backgroundView.alpha = presented ? 1 : 0
            if presentedViewController.isViewLoaded { Self.shape(presentedView) }
        }
    }

    /// The presented view's corners round with the panel's and clip what it holds.
    static func shape(_ view: View) {
        view.cornerRadius = panelCornerRadius
        view.maskedCorners = .all
        view.clipsToBounds = true
    }

    /// A tap outside the panel: dismiss (or run the presented controller's own dismissal), unless the
    /// delegate or `isModalInPresentation` refuses, which the delegate hears as an attempt.
    func outsideTapped() {
        guard isPopover, transition == nil, isShown, presentedViewController.appearanceState == .appeared else { return }
        let popoverDelegate = delegate as? PopoverPresentationControllerDelegate
        if popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false || refusesDismissal {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        let notify: () -> Void = { [weak self] in
            guard let self else { return }
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            self.delegate?.presentationControllerDidDismiss(self)
        }
        if let action = dismissalAction {
            action()
            if let running = transition, isDismissing { running.animate(alongsideTransition: nil) { _ in notify() } } else { notify() }
        } else {
            dismiss(animated: true, interaction: nil, completion: notify)
        }
    }

    override var sheetTreePairs: [(String, JSONValue)] {
        guard let placement else { return [] }
        return [("arrowDirection", .string(placement.arrowDirection.name))]
    }
}
