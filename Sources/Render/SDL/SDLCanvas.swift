internal import CSDL

/// How anti-aliased meshes are drawn: `SDL_RenderGeometry` on GPU renderers; on SDL's software renderer,
/// which truncates geometry to whole pixels, rasterised on the CPU and copied as a texture.
package enum MeshPath: Sendable {
    case geometry
    case cpu
}

/// The `Canvas` that draws with an SDL renderer, for windows and offscreen surfaces alike.
///
/// All API is in points. The pixel scale (device scale × zoom) is applied in one place: the transform stack
/// starts at `scale(pixelScale)`, so every primitive maps its geometry through the current transform and
/// lands in device pixels. Axis-aligned primitives snap to whole pixels (`PixelRect.snapped`); curved and
/// slanted ones are anti-aliased meshes (`Mesh`).
///
/// Like Dear ImGui's SDL backend it restores the renderer state it touched (draw colour, blend mode, clip,
/// target) at the end of a frame. The canvas is only usable while the surface that made it is alive.
@MainActor
public final class SDLCanvas: Canvas {
    public var measurer: TextMeasuring { fonts }
    public let fonts: FontLibrary
    public var appearance = Appearance.light
    let renderer: OpaquePointer
    package let textCache: TextCache
    /// Render-target textures waiting to be destroyed when the frame ends.
    let retirement: TargetTextureRetirement
    package let targets: TargetPool
    /// Rasterised anti-aliased shapes for the software renderer (`MeshPath.cpu`), this renderer's own.
    package let shapes: ShapeCache
    /// Views' subtrees kept as textures (`drawBackingStore`), this renderer's own.
    package let backingStores: BackingStoreCache
    /// Images uploaded as textures (`drawImage`), this renderer's own.
    package let imageCache: ImageCache
    /// Images kept at the pixel size they are drawn at (`drawImageKeepingScaled`), this renderer's own.
    package let scaledImages: ScaledImageCache
    /// Blurred shadow shapes (`fillShadow`), this renderer's own.
    package let shadows: ShadowCache
    /// The stores being drawn into, innermost last, each with the canvas state outside it.
    var recordings: [StoreRecording] = []
    /// Where drawing goes outside any opacity group: the output, or the store being drawn.
    var baseTarget: OpaquePointer?

    /// Device pixels per point for this frame.
    public private(set) var pixelScale: Double
    /// The size in pixels of what the renderer draws to.
    public internal(set) var pixelWidth = 0
    public internal(set) var pixelHeight = 0

    var transforms: [Transform]
    /// Absolute clips, innermost last; an empty stack draws everywhere. A clip may be empty, in which
    /// case nothing is drawn (SDL itself would read an empty rect as "no clip").
    var clips: [PixelRect] = []
    var groups: [OpacityGroup] = []
    /// Open rounded clips, innermost last (`SDLCanvas+RoundedClip`).
    var roundedClips: [RoundedClip] = []
    /// Open transforms with rotation or shear, innermost last (`SDLCanvas+Turned`).
    var turned: [TurnedGroup] = []
    /// Opacity groups of alpha 0 (or inside an empty clip) open: drawing is skipped entirely.
    var hiddenDepth = 0
    var mesh = Mesh()
    /// `fillRects`' pixel rectangles, kept between calls so a frame's fills allocate nothing.
    var rectBuffer: [SDL_Rect] = []
    var rasterizer = MeshRasterizer()
    /// How anti-aliased meshes reach the renderer; see `MeshPath`.
    package var meshPath: MeshPath
    private var saved: SavedState?
    private(set) var isValid = true

    init(renderer: OpaquePointer, fonts: FontLibrary, pixelScale: Double) {
        self.renderer = renderer
        self.fonts = fonts
        self.pixelScale = pixelScale
        self.textCache = TextCache(renderer: renderer, fonts: fonts)
        let retirement = TargetTextureRetirement(renderer: renderer)
        self.retirement = retirement
        self.targets = TargetPool(renderer: renderer, retirement: retirement)
        self.shapes = ShapeCache(renderer: renderer)
        self.backingStores = BackingStoreCache(renderer: renderer, retirement: retirement)
        self.imageCache = ImageCache(renderer: renderer)
        self.shadows = ShadowCache(renderer: renderer)
        self.transforms = [.scale(pixelScale)]
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let name = info.name.map { String(cString: $0) } ?? ""
        self.meshPath = name == "software" ? .cpu : .geometry
        self.scaledImages = ScaledImageCache(renderer: renderer, isEnabled: name == "software")
        updateOutputSize()
    }

    /// Frees every texture; the surface calls this before destroying the renderer, after which drawing
    /// does nothing.
    func invalidate() {
        guard isValid else { return }
        textCache.removeAll()
        shapes.removeAll()
        backingStores.removeAll()
        imageCache.removeAll()
        scaledImages.removeAll()
        shadows.removeAll()
        targets.destroyAll()
        retirement.flush()
        isValid = false
    }

    private func updateOutputSize() {
        var w: Int32 = 0, h: Int32 = 0
        let target = SDL_GetRenderTarget(renderer)
        if target != nil { SDL_SetRenderTarget(renderer, nil) }
        SDL_GetRendererOutputSize(renderer, &w, &h)
        if target != nil { SDL_SetRenderTarget(renderer, target) }
        pixelWidth = Int(w)
        pixelHeight = Int(h)
        targets.setSize(width: pixelWidth, height: pixelHeight)
    }

    // MARK: Frames

    private struct SavedState {
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
        var blend = SDL_BLENDMODE_NONE
        var clip = SDL_Rect()
        var clipEnabled = false
        var target: OpaquePointer?
    }

    /// Where point (0, 0) lands in output pixels: zero, except in a window resized by hand, whose screen is
    /// letterboxed in the middle (`Letterbox`).
    private(set) var origin = Point(x: 0, y: 0)
    private var baseTransform: Transform {
        Transform(translationX: origin.x, translationY: origin.y, scaleX: pixelScale, scaleY: pixelScale)
    }

    /// Starts a frame at `pixelScale`: resets the stacks and remembers the renderer state to restore.
    func beginFrame(pixelScale: Double, origin: Point = Point(x: 0, y: 0)) {
        guard isValid else { return }
        if saved != nil { endFrame() }
        var s = SavedState()
        SDL_GetRenderDrawColor(renderer, &s.r, &s.g, &s.b, &s.a)
        SDL_GetRenderDrawBlendMode(renderer, &s.blend)
        s.clipEnabled = SDL_RenderIsClipEnabled(renderer) == SDL_TRUE
        SDL_RenderGetClipRect(renderer, &s.clip)
        s.target = SDL_GetRenderTarget(renderer)
        saved = s
        if s.target != nil { SDL_SetRenderTarget(renderer, nil) }
        self.pixelScale = pixelScale
        self.origin = origin
        updateOutputSize()
        transforms = [baseTransform]
        clips.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
        turned.removeAll()
        recordings.removeAll()
        baseTarget = nil
        hiddenDepth = 0
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// Closes unbalanced groups (compositing them, so nothing drawn is lost), then restores the renderer
    /// state `beginFrame` found and flushes queued drawing.
    func endFrame() {
        guard isValid else { return }
        while !groups.isEmpty { popOpacity() }
        clips.removeAll(keepingCapacity: true)
        transforms = [baseTransform]
        if let s = saved {
            SDL_SetRenderTarget(renderer, s.target)
            SDL_SetRenderDrawColor(renderer, s.r, s.g, s.b, s.a)
            SDL_SetRenderDrawBlendMode(renderer, s.blend)
            var clip = s.clip
            if s.clipEnabled { SDL_RenderSetClipRect(renderer, &clip) } else { SDL_RenderSetClipRect(renderer, nil) }
            saved = nil
        }
        retirement.flush()
        SDL_RenderFlush(renderer)
    }

    /// Fills the whole output, ignoring clips, with `color` stored premultiplied (see `OffscreenSurface`).
    func clearOutput(_ color: Color) {
        guard isValid else { return }
        let p = color.premultiplied
        let c = Color(red: p.r, green: p.g, blue: p.b, alpha: p.a).rgba8
        var blend = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(renderer, &blend)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, blend)
    }

    // MARK: State stacks

    var current: Transform { transforms[transforms.count - 1] }
    var clip: PixelRect? { clips.last }

    /// False inside a hidden group or an empty clip; primitives return early.
    var canDraw: Bool { isValid && hiddenDepth == 0 && !(clip?.isEmpty ?? false) }

    /// A transform that turns the axes draws through a texture (`SDLCanvas+Turned`), turning about the
    /// origin of the current coordinates; `pushTransform(_:around:)` says which rectangle to keep whole.
    public func pushTransform(_ transform: Transform) {
        pushTransform(transform, around: Rect(x: 0, y: 0, width: 0, height: 0))
    }

    public func popTransform() {
        if let group = turned.last, group.transformDepth == transforms.count { closeTurnedGroup() }
        if transforms.count > 1 { transforms.removeLast() }
    }

    public func pushClip(_ rect: Rect) {
        let r = PixelRect.snapped(current.apply(to: rect))
        clips.append(clip.map { r.intersection($0) } ?? r)
        applyClip()
    }

    public func popClip() {
        guard !clips.isEmpty else { return }
        clips.removeLast()
        applyClip()
    }

    /// Sends drawing to `texture` (nil: the output) and puts the clip back on it. SDL 2.26 skips a clip
    /// rect equal to the last one it queued even when that was queued for another target, and OpenGL's
    /// scissor is flipped between a texture and the window, so the clip stayed where the texture needed
    /// it: in the real window a group's contents and what followed inside the same clip landed in the
    /// mirrored rows (the selected row went blank during a back swipe, while the software renderer the
    /// headless surface uses drew it). Clearing the clip first makes SDL queue it again.
    func setTarget(_ texture: OpaquePointer?) {
        guard isValid else { return }
        SDL_SetRenderTarget(renderer, texture)
        SDL_RenderSetClipRect(renderer, nil)
        applyClip()
    }

    /// Puts the innermost clip on the renderer; also needed after every render-target switch, since SDL
    /// keeps a clip per target.
    func applyClip() {
        guard isValid else { return }
        if let c = clip {
            // An empty clip is left to `canDraw`: handing SDL an empty rect would disable clipping.
            guard !c.isEmpty else { return }
            var r = c.sdl
            SDL_RenderSetClipRect(renderer, &r)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    /// Records that `pixels` were drawn into, so the innermost opacity group composites only that area and a
    /// store being drawn learns whether it still holds exactly what direct drawing would give.
    func didDraw(_ pixels: PixelRect) {
        let visible = clip.map { pixels.intersection($0) } ?? pixels
        if !recordings.isEmpty { recordingDidDraw(visible) }
        guard let i = groups.lastIndex(where: \.isOffscreen) else { return }
        groups[i].bounds = groups[i].bounds.union(
            visible.intersection(PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)))
    }
}
