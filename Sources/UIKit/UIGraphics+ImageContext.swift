import HandheldKit
import Render

// UIKit's image contexts: UIGraphicsBeginImageContext(WithOptions) pushes a bitmap context that drawing
// functions (UIColor.setFill, UIRectFill, UIImage.draw, UIBezierPath.fill) draw into until
// UIGraphicsEndImageContext pops it; UIGraphicsGetImageFromCurrentImageContext reads it as a UIImage.
// UIKit keeps that stack per thread; UI code runs on the main actor here, so the stack is main-actor state,
// and it is empty except between a Begin and its End (UIKit's own global context stack, not a service).
// The functions are not main-actor isolated, as UIKit's are not (UIImage extensions call them from
// nonisolated code); they assert they run on the main actor, where Render's canvas lives.

@MainActor enum ImageContextStack {
    static var contexts: [CGContext] = []
}

/// UIGraphicsBeginImageContextWithOptions: a context of `size` points; `scale` 0 means the main screen's
/// scale, as in UIKit. `opaque` contexts start black; others transparent.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolved = scale > 0 ? Double(scale) : MainActor.assumeIsolated { Double(UIScreen.main.scale) }
    // A context that cannot be made (an empty size) is pushed as nothing: UIKit logs and then draws nowhere,
    // and UIGraphicsGetImageFromCurrentImageContext returns nil.
    guard size.width > 0, size.height > 0, let context = try? CGContext(size: size, scale: resolved, opaque: opaque) else {
        return
    }
    MainActor.assumeIsolated { ImageContextStack.contexts.append(context) }
}

/// UIGraphicsBeginImageContext: a transparent context at scale 1, as UIKit documents.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The context on top of the stack (UIGraphicsGetCurrentContext): an image context between Begin and End,
/// else, inside a view's `draw(_:)`, the view's context; nil otherwise.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    MainActor.assumeIsolated {
        if let image = ImageContextStack.contexts.last { return image }
        guard let entry = ViewDrawingContext.current else { return nil }
        if let context = entry.attachment as? CGContext { return context }
        let context = CGContext(viewCanvas: entry.canvas, size: entry.size)
        ViewDrawingContext.attach(context)
        return context
    }
}

/// The current image context's pixels as an image at its scale; nil when there is none (a view's context
/// during `draw(_:)` is not an image context, as in UIKit).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = MainActor.assumeIsolated({ ImageContextStack.contexts.last }) else { return nil }
    return Picture(bitmap: context.makeImage())
}

/// Pops the current image context.
public func UIGraphicsEndImageContext() {
    MainActor.assumeIsolated { ImageContextStack.contexts.popLast() }?.finish()
}

/// UIRectFill: fills `rect` in the current context with its fill colour (`UIColor.set()`/`setFill()`).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// UIRectFrame: outlines `rect` in the current context, one point wide inside it as UIKit draws it.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(1)
    context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    context.restoreGState()
}

extension Color {
    /// UIColor.set(): the current context's fill and stroke colour.
    public func set() {
        UIGraphicsGetCurrentContext()?.setFillColor(self)
        UIGraphicsGetCurrentContext()?.setStrokeColor(self)
    }
    /// UIColor.setFill().
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }
    /// UIColor.setStroke().
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }
}

extension Picture {
    /// UIImage.draw(in:): the image scaled into `rect` of the current context (a template in black, as
    /// UIKit draws an untinted template outside a view).
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.draw { self.draw(in: rect, viewTint: .black, canvas: $0) }
    }
    /// UIImage.draw(at:): the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
    /// UIImage.draw(in:blendMode:alpha:) with the normal blend mode, `alpha` applied.
    public func draw(in rect: CGRect, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.draw { canvas in canvas.withOpacity(Double(alpha)) { self.draw(in: rect, viewTint: .black, canvas: canvas) } }
    }
}
