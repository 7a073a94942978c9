import HandheldKit

extension Layer {
    /// CALayer.contentsScale: device pixels per point of the layer's contents. Apple's documentation: "The
    /// default value of this property is 1.0. For layers attached to a view, the view changes the scale
    /// factor automatically to a value that is appropriate for the current screen." So a view's layer reads
    /// its window's display scale (the main screen's when it is in no window) until the app sets a value.
    /// Handheld draws every layer at the display's scale whatever this says; it is kept so code that sets it
    /// before rendering (an image of a view at a chosen scale) compiles and reads back what it set.
    public var contentsScale: CGFloat {
        get {
            if let assigned = assignedContentsScale { return CGFloat(assigned) }
            guard let view else { return 1 }
            if let scale = view.window?.traitCollection.displayScale, scale > 0 { return CGFloat(scale) }
            return UIScreen.main.scale
        }
        set { assignedContentsScale = Double(newValue) }
    }
}

extension View {
    /// UIView.contentScaleFactor: the view's layer's `contentsScale`, which UIKit keeps at the scale of the
    /// screen showing the view unless the app sets it (Apple's documentation: "the default value for this
    /// property is the scale factor associated with the screen currently displaying the view").
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }
}
