import HandheldKit
import Render

extension Picture {
    /// UIImage.pngData(): the image as PNG file bytes, at its pixel size (a 2x image of 10 points encodes
    /// 20 pixels, as UIKit's does; decoding the data gives a 1x image of those pixels, as `UIImage(data:)`
    /// does). Transparency is kept. A template keeps its own pixels: the tint is a drawing-time fill, not
    /// part of the image, as in UIKit. Nil when encoding fails (UIKit: "nil if there was a problem
    /// generating the data").
    public func pngData() -> Data? {
        guard !isEmpty else { return nil }
        guard let bytes = try? bitmap.encoded(as: .png) else { return nil }
        return Data(bytes)
    }

    /// UIImage.jpegData(compressionQuality:): the image as JPEG file bytes. `compressionQuality` runs from
    /// 0.0 (most compression, lowest quality) to 1.0 (least compression, best quality), as UIKit's; it is
    /// clamped to that range and passed to SDL2_image's libjpeg as a quality of 0 to 100. JPEG has no alpha:
    /// transparent pixels come out as their colour channels, as UIKit's do (usually black).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard !isEmpty else { return nil }
        let quality = Int((min(1, max(0, Double(compressionQuality))) * 100).rounded())
        guard let bytes = try? bitmap.encoded(as: .jpeg(quality: quality)) else { return nil }
        return Data(bytes)
    }
}
