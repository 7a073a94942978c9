import Foundation

/// Decoded PNG files kept by path, so a reference compared again is not decoded again: decoding a 3×
/// iPhone screen (1179 × 2556 pixels: inflate, Adler-32 and row filters) was 40 % of a passing image
/// snapshot's CPU time on the settings scene. Whether the file changed is decided by its bytes, read and
/// compared whole each time (a 144 KB PNG reads in well under a millisecond), not by its modification
/// time, which the kernel stamps with a coarse clock: a reference rewritten in place within the same
/// few milliseconds at the same size would otherwise keep its old pixels. The pixels come out exactly as
/// `PixelBuffer(contentsOf:)` gives them; the array is shared, not copied.
///
/// An instance, not a process-wide cache: each app under test owns one, so tests stay independent. Bounded
/// by decoded bytes, least recently used out first.
@MainActor
public final class PixelBufferCache {
    private struct Entry {
        var file: Data
        var buffer: PixelBuffer
        var bytes: Int { buffer.pixels.count * 4 + file.count }
    }

    /// 64 MB: five 3× iPhone screens, or two of the 13-inch iPad Pro at 2×.
    public static let defaultByteBudget = 64 << 20

    public let byteBudget: Int
    private var entries = LRUCache<String, Entry>(capacity: 64)
    /// Bytes held: decoded pixels and the files they came from.
    public private(set) var bytes = 0
    /// Reads answered from the cache, and files decoded.
    public private(set) var hits = 0
    public private(set) var decodes = 0

    public init(byteBudget: Int = PixelBufferCache.defaultByteBudget) {
        self.byteBudget = byteBudget
    }

    /// The PNG file at `path`, decoded, or taken from the cache when the file's bytes are the ones decoded.
    public func image(contentsOf path: String) throws -> PixelBuffer {
        let file = FileManager.default.contents(atPath: path)
        if let file, let entry = entries.value(for: path), entry.file == file {
            hits += 1
            return entry.buffer
        }
        if let old = entries.remove(path) { bytes -= old.bytes }
        let buffer = try PixelBuffer(contentsOf: path)
        decodes += 1
        // Kept only when the file read before decoding is still the file (nothing rewrote it meanwhile).
        guard let file, FileManager.default.contents(atPath: path) == file else { return buffer }
        let entry = Entry(file: file, buffer: buffer)
        guard entry.bytes <= byteBudget else { return buffer }
        while bytes + entry.bytes > byteBudget, let out = entries.removeOldest() { bytes -= out.value.bytes }
        if let pushed = entries.insert(entry, for: path) { bytes -= pushed.value.bytes }
        bytes += entry.bytes
        return buffer
    }

    /// Forgets every decoded file.
    public func removeAll() {
        _ = entries.removeAll()
        bytes = 0
    }
}
