import HandheldKit
import Render

extension View {
    /// UIView.drawHierarchy(in:afterScreenUpdates:): draws this view and its subviews, as they are on screen,
    /// into the current graphics context (inside `UIGraphicsImageRenderer.image { … }` or between
    /// `UIGraphicsBeginImageContext` and its end), scaled so the view's bounds fill `rect`. With
    /// `afterScreenUpdates` the pending layout is done first, as UIKit waits for the next screen update;
    /// without it, what was laid out last is drawn. Returns false when there is no current context or the
    /// view has no area (UIKit: "false if the snapshot is missing image data").
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { layoutIfNeeded() }
        // The view renders in its superview's coordinates, at its frame: map that frame onto `rect`.
        let frame = self.frame
        let sx = Double(rect.width / bounds.width), sy = Double(rect.height / bounds.height)
        let toRect = Transform(a: sx, b: 0, c: 0, d: sy,
                               tx: Double(rect.minX) - Double(frame.minX) * sx, ty: Double(rect.minY) - Double(frame.minY) * sy)
        context.draw { canvas in canvas.withTransform(toRect) { self.render(in: canvas) } }
        return true
    }
}
