import Testing
import UIKit
import Render

/// UIKit-shaped image code compiles and behaves: UIImage's initialisers, rendering modes and sizes, and
/// UIImageView's content mode, tint and intrinsic size, spelt as in Apple's samples.
@MainActor
struct UIImageTests {
    @Test("UIImage(named:) is nil for an unknown name, and UIImage(data:) for bytes that are no image")
    func unknown() {
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent.png") == nil)
    }

    @Test("an image view written as in UIKit samples: aspect fit, template tint, clipsToBounds, size")
    func imageViewIdiom() {
        let bitmap = Image(pixelWidth: 60, pixelHeight: 30, scale: 3, pixels: Array(repeating: 0xFF00_0000, count: 1800))
        let image = UIImage(bitmap: bitmap).withRenderingMode(.alwaysTemplate)
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .systemRed
        imageView.clipsToBounds = true
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 3)
        #expect(image.renderingMode == UIImage.RenderingMode.alwaysTemplate)
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(imageView.imageRect == CGRect(x: 0, y: 10, width: 40, height: 20))
        #expect(image.tint(in: imageView.tintColor) == .systemRed)
        let mode: UIView.ContentMode = .scaleAspectFill
        #expect(mode.rawValue == 2, "UIViewContentModeScaleAspectFill is 2")
        #expect(image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).capInsets != nil)
    }
}
