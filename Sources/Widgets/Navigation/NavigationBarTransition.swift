import Render

/// The bar's half of a push or pop: the leaving item's content fades out while its title and back button
/// slide away, the arriving item's fades in while they slide into place, and the back chevron fades only
/// when the back button comes or goes. The title and the back label that show the same page trade places,
/// as UINavigationBar does: a push moves the old title into the new back button's place while that back
/// label starts from the old title's, and the new title comes in from the edge; a pop moves the old back
/// label to where the arriving title settles, and that title starts from the back label's place, so
/// mid-swipe the two cross-fade over each other instead of showing side by side ("MasterMaster"). Set up without animation (`NavigationBar.beginTransition`), moved
/// inside the transition's animator (`animate`), and settled by `NavigationBar.endTransition`.
@MainActor
final class NavigationBarTransition {
    /// How far titles slide, as a fraction of the bar's width: the arriving title starts centred on the
    /// bar's edge [EST: UIKit's title enters from the right edge and leaves toward the back button].
    static let slideFraction = 0.5

    let kind: NavigationTransitionKind
    let leaving: NavigationBarContentView?
    let arriving: NavigationBarContentView
    /// The items before the transition, restored if it is cancelled.
    let previousItems: [NavigationItem]
    let slide: Double

    init(kind: NavigationTransitionKind, leaving: NavigationBarContentView?, arriving: NavigationBarContentView,
         previousItems: [NavigationItem], width: Double) {
        self.kind = kind
        self.leaving = leaving
        self.arriving = arriving
        self.previousItems = previousItems
        slide = width * Self.slideFraction
    }

    var content: [NavigationBarContentView] { (leaving.map { [$0] } ?? []) + [arriving] }

    /// The offset that moves a text starting at `from` to start at `to`, or `fallback` when either is unknown.
    private func shift(from: Double?, to: Double?, fallback: Double) -> Double {
        guard let from, let to else { return fallback }
        return to - from
    }

    /// Where the arriving content starts: for a push its title off to the right and its back label where
    /// the old title is; for a pop its title where the old back label is (its own back label from the left).
    func prepare() {
        switch kind {
        case .push:
            arriving.setTransitionState(titleOffset: slide,
                                        backOffset: shift(from: arriving.backTextMinX, to: leaving?.titleTextMinX, fallback: slide),
                                        alpha: 0)
        default:
            arriving.setTransitionState(titleOffset: shift(from: arriving.titleTextMinX, to: leaving?.backTextMinX, fallback: -slide),
                                        backOffset: -slide, alpha: 0)
        }
    }

    /// The end state; called inside the animator so every change here follows the transition's progress.
    func animate(indicator: View) {
        arriving.setTransitionState(offset: 0, alpha: 1)
        if let leaving {
            switch kind {
            case .push:
                leaving.setTransitionState(titleOffset: shift(from: leaving.titleTextMinX, to: arriving.backTextMinX, fallback: -slide),
                                           backOffset: -slide, alpha: 0)
            default:
                leaving.setTransitionState(titleOffset: slide,
                                           backOffset: shift(from: leaving.backTextMinX, to: arriving.titleTextMinX, fallback: slide),
                                           alpha: 0)
            }
        }
        indicator.alpha = arriving.showsBackButton ? 1 : 0
    }
}

extension NavigationBar {
    /// Installs the content of `newItems`' top item, placed where the transition starts (no animation).
    /// The bar reports `newItems` from now on; a cancel restores the old ones.
    func beginTransition(to newItems: [NavigationItem], kind: NavigationTransitionKind) {
        if transition != nil { endTransition(finished: true) }
        guard let top = newItems.last else { return setItems(newItems) }
        let old = items
        adopt(newItems)
        layoutIfNeeded()
        performWithoutAnimation {
            let arriving = makeContent(for: top, previous: newItems.count > 1 ? newItems[newItems.count - 2] : nil)
            arriving.layoutIfNeeded()
            let t = NavigationBarTransition(kind: kind, leaving: contentView, arriving: arriving,
                                            previousItems: old, width: bounds.width)
            t.prepare()
            transition = t
        }
    }

    /// Moves the bar to the transition's end state; call inside the coordinator's animations.
    func animateTransition() {
        transition?.animate(indicator: backIndicator)
    }

    /// Keeps the content that ended on screen: the arriving one if the transition finished, the leaving
    /// one (already moved back by the animator) if it was cancelled.
    func endTransition(finished: Bool) {
        guard let t = transition else { return }
        transition = nil
        if finished {
            t.leaving?.removeFromSuperview()
            replaceContent(with: t.arriving)
        } else {
            t.arriving.removeFromSuperview()
            adopt(t.previousItems)
            if let leaving = t.leaving { replaceContent(with: leaving) }
        }
        performWithoutAnimation {
            for content in allContent { content.setTransitionState(offset: 0, alpha: 1) }
            backIndicator.alpha = contentView?.showsBackButton == true ? 1 : 0
        }
    }
}
