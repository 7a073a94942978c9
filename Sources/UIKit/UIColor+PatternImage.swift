import HandheldKit

extension Color {
    /// UIColor(patternImage:). In UIKit a pattern colour tiles its image wherever it fills ("During drawing,
    /// the image in the pattern color is tiled as necessary to cover the given area", UIColor reference).
    /// Handheld's colours are flat, so this cannot be honoured: the colour is the image's mean colour instead
    /// (each channel averaged over the pixels, weighted by their opacity; the alpha is the mean opacity), so a
    /// background set from a pattern shows the pattern's overall tone rather than its tiles. An image with no
    /// pixels gives a clear colour.
    public convenience init(patternImage image: UIImage) {
        let bitmap = image.bitmap
        var red = 0.0, green = 0.0, blue = 0.0, opacity = 0.0
        for pixel in bitmap.pixels {
            let alpha = Double(pixel >> 24 & 0xFF) / 255
            red += Double(pixel >> 16 & 0xFF) / 255 * alpha
            green += Double(pixel >> 8 & 0xFF) / 255 * alpha
            blue += Double(pixel & 0xFF) / 255 * alpha
            opacity += alpha
        }
        guard opacity > 0 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        self.init(red: red / opacity, green: green / opacity, blue: blue / opacity,
                  alpha: opacity / Double(bitmap.pixels.count))
    }
}
