import Foundation
import Render

/// Pinch to zoom, as UIScrollView does it: the delegate's `viewForZooming(in:)` gets a scale transform,
/// its frame keeps its origin at the content's top left, `contentSize` follows its scaled size, and the
/// content point under the fingers' centre stays under them. Past the limits the pinch is damped and the
/// scale springs back on release (`bouncesZoom`).
extension ScrollView {
    /// How much of a pinch past a limit shows: the excess scale's logarithm is multiplied by this. UIKit's
    /// damping is private; 0.5 feels like its resistance [EST].
    public static let zoomBounceDamping = 0.5
    /// The spring back into the limits and `setZoomScale(_:animated: true)` (UIKit's is ≈0.3 s [EST]).
    public static let zoomAnimationDuration = 0.3

    /// The view being zoomed, asked of the delegate each time.
    public var zoomingView: View? { delegate?.viewForZooming(in: self) }

    /// Whether a pinch may zoom: a view to zoom and room between the limits.
    var canZoom: Bool { zoomingView != nil && maximumZoomScale > minimumZoomScale }

    /// Sets the scale, clamped to the limits, keeping the content point at the view's centre where it is
    /// (UIScrollView.setZoomScale(_:animated:)).
    public func setZoomScale(_ scale: Double, animated: Bool) {
        let target = min(maximumZoomScale, max(minimumZoomScale, scale))
        let centre = Point(x: bounds.width / 2, y: bounds.height / 2)
        let change = { self.applyZoom(target, keeping: centre, clampOffset: true) }
        if animated {
            animate(withDuration: Self.zoomAnimationDuration, options: .toolkit, curve: .easeInOut, animations: change)
        } else {
            performWithoutAnimation(change)
        }
    }

    /// Zooms to `scale` with the content point at `anchor` (in this view's bounds coordinates, relative to
    /// its origin) kept in place.
    func applyZoom(_ scale: Double, keeping anchor: Point, clampOffset: Bool) {
        guard let view = zoomingView, scale > 0 else { return }
        let old = zoomScale
        let size = view.bounds.size
        zoomScale = scale
        view.transform = .scale(scale)
        view.center = Point(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = Size(width: size.width * scale, height: size.height * scale)
        let o = bounds.origin
        let content = Point(x: (o.x + anchor.x) / old, y: (o.y + anchor.y) / old)
        var offset = Point(x: content.x * scale - anchor.x, y: content.y * scale - anchor.y)
        if clampOffset {
            let r = offsetRange
            offset = Point(x: offset.x.clamped(to: r.x), y: offset.y.clamped(to: r.y))
        }
        applyOffset(offset)
        delegate?.scrollViewDidZoom(self)
    }

    /// The scale shown for a pinch that asks for `scale`: itself within the limits, damped beyond them
    /// when `bouncesZoom`, held at the limit otherwise.
    func displayedZoom(for scale: Double) -> Double {
        let lo = minimumZoomScale, hi = maximumZoomScale
        if scale >= lo && scale <= hi { return scale }
        let limit = scale > hi ? hi : lo
        guard bouncesZoom else { return limit }
        return limit * exp(log(scale / limit) * Self.zoomBounceDamping)
    }

    func handlePinch(_ pinch: PinchGestureRecognizer) {
        let anchor = pinch.location(in: self) - bounds.origin
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            zoomStartScale = zoomScale
            delegate?.scrollViewWillBeginZooming(self, with: zoomingView)
            performWithoutAnimation { applyZoom(displayedZoom(for: zoomStartScale * pinch.scale), keeping: anchor,
                                                clampOffset: false) }
        case .changed:
            performWithoutAnimation { applyZoom(displayedZoom(for: zoomStartScale * pinch.scale), keeping: anchor,
                                                clampOffset: false) }
        case .ended, .cancelled:
            isZooming = false
            let settled = min(maximumZoomScale, max(minimumZoomScale, zoomScale))
            // Back inside the limits and the content back inside its range, animated: the bounce.
            animate(withDuration: Self.zoomAnimationDuration, options: .toolkit, curve: .easeOut, animations: {
                self.applyZoom(settled, keeping: anchor, clampOffset: true)
            })
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: settled)
        default:
            break
        }
    }
}

/// Lets the scroll view's pinch begin only when it can zoom, and run alongside its pan (a two-finger
/// drag both zooms and scrolls in UIKit).
@MainActor
final class ZoomGestureDelegate: GestureRecognizerDelegate {
    unowned let scrollView: ScrollView

    init(scrollView: ScrollView) { self.scrollView = scrollView }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { scrollView.canZoom }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        other === scrollView.panGestureRecognizer
    }
}
