internal import CSDL

/// PNG export through SDL2_image, shared by both surfaces.
enum PNGWriter {
    static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        guard IMG_SavePNG(surface, path) == 0 else {
            throw RenderError.sdl(call: "IMG_SavePNG(\(path))", message: String(cString: SDL_GetError()))
        }
    }
}
