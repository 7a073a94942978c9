import Render

/// The cross dissolve, the flip and the partial curl, drawn inside the same animate block as the cover
/// (ModalTransitionAnimator), so they run on the transition's clock and end by its rules.
///
/// How UIKit draws them, read from decompiled UIKitCore ([RE], `UIViewControllerBuiltinTransitionViewAnimator`
/// and `UITransitionView`, iOS 17): a presentation's style maps to a `UITransitionView` transition (cover 8/9,
/// flip 10/11, dissolve 6, curl 13/14), each animated on the transition view's `animationTimingCurve` 7 (the
/// keyboard's curve; Handheld's built-in transitions use the system default cubic for it, as the cover does)
/// for `+[UITransitionView defaultDurationForTransition:]`, which answers 0.4 s outside its table.
/// - Dissolve: the incoming view's alpha goes 0 → 1 over the outgoing one (transition 6 sets it to 0 first).
/// - Flip: both views go single-sided inside a flipping view under a perspective `m34` of 1/1200, and a
///   300-step keyframe animation turns it π about its vertical centre line (the presented view is the back,
///   pre-turned by π). Handheld's transforms are 2D: a turn by θ seen head-on is a horizontal scale by cos θ,
///   so the outgoing view scales 1 → −1 and the incoming −1 → 1, each hidden while mirrored
///   (`Layer.isDoubleSided`), and a black veil on each darkens it towards the edge-on middle (0.5 there) in
///   place of the perspective's foreshortening. The scale moves linearly in the transition's progress, not
///   as cos θ, and nothing grows nearer the viewer: both are approximations.
/// - Curl: UIKit lifts the presenter's page with a curl filter until the presented view's content shows:
///   the revealed height is its height less the top of its highest subview (at least 40 pt stays covered).
///   Handheld draws no curl: the presenter's page slides up by that height over the presented view, which
///   lies under it, and stays there (not hidden) until the dismissal slides it back down.
extension ModalTransitionAnimator {
    /// Cover vertical and cross dissolve: UIKit's built-in transition time, 0.40 s (LLDB, constants.md (c));
    /// the dissolve's entry in `defaultDurationForTransition:`'s table was not recovered [EST: the same 0.4 s,
    /// the method's fallback].
    static let standardDuration = PresentationController.transitionDuration
    /// The flip [EST: 0.75 s, the length usually quoted for UIKit's page flips; the table entry for
    /// transitions 10 and 11 was not recovered].
    static let flipDuration = 0.75
    /// How dark a flipping view is at the edge-on middle of the turn [EST].
    static let flipShadeAtMiddle = 0.5
    /// What a partial curl always leaves covered at the top (UITransitionView `_startTransition:withDuration:`,
    /// [RE]: `MAX(…, 40.0)`).
    static let curlMinimumCoveredHeight = 40.0

    static func duration(for style: ModalTransitionStyle) -> Double {
        style == .flipHorizontal ? flipDuration : standardDuration
    }

    /// The flip's keyframes run with `animateKeyframes`' options 0 [RE]; Handheld eases them in and out
    /// [EST]. The others use the built-in transition curve.
    static func curve(for style: ModalTransitionStyle) -> TimingCurve {
        style == .flipHorizontal ? .easeInOut : PresentationController.transitionCurve
    }

    /// A horizontal turn by π seen head-on.
    static let mirrored = Transform(scaleX: -1, scaleY: 1)

    /// How far a partial curl lifts the presenter's page to show `presented`'s content (see the type comment).
    static func curlRevealedHeight(for presented: View) -> Double {
        let b = presented.bounds
        var bottom = b.maxY
        for subview in presented.subviews where subview.frame.minY < bottom { bottom = subview.frame.minY }
        return max(0, b.height - max(bottom - b.minY, curlMinimumCoveredHeight))
    }

    /// Whether the presenter's own view turns with a flip: the full-screen-like styles, where the presented
    /// view replaces it; over a sheet only the card turns.
    var flipsPresenter: Bool { !presentation.presentationStyle.isSheet && presenterView != nil }

    /// The starting state of the style's views (inside `performWithoutAnimation`).
    func prepareStyle() {
        let p = presentation, presented = p.presentedView
        switch style {
        case .coverVertical:
            break
        case .crossDissolve:
            if isPresenting { setCardAlpha(0) }
        case .flipHorizontal:
            prepareFlip()
        case .partialCurl:
            if isPresenting {
                p.curlRevealedHeight = Self.curlRevealedHeight(for: presented)
                // The presented view lies under the presenter's page.
                if let page = presenterView, let space = page.superview, p.container.superview === space {
                    space.insertSubview(p.container, belowSubview: page)
                }
            }
        }
    }

    /// The ending state, set inside the transition's animate block.
    func animateStyle() {
        let p = presentation
        switch style {
        case .coverVertical, .partialCurl:
            break
        case .crossDissolve:
            setCardAlpha(isPresenting ? 1 : 0)
        case .flipHorizontal:
            p.setCardTransform(isPresenting ? .identity : Self.mirrored)
            if flipsPresenter { presenterView?.transform = isPresenting ? Self.mirrored : .identity }
            if let shades = flipShades {
                shades.presenter.transform = isPresenting ? Self.mirrored : .identity
                shades.presenter.alpha = isPresenting ? 2 * Self.flipShadeAtMiddle : 0
                shades.presented.transform = isPresenting ? .identity : Self.mirrored
                shades.presented.alpha = isPresenting ? 0 : 2 * Self.flipShadeAtMiddle
            }
        }
    }

    /// Undoes what only the transition needed (inside `performWithoutAnimation`).
    func finishStyle(cancelled: Bool) {
        let p = presentation
        switch style {
        case .coverVertical, .partialCurl:
            break
        case .crossDissolve:
            if !isPresenting, !cancelled { setCardAlpha(1) }
        case .flipHorizontal:
            flipShades?.presenter.removeFromSuperview()
            flipShades?.presented.removeFromSuperview()
            flipShades = nil
            for view in flipViews { view.layer.isDoubleSided = true }
            let presented = isPresenting != cancelled
            p.setCardTransform(.identity)
            if flipsPresenter { presenterView?.transform = presented ? p.presenterTransform : .identity }
        }
    }

    /// The card and what rides on it fade together.
    private func setCardAlpha(_ alpha: Double) {
        presentation.presentedView.alpha = alpha
        presentation.grabberView.alpha = alpha
    }

    /// The views a flip turns, each shown only while it faces the viewer.
    private var flipViews: [View] {
        let p = presentation
        var views = [p.presentedView, p.cornerMask, p.grabberView, p.shadowView]
        if flipsPresenter, let presenterView { views.append(presenterView) }
        return views
    }

    /// Turns the views single-sided, sets the side each starts on, and lays a veil over each.
    private func prepareFlip() {
        let p = presentation, container = p.container, presented = p.presentedView
        for view in flipViews { view.layer.isDoubleSided = false }
        p.setCardTransform(isPresenting ? Self.mirrored : .identity)
        if flipsPresenter { presenterView?.transform = isPresenting ? .identity : Self.mirrored }
        let shades = (presenter: View(), presented: View())
        for (shade, name) in [(shades.presenter, "presenter"), (shades.presented, "presented")] {
            shade.identifier = "presentation-flip-shade-\(name)"
            shade.backgroundColor = .black
            shade.isUserInteractionEnabled = false
            shade.layer.isDoubleSided = false
        }
        if flipsPresenter, let page = presenterView, let space = page.superview {
            shades.presenter.frame = space.convert(page.untransformedFrame, to: container)
            container.insertSubview(shades.presenter, belowSubview: presented)
        }
        shades.presenter.transform = isPresenting ? .identity : Self.mirrored
        shades.presenter.alpha = isPresenting ? 0 : 2 * Self.flipShadeAtMiddle
        shades.presented.frame = presented.untransformedFrame
        container.insertSubview(shades.presented, aboveSubview: presented)
        shades.presented.transform = isPresenting ? Self.mirrored : .identity
        shades.presented.alpha = isPresenting ? 2 * Self.flipShadeAtMiddle : 0
        flipShades = shades
    }
}
