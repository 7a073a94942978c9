import HandheldKit
import Render

/// Core Graphics' bitmap image, which a UIImage wraps (`cgImage`): Render's `Image` is the same thing, decoded
/// pixels at a scale, so CGImage is that type.
public typealias CGImage = Image

extension Image {
    /// CGImage.cropping(to:): the pixels inside `rect`, given in pixels (not points, as Core Graphics
    /// measures a CGImage), clipped to the image; nil when nothing of the image is inside it, as Core
    /// Graphics returns NULL then. The crop keeps the image's scale and pixel layout (its rows unpadded).
    public func cropping(to rect: CGRect) -> CGImage? {
        let clipped = rect.integral.intersection(CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        guard !clipped.isNull, clipped.width >= 1, clipped.height >= 1 else { return nil }
        let x0 = Int(clipped.minX), y0 = Int(clipped.minY), w = Int(clipped.width), h = Int(clipped.height)
        var cropped: [UInt32] = []
        cropped.reserveCapacity(w * h)
        for y in y0..<(y0 + h) { cropped += pixels[(y * pixelWidth + x0)..<(y * pixelWidth + x0 + w)] }
        var layout = self.layout
        layout.bytesPerRow = w * max(1, layout.bitsPerPixel / 8)
        return Image(pixelWidth: w, pixelHeight: h, scale: scale, pixels: cropped, layout: layout)
    }

    /// CGImage.width and .height, in pixels.
    public var width: Int { pixelWidth }
    public var height: Int { pixelHeight }
}

extension Picture {
    /// UIImage.cgImage: the pixels this image draws.
    public var cgImage: CGImage? { bitmap }

    /// UIImage(cgImage:): an image of those pixels at their scale.
    public convenience init(cgImage: CGImage) {
        self.init(bitmap: cgImage)
    }

    /// UIImage(cgImage:scale:orientation:) for the up orientation (the only one Handheld draws): the pixels
    /// at `scale` pixels per point, the same pixels in the same layout.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation = .up) {
        self.init(bitmap: Image(pixelWidth: cgImage.pixelWidth, pixelHeight: cgImage.pixelHeight, scale: Double(scale),
                                pixels: cgImage.pixels, layout: cgImage.layout))
    }

    /// UIImage.Orientation. Handheld draws images upright; only `.up` is accepted by the initializer above
    /// as a default, the others are here so code naming them compiles and are drawn upright.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}
