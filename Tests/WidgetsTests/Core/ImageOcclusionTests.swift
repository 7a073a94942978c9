import Render
import Testing
import TestSupport
@testable import Widgets

/// An image view showing an opaque photo hides what lies under it from the occlusion map, as an opaque
/// background does, so the toolkit does not paint pixels the photo paints over; anything that might let
/// the background show (a transparent pixel, a template, a fade) hides nothing, and the pixels are the same.
@MainActor
@Suite("Image occlusion")
struct ImageOcclusionTests {
    static let grey = Color(r: 128, g: 128, b: 128)

    /// A 20×20 image of one colour; `holeAt` makes that pixel transparent.
    func image(_ argb: UInt32, holeAt hole: Int? = nil) -> Image {
        var pixels = [UInt32](repeating: argb, count: 400)
        if let hole { pixels[hole] = 0 }
        return Image(pixelWidth: 20, pixelHeight: 20, scale: 1, pixels: pixels)
    }

    /// A 100×100 window: a grey panel filling it, an image view at (10, 20, 40×30) showing `picture`.
    func makeScene(_ picture: Picture) -> (Window, View, ImageView) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100),
                                                     traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 1))
        let panel = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        panel.backgroundColor = Self.grey
        let imageView = ImageView(frame: Rect(x: 10, y: 20, width: 40, height: 30))
        imageView.image = picture
        panel.addSubview(imageView)
        window.rootView.addSubview(panel)
        window.step(clock)
        return (window, panel, imageView)
    }

    /// The panel's (drawing order 1, after the root) background parts the map leaves to fill.
    func panelParts(_ window: Window) -> [Rect] {
        OcclusionMap(root: window.rootView, bounds: Rect(size: window.size)).uncoveredParts(of: Rect(x: 0, y: 0, width: 100, height: 100), drawnAt: 1)
    }

    func area(_ rects: [Rect]) -> Double { rects.reduce(0) { $0 + $1.width * $1.height } }

    @Test("Image.isOpaque: true only when every pixel has full alpha")
    func opaqueFlag() {
        #expect(image(0xFF12_3456).isOpaque)
        #expect(!image(0xFF12_3456, holeAt: 399).isOpaque)
        #expect(!image(0x8012_3456).isOpaque)
    }

    @Test("an opaque photo hides the panel's background under it; the pixels show the photo and the panel around it")
    func opaquePhotoHides() throws {
        let (window, _, _) = makeScene(Picture(bitmap: image(0xFF00_00FF)))
        let parts = panelParts(window)
        #expect(area(parts) == 100 * 100 - 40 * 30)
        // No part reaches under the photo (parts may touch its edges).
        let photo = Rect(x: 10, y: 20, width: 40, height: 30)
        #expect(!parts.contains { $0.intersection(photo).width > 0 && $0.intersection(photo).height > 0 })
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 30, y: 35) == Color(r: 0, g: 0, b: 255))
        #expect(surface.pixel(x: 9, y: 35) == Self.grey && surface.pixel(x: 50, y: 35) == Self.grey)
        #expect(surface.pixel(x: 30, y: 19) == Self.grey && surface.pixel(x: 30, y: 50) == Self.grey)
    }

    @Test("a photo with a transparent pixel, a template, or a faded image view hides nothing, and the panel shows through")
    func translucentHidesNothing() throws {
        let (holed, _, _) = makeScene(Picture(bitmap: image(0xFF00_00FF, holeAt: 0)))
        #expect(area(panelParts(holed)) == 100 * 100)
        // The transparent pixel is the image's top left one, at (10, 20) with the image drawn 2× wide and 1.5× tall.
        #expect(try Golden.draw(holed).pixel(x: 10, y: 20) == Self.grey)
        let (template, _, _) = makeScene(Picture(bitmap: image(0xFF00_00FF), renderingMode: .alwaysTemplate))
        #expect(area(panelParts(template)) == 100 * 100)
        let (faded, _, fadedView) = makeScene(Picture(bitmap: image(0xFF00_00FF)))
        fadedView.alpha = 0.5
        #expect(area(panelParts(faded)) == 100 * 100)
    }

    @Test("the hidden area follows the image: a new image, a content mode or a removed image uncovers the panel again")
    func followsChanges() throws {
        let (window, _, imageView) = makeScene(Picture(bitmap: image(0xFF00_00FF)))
        #expect(area(panelParts(window)) == 100 * 100 - 40 * 30)
        // Aspect fit of a square image in 40×30: a 30×30 square in the middle.
        imageView.contentMode = .scaleAspectFit
        #expect(area(panelParts(window)) == 100 * 100 - 30 * 30)
        imageView.image = Picture(bitmap: image(0xFF00_00FF, holeAt: 5))
        #expect(area(panelParts(window)) == 100 * 100)
        imageView.image = nil
        #expect(area(panelParts(window)) == 100 * 100)
        #expect(try Golden.draw(window).pixel(x: 30, y: 35) == Self.grey)
    }
}
