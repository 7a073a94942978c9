/// Who takes a vertical drag that starts on a scroll view inside a sheet: the scroll view's pan or the
/// card's drag (SheetDismissGestureRecognizer asks at the press and at the slop). The rules, UIKit's as
/// far as they are documented, the rest as iOS sheets are seen to behave:
///
/// - Content scrolled away from its top edge scrolls, whatever the direction [EST: a list part way down
///   scrolls back up before its sheet moves, in Mail's and Maps' sheets].
/// - Content at its top edge (`contentOffset.y` at `-adjustedContentInset.top` or above, a pull already
///   stretching it) dragged down moves the sheet down: toward a smaller detent, or the interactive
///   dismissal from the smallest one, instead of stretching the content [EST: iOS 13 page sheets are
///   pulled down to dismiss from a list at its top, and iOS 15 sheets step down a detent the same way;
///   the documentation describes only the upward half].
/// - Content at its top edge dragged up expands the sheet while it can grow to a larger detent, when
///   `prefersScrollingExpandsWhenScrolledToEdge` is true: "if the sheet can expand to a larger detent
///   than selectedDetentIdentifier, scrolling up in the sheet increases its detent instead of scrolling
///   the sheet's content. After the sheet reaches its largest detent, scrolling begins." [DOC:
///   UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge]. False: the content scrolls.
///
/// The choice is made once per drag, at the slop. A drag the card took still reaches the content: past the
/// largest detent the rest of its travel scrolls it (SheetPresentationController+Drag).
extension PresentationController {
    /// Tolerance for "at the top edge": half a point, the resting offset being a fraction at some scales.
    static let scrollEdgeTolerance = 0.5

    /// Whether `scrollView` rests at (or is pulled past) its top edge.
    static func isScrolledToTop(_ scrollView: ScrollView) -> Bool {
        scrollView.contentOffset.y <= scrollView.offsetRange.y.lowerBound + scrollEdgeTolerance
    }

    /// Whether the card may be dragged now (a settled sheet, no transition running).
    var acceptsCardDrag: Bool {
        presentationStyle.isSheet && transition == nil && isShown && presentedViewController.appearanceState == .appeared
    }

    /// The rule every sheet keeps: down from the top edge moves the card; nothing else.
    func takesDownwardDrag(from scrollView: ScrollView, upward: Bool) -> Bool {
        acceptsCardDrag && !upward && Self.isScrolledToTop(scrollView)
    }
}

extension SheetPresentationController {
    /// The sheet's rule: the downward one, and up from the top edge below the largest detent when
    /// `prefersScrollingExpandsWhenScrolledToEdge`.
    func takesDetentDrag(from scrollView: ScrollView, upward: Bool) -> Bool {
        guard upward else { return takesDownwardDrag(from: scrollView, upward: false) }
        guard prefersScrollingExpandsWhenScrolledToEdge, acceptsCardDrag, movesBetweenDetents,
              Self.isScrolledToTop(scrollView), let current = value(of: currentDetentIdentifier),
              let largest = resolvedDetents.last?.value else { return false }
        return current < largest - Self.scrollEdgeTolerance
    }
}
