/// The status bar of one window as its controllers last decided it (`Window.updateStatusBarAppearance()`),
/// with the animations of its changes in flight. The host draws the bar from here; the window owns no bar
/// view, as UIKit's status bar belongs to the system, not to the app's view tree.
@preconcurrency @MainActor
public final class WindowStatusBar {
    /// The deciding controller's `preferredStatusBarStyle`.
    public internal(set) var style = StatusBarStyle.default
    /// The style the bar cross-fades from while `styleFraction` is below 1 (a change inside an animation block).
    public internal(set) var previousStyle = StatusBarStyle.default
    /// The deciding controller's `prefersStatusBarHidden`.
    public internal(set) var isHidden = false
    /// How the last hide or show moves: the hiding controller's `preferredStatusBarUpdateAnimation` when it
    /// changed inside an animation block, `.none` otherwise.
    public internal(set) var animation = StatusBarAnimation.none
    /// The controller whose style is drawn: its traits resolve `.default`, so a screen that overrides its
    /// interface style to dark gets light content. Apple documents `.default` as choosing "an appearance for
    /// the status bar [that] updates it dynamically to maintain contrast with the content below it"
    /// [DOC: UIStatusBarStyle.default]; Handheld keeps iOS 13's rule, dark content in the light style and
    /// light in the dark, which is what that contrast gives over the system backgrounds, and does not
    /// sample the pixels under the bar.
    public internal(set) weak var styleController: ViewController?
    /// 1 shown, 0 hidden, animated in between.
    let visibility = AnimatedProperty(1.0)
    /// 0 at `previousStyle`, 1 at `style`.
    let styleProgress = AnimatedProperty(1.0)

    init(onChange: @escaping @MainActor () -> Void) {
        visibility.presentationDidChange = onChange
        styleProgress.presentationDidChange = onChange
    }

    /// How much of the bar is on screen this frame: its opacity while it fades, the part below the screen's
    /// top edge while it slides; 0 once hidden.
    public var shownFraction: Double { visibility.presentation }
    /// How far the content colour has moved from `previousStyle` to `style` this frame.
    public var styleFraction: Double { styleProgress.presentation }
}
