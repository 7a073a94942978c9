internal import CSDL
import Foundation

/// PNG encoding through SDL2_image, shared by both surfaces and the filmstrip. It encodes into memory
/// rather than to a path: `IMG_SavePNG` to a file reports success even when the disk filled up halfway,
/// leaving a truncated PNG, so the caller writes the bytes itself and checks every write.
enum PNGWriter {
    /// The surface as PNG file bytes, or as JPEG at `jpegQuality` (0…100, SDL2_image's IMG_SaveJPG_RW).
    static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>, jpegQuality: Int32? = nil) throws -> [UInt8] {
        let buffer = MemoryStream()
        guard let stream = SDL_AllocRW() else {
            throw RenderError.sdl(call: "SDL_AllocRW", message: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeRW(stream) }
        let context = Unmanaged.passRetained(buffer)
        defer { context.release() }
        stream.pointee.hidden.unknown.data1 = context.toOpaque()
        stream.pointee.size = { rw in Int64(MemoryStream.of(rw).bytes.count) }
        stream.pointee.seek = { rw, offset, whence in MemoryStream.of(rw).seek(offset, whence: whence) }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.write = { rw, source, size, count in
            guard let source else { return 0 }
            MemoryStream.of(rw).write(UnsafeRawBufferPointer(start: source, count: size * count))
            return count
        }
        stream.pointee.close = { _ in 0 }
        let saved = jpegQuality.map { IMG_SaveJPG_RW(surface, stream, 0, $0) } ?? IMG_SavePNG_RW(surface, stream, 0)
        guard saved == 0, !buffer.bytes.isEmpty else {
            throw RenderError.sdl(call: jpegQuality == nil ? "IMG_SavePNG_RW" : "IMG_SaveJPG_RW", message: String(cString: SDL_GetError()))
        }
        return buffer.bytes
    }

    /// Encodes and writes through a temporary file renamed into place, so a failed write (a full disk)
    /// is an error and never leaves a truncated PNG under `path`.
    static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws {
        try Data(encode(surface)).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// The growing byte buffer behind the encoder's SDL_RWops: writes at the position, seeks within it.
private final class MemoryStream {
    var bytes: [UInt8] = []
    var position = 0

    static func of(_ rw: UnsafeMutablePointer<SDL_RWops>?) -> MemoryStream {
        Unmanaged<MemoryStream>.fromOpaque(rw!.pointee.hidden.unknown.data1).takeUnretainedValue()
    }

    func write(_ source: UnsafeRawBufferPointer) {
        let end = position + source.count
        if end > bytes.count { bytes.append(contentsOf: repeatElement(0, count: end - bytes.count)) }
        bytes.withUnsafeMutableBytes { UnsafeMutableRawBufferPointer(rebasing: $0[position..<end]).copyMemory(from: source) }
        position = end
    }

    func seek(_ offset: Int64, whence: Int32) -> Int64 {
        let base: Int
        switch whence {
        case RW_SEEK_SET: base = 0
        case RW_SEEK_CUR: base = position
        case RW_SEEK_END: base = bytes.count
        default: return -1
        }
        let target = base + Int(offset)
        guard target >= 0 else { return -1 }
        position = target
        return Int64(target)
    }
}
