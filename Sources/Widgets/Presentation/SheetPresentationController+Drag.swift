import Render

/// The drag of a sheet with more than one detent (a sheet with one detent is dragged as before: the
/// drag is its dismissal from the start, see PresentationController+Dismissal).
///
/// - The card's top follows the pointer 1:1 between the smallest and the largest detent; above the
///   largest it rubber-bands (the scroll view's coefficient over the container's height). The dimming and
///   the presenter's scale-back follow the height (see SheetPresentationController's levels).
/// - A drag that began on the content's scroll view (PresentationController+ScrollHandOff) goes on into
///   it at the largest detent: the card stops there and the rest of the travel scrolls the content, back
///   and forth, as the scroll view's own drag would ("after the sheet reaches its largest detent,
///   scrolling begins" [DOC: prefersScrollingExpandsWhenScrolledToEdge]); let go with the content
///   scrolled, the card rests at the largest detent and the content glides on with the finger's speed.
/// - Below the smallest detent the drag becomes the dismissal: the card is put at the smallest detent and
///   an interactive dismissal starts there, driven by the rest of the drag and released by the back
///   swipe's rule, as a one-detent sheet is. A sheet that refuses dismissal (`isModalInPresentation`, the
///   delegate) rubber-bands below the smallest detent instead and the delegate hears
///   `presentationControllerDidAttemptToDismiss` on release.
/// - Let go between detents, the card settles on the detent nearest to where its velocity would carry it:
///   the position projected with the scroll view's normal deceleration (v × d / (1 − d) / 1000 with
///   d = 0.998 per ms, the projection of "Designing Fluid Interfaces", WWDC 2018 [DOC], which UIKit's sheet
///   behaves like [OBS]), then the sheet's spring; the delegate hears of a changed detent when it settles.
extension SheetPresentationController {
    /// The scroll view's normal deceleration rate per millisecond (constants.md).
    static let decelerationRate = 0.998

    /// How far a release at `velocity` (points per second) carries the card: v·d/(1−d)/1000.
    static func projectedDistance(velocity: Double) -> Double {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// The detent a release at `height` (visible card) with upward `velocity` settles on.
    func detentForRelease(height: Double, upwardVelocity velocity: Double) -> Detent.Identifier {
        let projected = height - bottomInsetUnderCard + Self.projectedDistance(velocity: velocity)
        return resolvedDetents.min { abs($0.value - projected) < abs($1.value - projected) }!.identifier
    }

    /// Whether the drag moves the card between detents (more than one is active).
    var movesBetweenDetents: Bool { resolvedDetents.count > 1 }

    func handleDetentDrag(_ pan: SheetDismissGestureRecognizer) {
        guard movesBetweenDetents || draggedHeight != nil else { return handleDismissDrag(pan) }
        switch pan.state {
        case .began:
            guard transition == nil, presentationStyle.isSheet, isShown,
                  presentedViewController.appearanceState == .appeared else { return }
            dragStartHeight = sheetHeight ?? presentedView.bounds.height
            draggedHeight = dragStartHeight
            dragContentScrollView = pan.scrollView
            isDraggingContent = false
            updateContainerExtent()
            followDetentDrag(pan)
        case .changed:
            if activeDrag != nil { return followDrag(pan) }
            followDetentDrag(pan)
        case .ended:
            if activeDrag != nil { return releaseDragDismissal(pan) }
            guard let height = draggedHeight else { return }
            if releaseContent(velocity: pan.velocity()) {
                return settleAfterDrag(on: resolvedDetents[resolvedDetents.count - 1].identifier, velocity: 0)
            }
            let refused = height < visibleHeight(forValue: resolvedDetents[0].value) - 0.5
            let target = detentForRelease(height: height, upwardVelocity: -pan.velocity().y)
            settleAfterDrag(on: target, velocity: -pan.velocity().y)
            if refused { delegate?.presentationControllerDidAttemptToDismiss(self) }
        case .cancelled:
            if activeDrag != nil { return cancelDragDismissal() }
            guard draggedHeight != nil else { return }
            _ = releaseContent(velocity: .zero)
            settleAfterDrag(on: currentDetentIdentifier, velocity: 0)
        default:
            break
        }
    }

    private func followDetentDrag(_ pan: SheetDismissGestureRecognizer) {
        guard draggedHeight != nil else { return }
        let travel = pan.translation().y
        let proposed = dragStartHeight - travel
        let values = resolvedDetents.map(\.value)
        let smallest = visibleHeight(forValue: values[0]), largest = visibleHeight(forValue: values[values.count - 1])
        let dimension = fullBounds.height
        var height = proposed
        if let content = dragContentScrollView, proposed > largest || isDraggingContent {
            followContent(content, beyond: max(0, proposed - largest))
        }
        if proposed > largest {
            height = dragContentScrollView != nil
                ? largest : largest + RubberBand.standard.offset(forOverscroll: proposed - largest, dimension: dimension)
        } else if proposed < smallest {
            if !refusesDismissal { return dismissFromSmallestDetent(pan, travelToSmallest: dragStartHeight - smallest) }
            height = smallest - RubberBand.standard.offset(forOverscroll: smallest - proposed, dimension: dimension)
        }
        draggedHeight = height
        placeCardNow()
    }

    /// The content takes the travel `beyond` the largest detent (none: back where the drag found it).
    private func followContent(_ content: ScrollView, beyond: Double) {
        if !isDraggingContent {
            isDraggingContent = true
            content.beginDrag()
        }
        content.followDrag(translation: Point(x: 0, y: -beyond))
    }

    /// Ends the content's part of the drag: scrolled, it glides on at `velocity` and this returns true (the
    /// card rests at the largest detent); back at its top it simply stops.
    private func releaseContent(velocity: Point) -> Bool {
        defer { dragContentScrollView = nil }
        guard let content = dragContentScrollView, isDraggingContent else { return false }
        isDraggingContent = false
        let scrolled = !Self.isScrolledToTop(content)
        content.endDrag(fingerVelocity: scrolled ? velocity : .zero)
        return scrolled
    }

    /// The drag went below the smallest detent: the card rests there and the dismissal takes the drag on.
    private func dismissFromSmallestDetent(_ pan: SheetDismissGestureRecognizer, travelToSmallest: Double) {
        _ = releaseContent(velocity: .zero)
        let smallest = resolvedDetents[0].identifier
        let changed = smallest != currentDetentIdentifier
        draggedHeight = nil
        selectedDetentIdentifierWithoutMoving(smallest)
        placeCardNow()
        if changed { notifyDetentChangedByUser() }
        beginDragDismissal(pan, origin: travelToSmallest)
    }

    private func settleAfterDrag(on target: Detent.Identifier, velocity: Double) {
        let changed = target != currentDetentIdentifier
        selectedDetentIdentifierWithoutMoving(target)
        settle(animated: true, velocity: velocity)
        if changed { notifyDetentChangedByUser() }
    }

    /// Lays the card, its content, corners, dimming and scale-back out at the current height at once, as
    /// the pointer moves.
    private func placeCardNow() {
        container.performWithoutAnimation {
            layoutContainer()
            presentedView.layoutIfNeeded()
            cornerMask.isHidden = !showsCornerMask
            applyLevels()
        }
    }

    /// The user moved the sheet to another detent: the delegate hears it (a change made in code is not
    /// reported, as in UIKit).
    private func notifyDetentChangedByUser() {
        (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
