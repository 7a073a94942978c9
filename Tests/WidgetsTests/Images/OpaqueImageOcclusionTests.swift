import Render
import Testing
import TestSupport
import Widgets

/// An image view showing an opaque photo hides the backgrounds drawn before it (OcclusionMap), so a grid of
/// photos over a white collection view writes each pixel once. Each test records the fills a frame makes,
/// changes the image view, and records again: the occlusion follows the change in the very next frame.
@MainActor
@Suite("Opaque images in the occlusion map")
struct OpaqueImageOcclusionTests {
    static func image(alpha: UInt32 = 0xFF) -> Image {
        Image(pixelWidth: 4, pixelHeight: 4, scale: 1, pixels: [UInt32](repeating: alpha << 24 | 0x3366CC, count: 16))
    }

    /// A 200×200 window whose root is a red backdrop, with a 100×100 image view at (50, 50).
    func makeScene(_ picture: Picture?) -> (Window, ManualClock, ImageView) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        window.rootView.backgroundColor = Color(r: 255, g: 0, b: 0)
        let imageView = ImageView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        imageView.image = picture
        window.rootView.addSubview(imageView)
        window.step(clock)
        return (window, clock, imageView)
    }

    /// The area the backdrop's fills cover, in square points.
    func backdropArea(_ window: Window) -> Double {
        let canvas = RecordingCanvas()
        window.draw(in: canvas)
        return canvas.commands.reduce(0) { sum, command in
            if case let .fill(rect, color) = command, color == Color(r: 255, g: 0, b: 0) { return sum + Double(rect.width * rect.height) }
            return sum
        }
    }

    @Test("an image knows whether every pixel is opaque")
    func imageOpacity() {
        #expect(Self.image().isOpaque)
        #expect(!Self.image(alpha: 0xFE).isOpaque)
        var pixels = [UInt32](repeating: 0xFF00_0000, count: 16)
        pixels[15] = 0x8000_0000
        #expect(!Image(pixelWidth: 4, pixelHeight: 4, pixels: pixels).isOpaque)
    }

    @Test("the backdrop is not filled under an opaque photo, save a 1 pt margin inside its edges")
    func opaquePhotoHidesBackdrop() {
        let (window, _, _) = makeScene(Picture(bitmap: Self.image()))
        // 200² less the 98² inside the photo's 1 pt margin.
        #expect(backdropArea(window) == 200 * 200 - 98 * 98)
    }

    @Test("a translucent photo, a template, a hidden or faded image view hide nothing; each change shows in the next frame")
    func whatHidesNothing() {
        let (window, clock, imageView) = makeScene(Picture(bitmap: Self.image()))
        let whole = 200.0 * 200
        #expect(backdropArea(window) < whole)
        imageView.image = Picture(bitmap: Self.image(alpha: 0x80))
        window.step(clock)
        #expect(backdropArea(window) == whole)
        imageView.image = Picture(bitmap: Self.image()).withRenderingMode(.alwaysTemplate)
        window.step(clock)
        #expect(backdropArea(window) == whole)
        imageView.image = Picture(bitmap: Self.image())
        window.step(clock)
        #expect(backdropArea(window) == 200 * 200 - 98 * 98)
        imageView.alpha = 0.5
        window.step(clock)
        #expect(backdropArea(window) == whole)
        imageView.alpha = 1
        imageView.isHidden = true
        window.step(clock)
        #expect(backdropArea(window) == whole)
    }

    @Test("aspect-fit covers only the fitted rectangle; a clipping aspect-fill covers the bounds")
    func contentModes() {
        let wide = Image(pixelWidth: 8, pixelHeight: 4, scale: 1, pixels: [UInt32](repeating: 0xFF33_66CC, count: 32))
        let (window, clock, imageView) = makeScene(Picture(bitmap: wide))
        imageView.contentMode = .scaleAspectFit
        window.step(clock)
        // 100×50 centred: 98×48 inside the margin.
        #expect(backdropArea(window) == 200 * 200 - 98 * 48)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        window.step(clock)
        #expect(backdropArea(window) == 200 * 200 - 98 * 98)
    }

    @Test("pixels are the same as when the backdrop is filled whole: the photo covers every pixel it hides")
    func samePixels() throws {
        let (window, clock, imageView) = makeScene(Picture(bitmap: Self.image()))
        imageView.frame = Rect(x: 50.4, y: 49.6, width: 100.3, height: 99.5)
        window.step(clock)
        let surface = try OffscreenSurface(size: window.size, scale: 1, fonts: try Golden.fonts())
        // A green frame first: any pixel that nothing painted would stay green.
        let canvas = surface.beginFrame(clear: Color(r: 0, g: 255, b: 0))
        window.draw(in: canvas)
        surface.endFrame()
        for y in 0..<200 {
            for x in 0..<200 {
                #expect(surface.pixel(x: x, y: y) != Color(r: 0, g: 255, b: 0), "(\(x), \(y)) left unpainted")
            }
        }
        #expect(surface.pixel(x: 100, y: 100) == Color(r: 0x33, g: 0x66, b: 0xCC))
    }
}
