import Render
import Testing
import UIKit

/// UIColor(patternImage:) cannot tile here (Handheld's colours are flat): it is the image's mean colour,
/// weighted by opacity, so a pattern background keeps its overall tone.
struct UIColorPatternImageTests {
    @Test("a pattern of one red and one blue pixel is their mean, purple")
    func meanOfOpaquePixels() {
        let image = UIImage(bitmap: Image(pixelWidth: 2, pixelHeight: 1, pixels: [0xFFFF_0000, 0xFF00_00FF]))
        let colour = UIColor(patternImage: image)
        #expect(colour == UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    }

    @Test("transparent pixels add nothing to the hue and lower the alpha")
    func transparentPixelsWeighNothing() {
        let image = UIImage(bitmap: Image(pixelWidth: 2, pixelHeight: 2,
                                          pixels: [0xFF00_FF00, 0x0000_0000, 0x00FF_0000, 0xFF00_FF00]))
        let colour = UIColor(patternImage: image)
        #expect(colour == UIColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        let empty = UIImage(bitmap: Image(pixelWidth: 1, pixelHeight: 1, pixels: [0]))
        #expect(UIColor(patternImage: empty) == UIColor(red: 0, green: 0, blue: 0, alpha: 0))
    }
}
