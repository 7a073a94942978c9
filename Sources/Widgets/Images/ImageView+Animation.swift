import Render

/// A running image view animation: the link that redraws each frame, when it started on the window's
/// clock, the frames and their pass length, and the frame shown.
@MainActor
struct ImageAnimationState {
    var link: DisplayLink?
    var start: Double?
    var frames: [Picture]
    var duration: Double
    var repeatCount: Int
    var index = 0
}

/// UIImageView's frame animation: `animationImages` between `startAnimating()` and `stopAnimating()`, and
/// an animated picture (`UIImage.animatedImage(with:duration:)`) set as `image`, which UIImageView plays by
/// itself. Frames advance on the window's clock through a display link (so a virtual clock in tests steps
/// them exactly): frame `i` shows from `i × duration / count` seconds after the first frame the view drew
/// while animating. UIKit's defaults: `animationDuration` 0 means "the number of images multiplied by 1/30th
/// of a second", and `animationRepeatCount` 0 repeats forever [DOC: UIImageView.animationDuration,
/// animationRepeatCount]; after the last pass the view shows `image` again.
extension ImageView {
    /// UIImageView.isAnimating.
    public var isAnimating: Bool { animationState != nil }

    /// UIImageView.startAnimating(): plays `animationImages` (nothing without them).
    public func startAnimating() {
        guard let frames = animationImages, !frames.isEmpty else { return }
        let duration = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        begin(frames: frames, duration: duration, repeatCount: animationRepeatCount)
    }

    /// UIImageView.stopAnimating(): back to `image`.
    public func stopAnimating() {
        animationState?.link?.invalidate()
        animationState = nil
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The frame the animation shows now, nil when not animating.
    var animationFrame: Picture? {
        guard let state = animationState, !state.frames.isEmpty else { return nil }
        return state.frames[min(state.index, state.frames.count - 1)]
    }

    /// `image` changed: an animated picture plays at once; replacing it stops its frames.
    func imageAnimationSourceChanged() {
        if let frames = image?.images, let picture = image {
            if animationState?.frames.first !== frames.first || animationState?.duration != picture.duration {
                begin(frames: frames, duration: picture.duration, repeatCount: 0)
            }
        } else if animationImages == nil || animationState.map({ $0.frames != animationImages! }) ?? false {
            animationState?.link?.invalidate()
            animationState = nil
        }
    }

    /// The view joined or left a window (from `didMoveToWindow`): the animation's link moves with it.
    func animationWindowChanged() {
        if animationState != nil { attachAnimationLink() }
    }

    private func begin(frames: [Picture], duration: Double, repeatCount: Int) {
        animationState?.link?.invalidate()
        animationState = ImageAnimationState(link: nil, start: nil, frames: frames, duration: duration,
                                             repeatCount: repeatCount)
        attachAnimationLink()
        setNeedsDisplay()
    }

    /// Starts the per-frame link on the window (again after a move between windows).
    private func attachAnimationLink() {
        animationState?.link?.invalidate()
        animationState?.link = nil
        guard let window else { return }
        animationState?.link = window.addDisplayLink { [weak self] time in
            self?.advanceAnimation(to: time) ?? false
        }
    }

    /// Shows the frame for `time`; false (the link stops) once the last pass is over or the view left.
    private func advanceAnimation(to time: Double) -> Bool {
        guard var state = animationState, window != nil else { return false }
        let start = state.start ?? time
        state.start = start
        let elapsed = time - start
        if state.repeatCount > 0, elapsed >= state.duration * Double(state.repeatCount) {
            animationState = nil
            setNeedsDisplay()
            return false
        }
        let perFrame = state.duration / Double(state.frames.count)
        let index = perFrame > 0 ? Int((elapsed / perFrame).rounded(.down)) % state.frames.count : 0
        if index != state.index { setNeedsDisplay() }
        state.index = index
        animationState = state
        return true
    }
}
