import Foundation

/// A walk over a PNG file's chunk headers (length, type), skipping their data: whether the chunk list
/// reaches IEND, which the PNG specification requires last (ISO/IEC 15948, 5.6) and libpng's simplified
/// reader never checks, so a file cut after its image data was accepted silently.
enum PNGChunks {
    /// The most chunks walked: a real PNG has a few dozen (IDAT chunks of 8 to 64 KB each); a file of
    /// millions of empty chunks is refused rather than walked for ever.
    static let maximumCount = 1 << 20

    /// Why the chunk list is not a complete PNG, or nil when IEND is there.
    static func missingEnd(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "cannot open it (\(String(cString: strerror(errno))))" }
        defer { close(descriptor) }
        var offset: off_t = 8
        var header = [UInt8](repeating: 0, count: 8)
        for _ in 0..<maximumCount {
            let count = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 8, offset) }
            guard count == 8 else { return "a damaged PNG file (cut short: no IEND chunk)" }
            if header[4...7].elementsEqual("IEND".utf8) { return nil }
            let length = header[0...3].reduce(0) { $0 << 8 | off_t($1) }
            // Length, type, data and CRC.
            offset += 12 + length
        }
        return "a damaged PNG file (more than \(maximumCount) chunks)"
    }
}
