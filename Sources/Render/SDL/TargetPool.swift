internal import CSDL

/// Output-sized render-target textures for opacity groups, reused from frame to frame so a frame with
/// groups allocates nothing once the deepest nesting has been seen. All textures are recreated when the
/// output size changes.
@MainActor
package final class TargetPool {
    private let renderer: OpaquePointer
    private let retirement: TargetTextureRetirement
    private(set) var width = 0
    private(set) var height = 0
    private var free: [OpaquePointer] = []
    private var scratchTexture: OpaquePointer?
    private var streamTexture: OpaquePointer?
    /// Textures created over the pool's life; a repeated frame must not move it.
    package private(set) var creations = 0
    /// Whether the renderer can composite premultiplied colour in one pass (GPU renderers can; SDL's
    /// software renderer supports only the built-in blend modes). Known after the first texture is made.
    private(set) var supportsPremultipliedOver: Bool?

    /// `result = src + dst · (1 − srcα)` for colour and alpha: "over" for premultiplied colour, which is
    /// what a group's texture holds after its children were blended onto transparent black.
    static let premultipliedOver = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)

    init(renderer: OpaquePointer, retirement: TargetTextureRetirement) {
        self.renderer = renderer
        self.retirement = retirement
    }

    func setSize(width: Int, height: Int) {
        guard width != self.width || height != self.height else { return }
        destroyAll()
        self.width = width
        self.height = height
    }

    func acquire() -> OpaquePointer? {
        if let t = free.popLast() { return t }
        guard let t = create(format: SDL_PIXELFORMAT_ARGB8888) else { return nil }
        if supportsPremultipliedOver == nil {
            supportsPremultipliedOver = SDL_SetTextureBlendMode(t, Self.premultipliedOver) == 0
        }
        return t
    }

    func release(_ texture: OpaquePointer) {
        free.append(texture)
    }

    /// A texture without an alpha channel, for the software renderer's two-pass composite.
    func scratch() -> OpaquePointer? {
        if scratchTexture == nil { scratchTexture = create(format: SDL_PIXELFORMAT_RGB888) }
        return scratchTexture
    }

    /// A streaming texture (straight alpha, blended) that CPU-rasterised meshes are uploaded through.
    func stream() -> OpaquePointer? {
        if streamTexture == nil {
            streamTexture = create(format: SDL_PIXELFORMAT_ARGB8888, access: SDL_TEXTUREACCESS_STREAMING)
            if let t = streamTexture { SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND) }
        }
        return streamTexture
    }

    private func create(format: SDL_PixelFormatEnum, access: SDL_TextureAccess = SDL_TEXTUREACCESS_TARGET) -> OpaquePointer? {
        guard width > 0, height > 0 else { return nil }
        let t = SDL_CreateTexture(renderer, format.rawValue, Int32(access.rawValue), Int32(width), Int32(height))
        if t != nil { creations += 1 }
        return t
    }

    /// Target textures leave through the retirement (detached from their framebuffer on OpenGL); the
    /// streaming texture was never a target.
    func destroyAll() {
        for t in free { retirement.retire(t) }
        free.removeAll()
        if let t = scratchTexture { retirement.retire(t) }
        if let t = streamTexture { SDL_DestroyTexture(t) }
        scratchTexture = nil
        streamTexture = nil
    }
}
