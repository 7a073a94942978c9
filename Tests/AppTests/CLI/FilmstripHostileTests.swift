import Foundation
import Testing

/// Hostile PNGs given to `filmstrip`. libpng printed its own `libpng error:` and `libpng warning:` lines
/// beside the one `handheld:` line; a PNG cut before IEND was accepted; a 74-byte file declaring 30,000 ×
/// 30,000 pixels made `--shrink 16` allocate 3.5 GB, since only the shrunk strip was capped.
@Suite("Command line: filmstrip's hostile PNGs")
struct FilmstripHostileTests {
    /// A minimal RGBA PNG; `interlaced` writes Adam7 passes, `extra` bytes are compressed after the
    /// image data, `end` false leaves IEND out, `declared` overrides the header's size.
    static func png(width: Int = 4, height: Int = 4, interlaced: Bool = false, extra: Int = 0, end: Bool = true,
                    declared: (Int, Int)? = nil) -> Data {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(data.count) + body + be(Int(crc32(body)))
        }
        var raw: [UInt8] = []
        let passes = interlaced ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
                                : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in passes {
            let w = width > x0 ? (width - x0 + dx - 1) / dx : 0, h = height > y0 ? (height - y0 + dy - 1) / dy : 0
            guard w > 0, h > 0 else { continue }
            for _ in 0..<h { raw += [0] + Array(repeating: [255, 0, 0, 255], count: w).flatMap { $0 } }
        }
        raw += Array(repeating: 0, count: extra)
        let size = declared ?? (width, height)
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", be(size.0) + be(size.1) + [8, 6, 0, 0, interlaced ? 1 : 0])
        file += chunk("IDAT", zlibStored(raw))
        if end { file += chunk("IEND", []) }
        return Data(file)
    }

    /// zlib with stored (uncompressed) blocks: no compressor needed.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var index = 0
        repeat {
            let count = min(65_535, bytes.count - index)
            let last: UInt8 = index + count == bytes.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += bytes[index..<index + count]
            index += count
        } while index < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        let adler = b << 16 | a
        return out + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func write(_ data: Data, _ name: String, in folder: String) throws -> String {
        let path = folder + "/" + name
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a sound PNG of this generator makes a strip (the cases below are its damaged variants)")
    func sound() throws {
        let folder = (try tempFile("", name: "x") as NSString).deletingLastPathComponent
        let input = try Self.write(Self.png(), "ok.png", in: folder)
        let r = try runHandheld(["filmstrip", folder + "/strip.png", input, input, "--gap", "2"])
        #expect(r.status == 0 && r.stderr.isEmpty, "stderr: \(r.stderr)")
    }

    @Test("a damaged PNG is one line carrying libpng's reason, and libpng says nothing of its own")
    func damaged() throws {
        let folder = (try tempFile("", name: "x") as NSString).deletingLastPathComponent
        var bytes = [UInt8](Self.png())
        bytes[37 + 3] ^= 0xFF  // the IDAT chunk's type
        let input = try Self.write(Data(bytes), "damaged.png", in: folder)
        let r = try runHandheld(["filmstrip", folder + "/strip.png", input])
        expectOneLineError(r, status: 1, contains: "handheld: cannot read \(input): a damaged PNG file (libpng: ")
        #expect(!r.stderr.contains("libpng error"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/strip.png"))
    }

    @Test("a PNG cut before its IEND chunk is refused")
    func missingEnd() throws {
        let folder = (try tempFile("", name: "x") as NSString).deletingLastPathComponent
        let input = try Self.write(Self.png(end: false), "cut.png", in: folder)
        let r = try runHandheld(["filmstrip", folder + "/strip.png", input])
        expectOneLineError(r, status: 1, contains: "handheld: cannot read \(input): a damaged PNG file (cut short: no IEND chunk)")
    }

    @Test("an interlaced PNG with extra data is read without a libpng warning on standard error")
    func interlacedExtra() throws {
        let folder = (try tempFile("", name: "x") as NSString).deletingLastPathComponent
        let input = try Self.write(Self.png(interlaced: true, extra: 100), "extra.png", in: folder)
        let r = try runHandheld(["filmstrip", folder + "/strip.png", input])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty, "stderr: \(r.stderr)")
    }

    @Test("an input whose header declares more than 32 megapixels is refused before decoding, whatever --shrink",
          arguments: [(30_000, 30_000), (40_000, 10), (8_000, 5_000)])
    func declaredHuge(_ width: Int, _ height: Int) throws {
        let folder = (try tempFile("", name: "x") as NSString).deletingLastPathComponent
        let input = try Self.write(Self.png(declared: (width, height)), "huge.png", in: folder)
        let r = try runHandheld(["filmstrip", folder + "/strip.png", input, "--shrink", "16"])
        expectOneLineError(r, status: 64, contains: "handheld: \(input) is \(width)×\(height) pixels; each input is at most 32768 a side and 32 megapixels")
    }
}
