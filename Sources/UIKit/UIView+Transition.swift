import HandheldKit
import Render

extension AnimationOptions {
    /// UIView.AnimationOptions' transition styles (bits 20 to 22, UIKit's values) and the option that hides
    /// and shows views instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    static let transitionMask: UInt = 7 << 20
    /// Whether a transition style is set (any of the seven).
    var hasTransitionStyle: Bool { rawValue & Self.transitionMask != 0 }
    /// The options without the transition bits, which the animation engine does not read.
    var withoutTransitionStyle: AnimationOptions {
        AnimationOptions(rawValue: rawValue & ~(Self.transitionMask | Self.showHideTransitionViews.rawValue | Self.allowAnimatedContent.rawValue))
    }
}

extension View {
    /// UIView.transition(with:duration:options:animations:completion:): the changes `animations` makes to
    /// `view` appear through the transition style in `options`. `.transitionCrossDissolve` is drawn as UIKit
    /// draws it: a snapshot of the view as it was (drawHierarchy) is laid over it and fades out on the
    /// window's animation clock while the view, already changed, shows through. The flips and curls are not
    /// drawn in 3D: they fall back to that crossfade, over the same duration. Without a transition style the
    /// block animates as `animate(withDuration:)` would. Outside a window the changes apply at once and the
    /// completion runs with true.
    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard options.hasTransitionStyle else {
            return View.animate(withDuration: duration, delay: 0, options: options,
                                animations: animations ?? {}, completion: completion)
        }
        guard let superview = view.superview, view.window != nil, duration > 0 else {
            animations?()
            completion?(true)
            return
        }
        let snapshot = ImageView(image: view.snapshotPicture())
        snapshot.frame = view.frame
        snapshot.isUserInteractionEnabled = false
        superview.insertSubview(snapshot, aboveSubview: view)
        view.performWithoutAnimation { animations?() }
        snapshot.animate(withDuration: duration, options: options.withoutTransitionStyle, animations: { snapshot.alpha = 0 },
                         completion: { finished in
                             snapshot.removeFromSuperview()
                             completion?(finished)
                         })
    }

    /// UIView.transition(from:to:duration:options:completion:): replaces `fromView` with `toView` in its
    /// superview, `toView` taking its place in the subview order, and `fromView` leaving at the end; with
    /// `.showHideTransitionViews`, `toView` is shown and `fromView` hidden instead. A transition style is
    /// drawn as a crossfade (`fromView` fading out above `toView`); flips and curls fall back to it, as in
    /// `transition(with:)`.
    public static func transition(from fromView: View, to toView: View, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let showHide = options.contains(.showHideTransitionViews)
        guard let superview = fromView.superview else {
            completion?(true)
            return
        }
        if showHide { toView.isHidden = false } else if toView.superview !== superview {
            superview.insertSubview(toView, belowSubview: fromView)
        }
        func finish() {
            if showHide { fromView.isHidden = true } else { fromView.removeFromSuperview() }
        }
        guard options.hasTransitionStyle, fromView.window != nil, duration > 0 else {
            finish()
            completion?(true)
            return
        }
        let alpha = fromView.alpha
        fromView.animate(withDuration: duration, options: options.withoutTransitionStyle, animations: { fromView.alpha = 0 },
                         completion: { finished in
                             finish()
                             fromView.performWithoutAnimation { fromView.alpha = alpha }
                             completion?(finished)
                         })
    }

    /// The view drawn as it is now, at the screen's scale, for a transition's snapshot.
    func snapshotPicture() -> Picture {
        let format = UIGraphicsImageRendererFormat(scale: window?.traitCollection.displayScale ?? 0)
        return UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            _ = self.drawHierarchy(in: self.bounds, afterScreenUpdates: false)
        }
    }
}
