internal import CSDL

/// Where render-target textures go to be destroyed: between frames, and on OpenGL renderers only after
/// being detached from the framebuffer object SDL drew into them through.
///
/// SDL's OpenGL and OpenGL ES 2 renderers give every render-target size one framebuffer object, kept for
/// the renderer's life (`GL_GetFBO` in SDL_render_gl.c), and attach a target texture to it when drawing
/// into it; nothing detaches it. OpenGL deletes a texture's storage only when no framebuffer holds it any
/// more, and Mesa detaches a deleted texture only from the framebuffer bound at the time. So every size a
/// backing store ever had kept its last texture alive after `SDL_DestroyTexture`: the real-window soak
/// (`scripts/window-soak.sh`, release build under Xvfb, Mesa llvmpipe) grew 126 → 352 MB over 3,000 random
/// events with the allocator reporting the memory in use (`malloc_stats`: 82 → 126 MB from 500 to 2,000
/// events), while SDL's software renderer, which has no framebuffers, levelled off near 200 MB.
///
/// Detaching needs the texture's framebuffer bound, which only `SDL_SetRenderTarget` can do, and switching
/// targets in the middle of drawing loses the clip and viewport the canvas keeps per target; so textures
/// are retired while drawing and destroyed when the frame ends (`flush`), when the target is the output.
@MainActor
final class TargetTextureRetirement {
    private typealias FramebufferTexture2D = @convention(c) (UInt32, UInt32, UInt32, UInt32, Int32) -> Void

    private let renderer: OpaquePointer
    /// `glFramebufferTexture2D` of the renderer's context; nil on renderers without framebuffers.
    private let framebufferTexture2D: FramebufferTexture2D?
    private var pending: [OpaquePointer] = []
    /// Textures retired and not destroyed yet.
    var count: Int { pending.count }

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let name = info.name.map { String(cString: $0) } ?? ""
        if name.hasPrefix("opengl") {
            let address = SDL_GL_GetProcAddress("glFramebufferTexture2D") ?? SDL_GL_GetProcAddress("glFramebufferTexture2DEXT")
            framebufferTexture2D = address.map { unsafeBitCast($0, to: FramebufferTexture2D.self) }
        } else {
            framebufferTexture2D = nil
        }
    }

    /// Takes `texture` out of use; it is destroyed at the next `flush`.
    func retire(_ texture: OpaquePointer) {
        pending.append(texture)
    }

    /// Detaches and destroys every retired texture, leaving the render target as it found it.
    func flush() {
        guard !pending.isEmpty else { return }
        if let detach = framebufferTexture2D {
            let previous = SDL_GetRenderTarget(renderer)
            for texture in pending {
                // SDL binds the texture's framebuffer and attaches it (flushing queued drawing first); the
                // call then leaves that framebuffer empty. Constants from the OpenGL headers.
                guard SDL_SetRenderTarget(renderer, texture) == 0 else { continue }
                detach(0x8D40 /* GL_FRAMEBUFFER */, 0x8CE0 /* GL_COLOR_ATTACHMENT0 */, 0x0DE1 /* GL_TEXTURE_2D */, 0, 0)
            }
            SDL_SetRenderTarget(renderer, previous)
        }
        for texture in pending { SDL_DestroyTexture(texture) }
        pending.removeAll(keepingCapacity: true)
    }
}
