import CSDL
import Glibc
import Testing
@testable import Render

@MainActor
@Suite("Surfaces", .serialized)
struct SurfaceTests {
    @Test("PNG export writes a file SDL_image reads back with the same pixels")
    func pngRoundTrip() throws {
        let s = try TestEnvironment.surface(width: 20, height: 10, scale: 2)
        let c = s.beginFrame(clear: .white)
        c.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: .systemBlue)
        c.fill(Rect(x: 10, y: 0, width: 5, height: 5), color: Color.systemRed.withAlpha(0.5))
        s.endFrame()
        let path = TestEnvironment.temporaryPath("export.png")
        defer { unlink(path) }
        try s.writePNG(to: path)
        let loaded = try #require(IMG_Load(path))
        defer { SDL_FreeSurface(loaded) }
        #expect(loaded.pointee.w == 40 && loaded.pointee.h == 20)
        func read(_ x: Int32, _ y: Int32) -> Color {
            var value: UInt32 = 0
            SDL_LockSurface(loaded)
            let bytes = loaded.pointee.pixels.advanced(by: Int(y * loaded.pointee.pitch + x * Int32(loaded.pointee.format.pointee.BytesPerPixel)))
            let bpp = Int(loaded.pointee.format.pointee.BytesPerPixel)
            for i in 0..<bpp { value |= UInt32(bytes.load(fromByteOffset: i, as: UInt8.self)) << (8 * UInt32(i)) }
            SDL_UnlockSurface(loaded)
            var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
            SDL_GetRGBA(value, loaded.pointee.format, &r, &g, &b, &a)
            return Color(r: Int(r), g: Int(g), b: Int(b), a: Double(a) / 255)
        }
        #expect(read(4, 4) == s.pixel(x: 4, y: 4))
        #expect(read(4, 4) == Color.systemBlue.plain)
        #expect(read(24, 4).isClose(to: s.pixel(x: 24, y: 4), tolerance: 0))
        #expect(read(39, 19) == .white)
    }

    @Test("a transparent surface exports straight alpha")
    func transparentExport() throws {
        let s = try TestEnvironment.surface(width: 4, height: 4, background: .clear)
        s.beginFrame(clear: .clear).fill(Rect(x: 0, y: 0, width: 4, height: 4), color: Color.systemRed.withAlpha(0.5))
        s.endFrame()
        let p = s.pixel(x: 1, y: 1)
        #expect(p.isClose(to: Color.systemRed.withAlpha(0.5), tolerance: 2))
    }

    @Test("fractional scales round the surface to whole pixels")
    func fractionalScale() throws {
        let s = try TestEnvironment.surface(width: 390, height: 101, scale: 0.75)
        #expect(s.pixelWidth == 293 && s.pixelHeight == 76)
    }

    @Test("no display is reported as one line before SDL is touched")
    func noDisplay() {
        let none = NativeWindow.missingDisplayReason(environment: { _ in nil })
        #expect(none == "neither DISPLAY nor WAYLAND_DISPLAY is set")
        #expect("\(RenderError.noDisplay(reason: none!))" == "handheld: no display: neither DISPLAY nor WAYLAND_DISPLAY is set")
        #expect(NativeWindow.missingDisplayReason(environment: { $0 == "DISPLAY" ? ":99" : nil }) == nil)
        #expect(NativeWindow.missingDisplayReason(environment: { $0 == "WAYLAND_DISPLAY" ? "wayland-0" : "" }) == nil)
        #expect(NativeWindow.missingDisplayReason(environment: { $0 == "SDL_VIDEODRIVER" ? "dummy" : nil }) == nil)
    }

    @Test("the usable display bounds are known before a window opens")
    func displayBounds() throws {
        TestEnvironment.useDummyVideoIfHeadless()
        let bounds = try NativeWindow.usableDisplayBounds()
        #expect(bounds.width > 0 && bounds.height > 0)
    }

    @Test("a window draws, reads back, resizes and delivers events with the dummy driver")
    func window() throws {
        TestEnvironment.useDummyVideoIfHeadless()
        let window = try NativeWindow(title: "test", size: Size(width: 40, height: 30), zoom: 2,
                                      fonts: TestEnvironment.fonts)
        _ = window.pollEvents()
        let c = window.beginFrame(clear: .white)
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .systemGreen)
        c.withOpacity(0.5) { c.fillRoundedRect(Rect(x: 20, y: 0, width: 10, height: 10), radius: 3, color: .black) }
        window.endFrame()
        let path = TestEnvironment.temporaryPath("window.png")
        defer { unlink(path) }
        try window.savePNG(to: path)
        let loaded = try #require(IMG_Load(path))
        #expect(loaded.pointee.w == 80 && loaded.pointee.h == 60)
        SDL_FreeSurface(loaded)
        window.present()

        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        SDL_PushEvent(&quit)
        #expect(window.waitEvent(timeout: 1))
        #expect(window.pollEvents().contains(.quit))

        window.resize(points: Size(width: 50, height: 30), zoom: 1)
        window.beginFrame(clear: .white)
        window.endFrame()
        #expect(window.canvas.pixelScale == 1)
        window.setTitle("renamed")
    }

    @Test("an idle wait sleeps until its timeout")
    func idleWait() throws {
        TestEnvironment.useDummyVideoIfHeadless()
        let window = try NativeWindow(title: "idle", size: Size(width: 10, height: 10), fonts: TestEnvironment.fonts)
        _ = window.pollEvents()
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        let cpuStart = clock()
        let woke = window.waitEvent(timeout: 0.2)
        clock_gettime(CLOCK_MONOTONIC, &end)
        let cpu = Double(clock() - cpuStart) / Double(CLOCKS_PER_SEC)
        let elapsed = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
        #expect(!woke)
        #expect(elapsed >= 0.15)
        #expect(cpu < elapsed / 2, "waiting does not spin")
    }
}
