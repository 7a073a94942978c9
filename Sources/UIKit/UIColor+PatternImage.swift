import HandheldKit

extension UIColor {
    /// UIColor(patternImage:): a colour that tiles `image` at its size in points. A view's background in
    /// this colour shows the tiles from its top-left corner (Apple: "during drawing, the image in the pattern
    /// color is tiled as necessary to cover the given area"). Handheld tiles only where a fill knows patterns,
    /// a view's `backgroundColor`; elsewhere (a text or border colour, a layer's own background) the colour
    /// draws as the image's average, where UIKit would still tile.
    public convenience init(patternImage image: UIImage) {
        self.init(patternImage: image.bitmap)
    }
}
