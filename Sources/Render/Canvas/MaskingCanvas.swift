/// A canvas that can mask what is drawn by an alpha function: what Core Animation's `CALayer.mask` does
/// ("the layer's alpha channel determines how much of the layer's content and background shows
/// through"). Kept beside `Canvas` rather than in it: only the layer tree asks for it, and a canvas without
/// pixels (the recording canvas) clips to the mask's rectangle instead.
@MainActor
public protocol MaskingCanvas: Canvas {
    /// Until `popMask`, what is drawn inside `rect` (current coordinates) is kept in proportion to
    /// `coverage` of the point (0 hides, 1 keeps), and nothing outside `rect` is drawn.
    func pushMask(_ rect: Rect, coverage: (Point) -> Double)
    func popMask()
}

extension Canvas {
    /// `pushMask` where the canvas can mask, else a clip to `rect`; balanced by `popMaskOrClip`.
    public func pushMaskOrClip(_ rect: Rect, coverage: (Point) -> Double) {
        if let masking = self as? MaskingCanvas { masking.pushMask(rect, coverage: coverage) } else { pushClip(rect) }
    }

    public func popMaskOrClip() {
        if let masking = self as? MaskingCanvas { masking.popMask() } else { popClip() }
    }
}
