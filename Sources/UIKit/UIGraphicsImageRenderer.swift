import HandheldKit
import Render

/// UIGraphicsImageRenderer (iOS 10): `renderer.image { context in … }` runs the drawing in a fresh image
/// context, which is also the current context inside the block (so UIColor.setFill, UIRectFill and
/// UIBezierPath.fill draw there), and returns the pixels as a UIImage at the format's scale.
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    public let size: CGSize
    /// Where the image's top-left is in the drawing's coordinates. UIKit's renderer made with
    /// `init(bounds:)` translates its context by minus the bounds' origin, so drawing at `bounds.origin`
    /// lands at the image's top-left (Apple: the bounds "specify the size and origin of the coordinate
    /// space" the drawing uses); `init(size:)` starts at zero.
    public let origin: CGPoint

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
        self.origin = .zero
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = bounds.size
        self.format = format
        self.origin = bounds.origin
    }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, format.opaque, format.scale)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else {
            // An empty size: UIKit returns an empty image; one transparent pixel is the nearest.
            return Picture(bitmap: Image(pixelWidth: 1, pixelHeight: 1, pixels: [0]))
        }
        if origin != .zero { context.translateBy(x: -origin.x, y: -origin.y) }
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        return Picture(bitmap: context.makeImage())
    }
}

/// UIGraphicsImageRendererFormat: the scale (0 is the main screen's) and whether the image is opaque.
public final class UIGraphicsImageRendererFormat {
    public var scale: CGFloat
    public var opaque: Bool
    public init(scale: CGFloat = 0, opaque: Bool = false) {
        self.scale = scale
        self.opaque = opaque
    }
    /// The default format: the main screen's scale, not opaque (UIKit's `preferred()` on an sRGB screen).
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What the renderer's block receives (UIGraphicsImageRendererContext).
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }
    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Outlines `rect` one point wide inside it.
    public func stroke(_ rect: CGRect) {
        cgContext.saveGState()
        cgContext.setLineWidth(1)
        cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        cgContext.restoreGState()
    }
    /// The image drawn so far.
    public var currentImage: UIImage { Picture(bitmap: cgContext.makeImage()) }
}
