internal import CSDL

/// A real window on the desktop with an SDL renderer: the simulator's screen.
///
/// It is created high-DPI aware (`SDL_WINDOW_ALLOW_HIGHDPI`): its size is in window coordinates (points ×
/// zoom) and where the display is dense (Wayland or macOS at 2×) the drawable has more pixels than that;
/// the pixel scale is the zoom times that ratio (`displayScale`), so text is rasterised at the display's
/// density and stays sharp. X11 and the dummy driver report a ratio of 1. A window resized by hand shows
/// the screen scaled to fit (`Letterbox`),
/// and size changes keep it on the display's usable area (`WindowPlacement`). The renderer is
/// accelerated with vsync when possible and SDL's software renderer otherwise. An idle app calls
/// `waitEvent(timeout:)`, which sleeps in the kernel, so an idle window uses no CPU.
@MainActor
package final class NativeWindow {
    /// Size in points.
    public private(set) var size: Size
    /// Window coordinates per point.
    public private(set) var zoom: Double
    /// Drawable pixels per window coordinate (2 on a 2× display that gives high-DPI drawables, else 1),
    /// measured at every frame since a window can move to another display.
    public private(set) var displayScale = 1.0
    /// The rectangle last given to `setTextInputRect`.
    private var textInputRect: Rect?
    public let canvas: SDLCanvas
    /// The SDL renderer's name ("opengl", "software"…), for diagnostics.
    public let rendererName: String
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    /// How the screen sits in the drawable this frame (the zoom, or a hand-resized window's fit).
    public private(set) var letterbox: Letterbox
    /// The output size the viewport was last set for.
    private var viewportSize: (Int32, Int32) = (0, 0)

    /// Opens a window of `size` points at `zoom` pixels per point. Throws `RenderError.noDisplay` (one line)
    /// when there is no display to open it on; callers suggest `xvfb-run`.
    public init(title: String, size: Size, zoom: Double = 1, fonts: FontLibrary? = nil) throws {
        guard size.isFinite, size.width > 0, size.height > 0, zoom.isFinite, zoom > 0 else {
            throw RenderError.sdl(call: "NativeWindow", message: "invalid size \(size) at zoom \(zoom)")
        }
        let fonts = try fonts ?? FontLibrary()
        try Self.initVideo()
        // A click that focuses the window should also count as a tap, as it would on a phone.
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        let (w, h) = Self.pixels(size, zoom)
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, Self.centered, Self.centered, w, h, flags) else {
            let message = String(cString: SDL_GetError())
            SDL_QuitSubSystem(Self.subsystems)
            throw RenderError.noDisplay(reason: "SDL_CreateWindow failed: \(message)")
        }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            | SDL_RENDERER_TARGETTEXTURE.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, accelerated)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let message = String(cString: SDL_GetError())
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(Self.subsystems)
            throw RenderError.sdl(call: "SDL_CreateRenderer", message: message)
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        self.window = window
        self.renderer = renderer
        self.size = size
        self.zoom = zoom
        letterbox = Letterbox(points: size, output: Size(width: Double(w), height: Double(h)), zoom: zoom)
        canvas = SDLCanvas(renderer: renderer, fonts: fonts, pixelScale: zoom)
        updateDisplayScale()
    }

    /// The drawable's pixels over the window's size, as SDL reports them (1 when either is unknown).
    static func displayScale(window: (Int32, Int32), drawable: (Int32, Int32)) -> Double {
        guard window.0 > 0, drawable.0 > 0 else { return 1 }
        let s = Double(drawable.0) / Double(window.0)
        return s.isFinite && s > 0 ? s : 1
    }

    private func updateDisplayScale() {
        var ww: Int32 = 0, wh: Int32 = 0, dw: Int32 = 0, dh: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        SDL_GetRendererOutputSize(renderer, &dw, &dh)
        displayScale = Self.displayScale(window: (ww, wh), drawable: (dw, dh))
    }

    isolated deinit {
        canvas.invalidate()
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(Self.subsystems)
    }

    /// The yardstick for start-up time: a bare window of `size` pixels made with the same flags
    /// and renderer as a real one, cleared, one rectangle filled and presented, then closed.
    public static func presentBare(title: String, size: Size) throws {
        try initVideo()
        defer { SDL_QuitSubSystem(subsystems) }
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(size.width), Int32(size.height), flags) else {
            throw RenderError.noDisplay(reason: "SDL_CreateWindow failed: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyWindow(window) }
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            | SDL_RENDERER_TARGETTEXTURE.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, accelerated)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw RenderError.sdl(call: "SDL_CreateRenderer", message: String(cString: SDL_GetError()))
        }
        defer { SDL_DestroyRenderer(renderer) }
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawColor(renderer, 0, 122, 255, 255)
        var r = SDL_Rect(x: 16, y: 16, w: Int32(size.width) - 32, h: 44)
        SDL_RenderFillRect(renderer, &r)
        SDL_RenderPresent(renderer)
    }

    /// Keeps SDL's video subsystem started while it lives (SDL counts the starts). Hold one across asking
    /// for the display's bounds and opening the window: otherwise the question starts video, connects to
    /// the X server and shuts it all down again just before the window starts it anew.
    @MainActor
    public final class VideoSession {
        public init() throws { try NativeWindow.initVideo() }
        isolated deinit { SDL_QuitSubSystem(NativeWindow.subsystems) }
    }

    fileprivate static let subsystems = UInt32(SDL_INIT_VIDEO) | UInt32(SDL_INIT_EVENTS)
    /// `SDL_WINDOWPOS_CENTERED` (a function-like macro, so not imported).
    private static let centered: Int32 = 0x2FFF_0000

    private static func pixels(_ size: Size, _ zoom: Double) -> (Int32, Int32) {
        (Int32(max(1, (size.width * zoom).rounded())), Int32(max(1, (size.height * zoom).rounded())))
    }

    /// Starts the video subsystem (reference-counted by SDL), failing fast when no display can exist.
    fileprivate static func initVideo() throws {
        if let reason = missingDisplayReason(environment: FileSystem.environment) {
            throw RenderError.noDisplay(reason: reason)
        }
        guard SDL_InitSubSystem(subsystems) == 0 else {
            throw RenderError.noDisplay(reason: "SDL could not start video: \(String(cString: SDL_GetError()))")
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if let reason = fallbackDriverReason(driver: driver, environment: FileSystem.environment) {
            SDL_QuitSubSystem(subsystems)
            throw RenderError.noDisplay(reason: reason)
        }
    }

    /// Why the driver SDL settled on cannot show a window: when X11 and Wayland both fail to connect
    /// (a stale `DISPLAY=:77`), SDL goes on down its list to the `offscreen` driver, which opens
    /// "windows" nobody sees, and the app ran invisibly, spinning, until killed. Only a driver asked for
    /// by name (`SDL_VIDEODRIVER=dummy` in the tests) may be one without a screen. Nil when the driver
    /// is fine.
    static func fallbackDriverReason(driver: String, environment: (String) -> String?) -> String? {
        guard (environment("SDL_VIDEODRIVER") ?? "").isEmpty, ["offscreen", "dummy"].contains(driver) else {
            return nil
        }
        let named = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in
            environment(name).flatMap { $0.isEmpty ? nil : "\(name)=\($0)" }
        }
        return "cannot open display \(named.joined(separator: " or ")) (SDL fell back to its \(driver) driver)"
    }

    /// Why no window can open, judged from the environment alone (SDL would otherwise try X11 and
    /// Wayland and fail with a less helpful message); nil when a display or an explicit SDL video driver
    /// (such as `dummy`) is configured.
    static func missingDisplayReason(environment: (String) -> String?) -> String? {
        let configured = ["SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment($0) ?? "").isEmpty }
        return configured ? nil : "neither DISPLAY nor WAYLAND_DISPLAY is set"
    }

    /// The usable area (without panels and docks) of the display the window would open on, in screen
    /// pixels, so a caller can pick the largest zoom that fits before opening the window.
    public static func usableDisplayBounds() throws -> Rect {
        try initVideo()
        defer { SDL_QuitSubSystem(subsystems) }
        return try bounds(display: 0)
    }

    /// The usable area of the display the window is on, in screen pixels.
    public func usableDisplayBounds() throws -> Rect {
        try Self.bounds(display: max(0, SDL_GetWindowDisplayIndex(window)))
    }

    private static func bounds(display: Int32) throws -> Rect {
        var r = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(display, &r) == 0 else {
            throw RenderError.sdl(call: "SDL_GetDisplayUsableBounds", message: String(cString: SDL_GetError()))
        }
        return Rect(x: Double(r.x), y: Double(r.y), width: Double(r.w), height: Double(r.h))
    }

    // MARK: Frames

    /// Clears to `color` and starts a frame; draw on the returned canvas, then `endFrame()` and `present()`.
    @discardableResult
    public func beginFrame(clear color: Color) -> SDLCanvas {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        if w != viewportSize.0 || h != viewportSize.1 {
            // SDL resets the viewport when it handles the resize event, which X11 may deliver after the
            // drawable already has its new size; a frame drawn in between would keep the old viewport and
            // come out cut and shifted (seen on the first frame after a device switch).
            SDL_RenderSetViewport(renderer, nil)
            viewportSize = (w, h)
        }
        updateDisplayScale()
        letterbox = Letterbox(points: size, output: Size(width: Double(w), height: Double(h)), zoom: zoom * displayScale)
        canvas.beginFrame(pixelScale: letterbox.scale, origin: letterbox.origin)
        canvas.clearOutput(color)
        return canvas
    }

    public func endFrame() {
        canvas.endFrame()
    }

    /// Shows the frame (waits for vsync on accelerated renderers).
    public func present() {
        SDL_RenderPresent(renderer)
    }

    /// The scale the last frame really had, in window coordinates per point: `zoom` at the window's natural
    /// size, less when the window was clamped to the desktop or resized by hand (the screen letterboxed).
    public var shownZoom: Double { letterbox.scale / max(displayScale, 1e-9) }

    /// Changes the size in points and/or the zoom; the next frame draws at the new size.
    public func resize(points: Size, zoom: Double) {
        guard points != size || zoom != self.zoom, points.isFinite, zoom.isFinite, zoom > 0 else { return }
        size = points
        self.zoom = zoom
        let (w, h) = Self.pixels(points, zoom)
        SDL_SetWindowSize(window, w, h)
        keepOnUsableArea(size: (w, h))
    }

    /// Moves the window back onto its display's usable area if its new size reaches past it
    /// (`WindowPlacement`); the frame the window manager adds counts.
    private func keepOnUsableArea(size: (Int32, Int32)) {
        guard let usable = try? usableDisplayBounds() else { return }
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        // Without a window manager (Xvfb) there is no frame, and SDL says so with an error.
        if SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right) != 0 {
            (top, left, bottom, right) = (0, 0, 0, 0)
        }
        let frame = Rect(x: Double(x - left), y: Double(y - top),
                         width: Double(size.0 + left + right), height: Double(size.1 + top + bottom))
        guard let corner = WindowPlacement.position(of: frame, within: usable) else { return }
        SDL_SetWindowPosition(window, Int32(corner.x) + left, Int32(corner.y) + top)
    }

    /// Waits (pumping events with `pump`) until the renderer's output has the size `resize` asked for: X11
    /// resizes a window asynchronously, and a frame drawn before the server has done it would be cut.
    public func waitForOutputSize(timeout: Double, pump: () -> Void) {
        let (w, h) = Self.pixels(size, zoom * displayScale)
        let deadline = SDL_GetTicks64() + UInt64(timeout * 1000)
        while SDL_GetTicks64() < deadline {
            var ow: Int32 = 0, oh: Int32 = 0
            SDL_GetRendererOutputSize(renderer, &ow, &oh)
            if ow == w && oh == h {
                if viewportSize != (w, h) {
                    // Mesa sizes the GL back buffer anew only after a swap: the first frame drawn after a
                    // resize would land in the old buffer. Present a blank one first.
                    SDL_RenderSetViewport(renderer, nil)
                    viewportSize = (w, h)
                    SDL_RenderClear(renderer)
                    SDL_RenderPresent(renderer)
                }
                return
            }
            pump()
            SDL_Delay(10)
        }
    }

    /// After an outside resize: a window grown past its display's usable area is brought back to the
    /// largest size that fits, screen aspect kept (`WindowPlacement.cappedSize`), so a runaway resize cannot
    /// make the backing store and the render targets grow with it. Returns whether it had to.
    @discardableResult
    public func limitToUsableArea() -> Bool {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        guard let usable = try? usableDisplayBounds(),
              let capped = WindowPlacement.cappedSize(Size(width: Double(w), height: Double(h)), aspect: size,
                                                       within: usable) else { return false }
        let (cw, ch) = (Int32(capped.width), Int32(capped.height))
        SDL_SetWindowSize(window, cw, ch)
        keepOnUsableArea(size: (cw, ch))
        return true
    }

    public func setTitle(_ title: String) {
        SDL_SetWindowTitle(window, title)
    }

    /// Writes the frame drawn so far as a PNG. Call it after `endFrame()` and before `present()`: after
    /// presenting, the back buffer's contents are undefined.
    public func savePNG(to path: String) throws {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw RenderError.sdl(call: "SDL_CreateRGBSurfaceWithFormat", message: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, surface.pointee.pixels,
                                   surface.pointee.pitch) == 0 else {
            throw RenderError.sdl(call: "SDL_RenderReadPixels", message: String(cString: SDL_GetError()))
        }
        // A window has no meaningful alpha; make the PNG opaque.
        for y in 0..<Int(h) {
            let row = surface.pointee.pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(w) { row[x] |= 0xFF00_0000 }
        }
        try PNGWriter.write(surface, to: path)
    }

    // MARK: Events

    /// Every event waiting, translated; ignored SDL events are dropped.
    public func pollEvents() -> [InputEvent] {
        var out: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            // Translated at one pixel per point (window coordinates), taken to drawable pixels, then mapped
            // through the letterbox, so a hand-resized or high-DPI window's clicks land on what is drawn
            // under them.
            if let e = EventTranslator.translate(event, zoom: 1) { out.append(unletterboxed(e)) }
        }
        return out
    }

    private func unletterboxed(_ event: InputEvent) -> InputEvent {
        let box = letterbox, scale = displayScale
        let map = { (p: Point) in box.point(fromPixels: Point(x: p.x * scale, y: p.y * scale)) }
        switch event {
        case let .pointerDown(p, time): return .pointerDown(map(p), time: time)
        case let .pointerMove(p, time): return .pointerMove(map(p), time: time)
        case let .hover(p, time): return .hover(map(p), time: time)
        case let .pointerUp(p, time): return .pointerUp(map(p), time: time)
        case let .wheel(dx, dy, at, time): return .wheel(dx: dx, dy: dy, at: at.map(map), time: time)
        default: return event
        }
    }

    /// Tells the input method where the text being typed is (a screen rectangle in points), so its
    /// candidate list opens beside the caret; nil leaves SDL's last rectangle. Only a change reaches SDL.
    public func setTextInputRect(_ rect: Rect?) {
        guard let rect, rect != textInputRect else { return }
        textInputRect = rect
        let box = letterbox, scale = displayScale
        // Points → output pixels → window coordinates (SDL's unit for this rectangle).
        var r = SDL_Rect(x: Int32(((box.origin.x + rect.minX * box.scale) / scale).rounded()),
                         y: Int32(((box.origin.y + rect.minY * box.scale) / scale).rounded()),
                         w: Int32(max(1, (rect.width * box.scale / scale).rounded())),
                         h: Int32(max(1, (rect.height * box.scale / scale).rounded())))
        SDL_SetTextInputRect(&r)
    }

    /// Sleeps until an SDL event arrives or `timeout` seconds pass (infinity: until an event arrives),
    /// without consuming the event; true if one arrived. Follow it with `pollEvents()`.
    @discardableResult
    public func waitEvent(timeout: Double) -> Bool {
        if timeout == .infinity { return SDL_WaitEvent(nil) != 0 }
        let ms = Int32(max(0, min(Double(Int32.max), (timeout * 1000).rounded(.up))))
        return SDL_WaitEventTimeout(nil, ms) != 0
    }
}
