import HandheldKit
import Render

extension Layer {
    /// CALayer.render(in:): draws the layer and its sublayers into `context`, in the layer's own coordinate
    /// space (its bounds' origin at the context's origin, under whatever the context's transforms are), as
    /// apps do to turn a view into an image:
    /// `UIGraphicsImageRenderer(bounds: view.bounds).image { view.layer.render(in: $0.cgContext) }`.
    /// A view's layer draws the view's whole subtree as it is laid out now (UIKit's render(in:) draws the
    /// layer tree as it is, without waiting for a screen update); a layer made by code draws itself and its
    /// sublayers. Its position in its superlayer, and its own transform's translation, are left out.
    public func render(in context: CGContext) {
        if let view {
            let frame = view.frame
            let toOwn = Transform(translationX: view.bounds.minX - frame.minX, translationY: view.bounds.minY - frame.minY)
            context.draw { canvas in canvas.withTransform(toOwn) { view.render(in: canvas) } }
        } else {
            let toOwn = Transform(translationX: -frame.minX, translationY: -frame.minY)
            context.draw { canvas in canvas.withTransform(toOwn) { self.render(in: canvas) } }
        }
    }
}
