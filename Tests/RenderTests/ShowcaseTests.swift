import Glibc
import Testing
@testable import Render

@MainActor
@Suite("Showcase")
struct ShowcaseTests {
    /// Every primitive in one frame at scale 2. Set `HANDHELD_SHOWCASE_PNG=/tmp/x.png` to look at it.
    static func drawShowcase(on c: SDLCanvas) {
        c.fillLinearGradient(Rect(x: 0, y: 0, width: 240, height: 24), from: .systemGray6, to: .systemBlue, axis: .horizontal)
        c.fillRoundedRect(Rect(x: 16, y: 36, width: 120, height: 44), radius: 10, color: .systemBlue)
        c.drawText("Button", font: .headline, color: .white, at: Point(x: 48, y: 47))
        c.strokePolyline([Point(x: 170, y: 40), Point(x: 158, y: 52), Point(x: 170, y: 64)], width: 3, color: .systemBlue)
        c.strokePolyline([Point(x: 190, y: 40), Point(x: 202, y: 52), Point(x: 190, y: 64)], width: 2, color: .systemGray)
        c.fillPolygon([Point(x: 214, y: 40), Point(x: 234, y: 52), Point(x: 214, y: 64)], color: .black)
        c.drawText("Hello Handheld", font: .largeTitle, color: .label, at: Point(x: 16, y: 92))
        c.withOpacity(0.5) {
            c.fill(Rect(x: 16, y: 140, width: 60, height: 30), color: .systemRed)
            c.fill(Rect(x: 46, y: 150, width: 60, height: 30), color: .systemRed)
        }
        c.withClip(Rect(x: 120, y: 140, width: 50, height: 30)) {
            c.fillRoundedRect(Rect(x: 110, y: 130, width: 80, height: 60), radius: 30, color: .systemGreen)
        }
        c.fillLinearGradient(Rect(x: 180, y: 140, width: 50, height: 40), from: Color.black.withAlpha(0.4), to: .clear,
                             axis: .vertical)
        c.drawText("Footnote · secondary", font: .footnote, color: .secondaryLabel, at: Point(x: 16, y: 186))
        c.strokeLine(from: Point(x: 16, y: 206), to: Point(x: 224, y: 206), width: 0.5, color: .separator)
    }

    @Test("a frame with every primitive draws them where expected")
    func showcase() throws {
        let s = try TestEnvironment.surface(width: 300, height: 212, scale: 2)
        Self.drawShowcase(on: s.beginFrame(clear: .white))
        s.endFrame()
        #expect(s.pixel(x: 150, y: 116) == Color.systemBlue.plain, "inside the rounded rect")
        #expect(s.pixel(x: 33, y: 73) == .white, "outside its corner")
        #expect(s.pixel(x: 120, y: 320).isClose(to: s.pixel(x: 60, y: 300), tolerance: 1), "the group is even")
        #expect(s.pixel(x: 230, y: 290) == .white, "clipped away")
        if let path = getenv("HANDHELD_SHOWCASE_PNG").map({ String(cString: $0) }) {
            try s.writePNG(to: path)
        }
    }

    /// The same frame through a real window's renderer (OpenGL under `xvfb-run`): set
    /// `HANDHELD_SHOWCASE_WINDOW_PNG` to write it; the written PNG is read back and checked at the points
    /// the offscreen test checks. Skipped otherwise, as CI has no display.
    @Test("a window renders the showcase like the offscreen surface",
          .enabled(if: getenv("HANDHELD_SHOWCASE_WINDOW_PNG") != nil))
    func windowShowcase() throws {
        TestEnvironment.useDummyVideoIfHeadless()
        let window = try NativeWindow(title: "showcase", size: Size(width: 300, height: 212), zoom: 2,
                                      fonts: TestEnvironment.fonts)
        Self.drawShowcase(on: window.beginFrame(clear: .white))
        window.endFrame()
        let path = String(cString: getenv("HANDHELD_SHOWCASE_WINDOW_PNG"))
        try window.savePNG(to: path)
        let image = try PNGImage(contentsOf: path)
        #expect(image.pixel(x: 150, y: 116).isClose(to: Color.systemBlue.plain, tolerance: 2), "inside the rounded rect")
        #expect(image.pixel(x: 33, y: 73).isClose(to: .white, tolerance: 2), "outside its corner")
        #expect(image.pixel(x: 120, y: 320).isClose(to: image.pixel(x: 60, y: 300), tolerance: 2), "the group is even")
        #expect(image.pixel(x: 230, y: 290).isClose(to: .white, tolerance: 2), "clipped away")
        print("renderer: \(window.rendererName), mesh path: \(window.canvas.meshPath), premultiplied blend: \(String(describing: window.canvas.targets.supportsPremultipliedOver))")
        window.present()
    }
}
