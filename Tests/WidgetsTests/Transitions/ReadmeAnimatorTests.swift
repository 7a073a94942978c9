import Render
import Testing
import TestSupport
import Widgets

// The README's "Your own push and pop" animator, verbatim.
final class FadeAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { 0.3 }
    func animateTransition(using context: ViewControllerContextTransitioning) {
        let to = context.view(forKey: .to)!
        context.containerView!.addSubview(to)
        to.alpha = 0
        to.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// A delegate handing out the README's animator.
@MainActor
final class ReadmeFadeDelegate: NavigationControllerDelegate {
    func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationTransitionKind,
                              from: ViewController, to: ViewController) -> ViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }
}

@MainActor
@Suite("README: your own push and pop")
struct ReadmeAnimatorTests {
    @Test("the README's fade animator pushes: the page fades in over 0.3 s and the stack settles")
    func readmeFade() {
        let f = NavigationFixture(["A"])
        let delegate = ReadmeFadeDelegate()
        f.nav.delegate = delegate
        let b = PageController("B", log: f.log)
        f.nav.pushViewController(b, animated: true)
        f.frames(9)
        let mid = b.view.presentationAlpha
        #expect(mid > 0.3 && mid < 0.7)
        f.frames(10)
        #expect(!f.nav.isTransitioning)
        #expect(b.view.presentationAlpha == 1 && b.appearanceState == .appeared)
        #expect(f.nav.view.subviews.last === f.nav.navigationBar)
        withExtendedLifetime(delegate) {}
    }
}
